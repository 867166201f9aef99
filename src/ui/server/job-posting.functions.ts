import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { JobWizardPage } from '../../application/board/job-posting/open-job-wizard.use-case';
import type { JobPreview } from '../../application/board/job-posting/show-job-preview.use-case';
import type { ManagedJobsView, Refusable } from '../../application/board/job-posting/job-posting-gateway.port';
import { JOB_STATES } from '../../domain/job/job';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID);

/** /job/wizard: the recruiter's options and, with `id`, the job being edited. */
export const loadJobWizard = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id: id.nullish() }))
  .handler(async ({ data }): Promise<JobWizardPage> => {
    const b = await board();
    return b.openJobWizard.execute({ id: data.id ?? null }, await boardContextFor(b, data.locale, data.visualEditor));
  });

/** /job/wizard/preview and /job/wizard/bundles: the job as its page shows it, with its workflow state. */
export const loadJobPreview = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id }))
  .handler(async ({ data }): Promise<JobPreview> => {
    const b = await board();
    return b.showJobPreview.execute({ id: data.id }, await boardContextFor(b, data.locale, data.visualEditor));
  });

/** /job-manager: one page of the recruiter's jobs, or staff's review queue. */
export const loadJobManager = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      search: z.string().max(100).nullish(),
      state: z.enum([...JOB_STATES, 'expired']).nullish(),
      page: z.number().int().min(1).max(10_000).default(1),
      review: z.boolean().default(false),
    }),
  )
  .handler(async ({ data }): Promise<Refusable<ManagedJobsView>> => {
    const b = await board();
    return b.showJobManager.execute(
      { search: data.search ?? null, state: data.state ?? null, page: data.page, reviewQueue: data.review },
      await boardContextFor(b, data.locale, data.visualEditor),
    );
  });
