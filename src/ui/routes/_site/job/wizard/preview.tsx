import { createFileRoute, notFound } from '@tanstack/react-router';
import { JobPreviewPage } from '../../../../pages/job-posting/job-preview-page';
import { PostingRefusedPage } from '../../../../pages/job-posting/posting-refused-page';
import { NotFoundPage } from '../../../../pages/not-found-page';
import { accountHead, sessionRequired } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { parseWizardSearch } from '../../../../routing/job-posting-search';
import { loadCsrfToken } from '../../../../server/accounts.functions';
import { loadJobPreview } from '../../../../server/job-posting.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /job/wizard/preview?id=: the job as its page will show it, before it goes online. */
export const Route = createFileRoute('/_site/job/wizard/preview')({
  validateSearch: parseWizardSearch,
  loaderDeps: ({ search }) => ({ id: search.id === undefined ? undefined : String(search.id) }),
  loader: async ({ context, location, deps }) => {
    if (!deps.id) throw notFound();
    const [preview, { csrfToken }] = await Promise.all([
      loadJobPreview({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: deps.id } }),
      loadCsrfToken(),
    ]);
    if (!preview.ok && preview.code === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    if (!preview.ok && preview.code === 'NOT_FOUND') throw notFound();
    return { preview, csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobWizard.preview.title'), match.context.site.name),
  component: function JobPreviewRoute() {
    const { preview, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    if (!preview.ok) return <PostingRefusedPage code={preview.code} />;
    return <JobPreviewPage {...preview.value} csrfToken={csrfToken} notice={search.notice} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
