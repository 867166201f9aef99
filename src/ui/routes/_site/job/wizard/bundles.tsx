import { createFileRoute, notFound } from '@tanstack/react-router';
import { JobBundlesPage } from '../../../../pages/job-posting/job-bundles-page';
import { PostingRefusedPage } from '../../../../pages/job-posting/posting-refused-page';
import { NotFoundPage } from '../../../../pages/not-found-page';
import { accountHead, sessionRequired } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { parseWizardSearch } from '../../../../routing/job-posting-search';
import { loadJobPreview } from '../../../../server/job-posting.functions';
import { isVisualEditor } from '../../../../server/page-input';

/** /job/wizard/bundles?id= (spec §2): the step after posting in self-service. */
export const Route = createFileRoute('/_site/job/wizard/bundles')({
  validateSearch: parseWizardSearch,
  loaderDeps: ({ search }) => ({ id: search.id === undefined ? undefined : String(search.id) }),
  loader: async ({ context, location, deps }) => {
    if (!deps.id) throw notFound();
    const preview = await loadJobPreview({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: deps.id } });
    if (!preview.ok && preview.code === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    if (!preview.ok && preview.code === 'NOT_FOUND') throw notFound();
    return { preview };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobWizard.bundles.title'), match.context.site.name),
  component: function JobBundlesRoute() {
    const { preview } = Route.useLoaderData();
    if (!preview.ok) return <PostingRefusedPage code={preview.code} />;
    return <JobBundlesPage editable={preview.value.editable} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
