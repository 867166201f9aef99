import { createFileRoute } from '@tanstack/react-router';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { StaffJobsPage } from '../../../../pages/staff/staff-jobs-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { parseJobsSearch } from '../../../../routing/console-search';
import { JOBS_PAGE_SIZE, loadStaffJobs } from '../../../../server/staff-jobs.functions';

/** /admin/jobs: every organization's jobs the staff member may act on; the 403 page for staff without the jobs section. */
export const Route = createFileRoute('/_site/admin/_console/jobs')({
  validateSearch: parseJobsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, location }) =>
    loadStaffJobs({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), search: deps.search } }),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.jobs.title'), match.context.site.name),
  component: function StaffJobsRoute() {
    const { list, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    if (list.errors.includes('FORBIDDEN')) return <StaffForbiddenPage />;
    return <StaffJobsPage list={list} search={search} csrfToken={csrfToken} pageSize={JOBS_PAGE_SIZE} />;
  },
});
