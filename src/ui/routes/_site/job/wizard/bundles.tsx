import { createFileRoute, notFound } from '@tanstack/react-router';
import { JobBundlesPage } from '../../../../pages/job-posting/job-bundles-page';
import { PostingRefusedPage } from '../../../../pages/job-posting/posting-refused-page';
import { NotFoundPage } from '../../../../pages/not-found-page';
import { accountHead, sessionRequired } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { codeOf, parseWizardSearch } from '../../../../routing/job-posting-search';
import { loadCsrfToken } from '../../../../server/accounts.functions';
import { loadPostingOffer } from '../../../../server/commerce.functions';
import { loadJobPreview } from '../../../../server/job-posting.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /job/wizard/bundles?id=: the step after posting in self-service. */
export const Route = createFileRoute('/_site/job/wizard/bundles')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseWizardSearch(search),
    payment: codeOf(search.payment),
    ordered: typeof search.ordered === 'string' && /^[A-Z0-9-]{1,40}$/.test(search.ordered) ? search.ordered : undefined,
  }),
  loaderDeps: ({ search }) => ({ id: search.id === undefined ? undefined : String(search.id) }),
  loader: async ({ context, location, deps }) => {
    if (!deps.id) throw notFound();
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [preview, offer, { csrfToken }] = await Promise.all([
      loadJobPreview({ data: { ...input, id: deps.id } }),
      // Paid posting (commerce): what to buy on a site that charges for postings.
      loadPostingOffer({ data: input }),
      loadCsrfToken(),
    ]);
    if (!preview.ok && preview.code === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    if (!preview.ok && preview.code === 'NOT_FOUND') throw notFound();
    return { preview, offer, csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobWizard.bundles.title'), match.context.site.name),
  component: function JobBundlesRoute() {
    const { preview, offer, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    if (!preview.ok) return <PostingRefusedPage code={preview.code} />;
    return (
      <JobBundlesPage
        editable={preview.value.editable}
        offer={offer}
        csrfToken={csrfToken}
        paymentRequired={search.payment === 'required'}
        ordered={search.ordered}
      />
    );
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
