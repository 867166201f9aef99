import { createFileRoute, notFound } from '@tanstack/react-router';
import { JobWizardPage } from '../../../../pages/job-posting/job-wizard-page';
import { PostingRefusedPage } from '../../../../pages/job-posting/posting-refused-page';
import { NotFoundPage } from '../../../../pages/not-found-page';
import { accountHead, sessionRequired } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { parseWizardSearch, problemsOf } from '../../../../routing/job-posting-search';
import { loadCsrfToken } from '../../../../server/accounts.functions';
import { loadJobWizard } from '../../../../server/job-posting.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /job/wizard: post a job, or edit one with `?id=`. */
export const Route = createFileRoute('/_site/job/wizard/')({
  validateSearch: parseWizardSearch,
  loaderDeps: ({ search }) => ({ id: search.id === undefined ? undefined : String(search.id) }),
  loader: async ({ context, location, deps }) => {
    const [page, { csrfToken }] = await Promise.all([
      loadJobWizard({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: deps.id ?? null } }),
      loadCsrfToken(),
    ]);
    if (!page.ok && page.code === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    if (!page.ok && page.code === 'NOT_FOUND') throw notFound();
    return { page, csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobWizard.title'), match.context.site.name),
  component: function JobWizardRoute() {
    const { page, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    if (!page.ok) return <PostingRefusedPage code={page.code} />;
    return (
      <JobWizardPage
        key={page.value.job?.posting.id ?? 'new'}
        options={page.value.options}
        job={page.value.job}
        csrfToken={csrfToken}
        error={search.error}
        notice={search.notice}
        problems={problemsOf(search.problems)}
      />
    );
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
