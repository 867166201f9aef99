import { createServerFn } from '@tanstack/react-start';
import type { StaffJobList } from '../../application/board/staff/staff-jobs-gateway.port';
import { parseJobsSearch } from '../routing/console-search';
import { board, boardContextFor } from './board-context.server';
import { pageInput, searchInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { answerForbidden } from './staff.functions';

export const JOBS_PAGE_SIZE = 25;

/** /admin/jobs: one page of jobs as filtered, and the token the row forms carry. */
export const loadStaffJobs = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ search: searchInput(parseJobsSearch) }))
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
