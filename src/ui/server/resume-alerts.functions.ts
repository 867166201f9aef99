import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { BoardResumeAlert } from '../../application/board/resume-alerts/resume-alert-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/** The recruiter's resume alerts (shown on /resumes); null for non-recruiters. */
export const loadResumeAlerts = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<readonly BoardResumeAlert[] | null> => {
    const b = await board();
    return b.showResumeAlerts.execute(await boardContextFor(b, data.locale, data.visualEditor));
  });

/** /resume-alert/edit/{id}: an alert of the recruiter's organization; null for the page's 404. */
export const loadResumeAlert = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id: z.string().max(30) }))
  .handler(async ({ data }): Promise<BoardResumeAlert | null> => {
    const b = await board();
    return b.showResumeAlert.execute({ id: data.id }, await boardContextFor(b, data.locale, data.visualEditor));
  });
