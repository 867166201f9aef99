import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContactRequestsPage } from '../../../pages/resume-recruiting/contact-requests-page';
import { accountHead, sessionRequired } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadMyContactRequests } from '../../../server/resume-recruiting.functions';

const text = (v: unknown) => (typeof v === 'string' && v.length <= 40 ? v : undefined);

/** /resume-contacts: the resume owner's contact requests (filters pending and approved); sign-in required. */
export const Route = createFileRoute('/_site/resume-contacts/')({
  validateSearch: (search: Record<string, unknown>) => ({
    filter: search.filter === 'pending' || search.filter === 'approved' ? (search.filter as 'pending' | 'approved') : undefined,
    notice: text(search.notice),
    error: text(search.error),
  }),
  loaderDeps: ({ search }) => ({ filter: search.filter ?? null }),
  loader: async ({ context, deps, location }) => {
    if (!context.site.features.resume) throw notFound();
    const [list, { csrfToken }] = await Promise.all([
      loadMyContactRequests({
        data: { locale: context.locale, visualEditor: isVisualEditor(location.search), filter: deps.filter, page: 1 },
      }),
      loadCsrfToken(),
    ]);
    if (!list) throw sessionRequired(location.publicHref);
    return { list, csrfToken, filter: deps.filter };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.owner.title'), match.context.site.name),
  component: function ContactRequestsRoute() {
    const { list, csrfToken, filter } = Route.useLoaderData();
    const { notice, error } = Route.useSearch();
    return <ContactRequestsPage list={list} filter={filter} csrfToken={csrfToken} notice={notice} error={error} />;
  },
});
