import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StaffJobList } from '../../application/board/staff/staff-jobs-gateway.port';
import { JOB_STATES } from '../../domain/job/job';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { answerForbidden } from './staff.functions';

export const JOBS_PAGE_SIZE = 25;

const short = (max: number) => z.string().max(max).optional().catch(undefined);

/** The list's filter, and after a form the job it acted on with the notice or refusal. */
export const jobsSearchSchema = z.object({
  q: short(200),
  state: z.enum(JOB_STATES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  job: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .catch(undefined),
  notice: short(40),
  error: short(40),
});
export type JobsSearch = z.infer<typeof jobsSearchSchema>;

/** /admin/jobs: one page of jobs as filtered, and the token the row forms carry. */
export const loadStaffJobs = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ search: jobsSearchSchema }))
  .handler(async ({ data }): Promise<{ list: StaffJobList; csrfToken: string }> => {
    const b = await board();
    const s = data.search;
    const list = await b.staffJobs.search(
      { text: s.q?.trim() ?? '', state: s.state ?? null, offset: ((s.page ?? 1) - 1) * JOBS_PAGE_SIZE, limit: JOBS_PAGE_SIZE },
      await boardContextFor(b, data.locale, data.visualEditor),
    );
    await answerForbidden(list.errors);
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    return { list, csrfToken: list.errors.length ? '' : csrfTokenFor(b.csrfGuard, getCookie, setCookie) };
  });
