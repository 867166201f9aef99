import { createFileRoute } from '@tanstack/react-router';
import { isStaff } from '../../../domain/identity/roles';
import { JobManagerPage } from '../../pages/job-posting/job-manager-page';
import { PostingRefusedPage } from '../../pages/job-posting/posting-refused-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { parseManagerSearch } from '../../routing/job-posting-search';
import { loadCsrfToken, loadCurrentUser } from '../../server/accounts.functions';
import { loadJobManager } from '../../server/job-posting.functions';
import { isVisualEditor } from '../../routing/visual-editor';

/** /job-manager: recruiter job management; staff's review queue with `?review=true`. */
export const Route = createFileRoute('/_site/job-manager')({
  validateSearch: parseManagerSearch,
  loaderDeps: ({ search }) => ({ search: search.search, state: search.state, page: search.page, review: search.review }),
  loader: async ({ context, location, deps }) => {
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [{ user }, { csrfToken }] = await Promise.all([loadCurrentUser({ data: input }), loadCsrfToken()]);
    if (!user) throw sessionRequired(location.publicHref);
    const view = await loadJobManager({
      data: { ...input, search: deps.search ?? null, state: deps.state ?? null, page: deps.page ?? 1, review: deps.review ?? false },
    });
    return { view, csrfToken, staff: isStaff(user.roles) };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobManager.title'), match.context.site.name),
  component: function JobManagerRoute() {
    const { view, csrfToken, staff } = Route.useLoaderData();
    // `error` is read from the address by the page's error alert.
    const { error: _error, notice, ...search } = Route.useSearch();
    if (!view.ok) return <PostingRefusedPage code={view.code} />;
    return <JobManagerPage view={view.value} search={search} staff={staff} csrfToken={csrfToken} notice={notice} />;
  },
});
