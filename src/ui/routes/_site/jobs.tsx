import { createFileRoute, redirect } from '@tanstack/react-router';
import { headTranslator } from '../../routing/head-translator';
import { JobsPage } from '../../pages/jobs-page';
import { pageHead, pageTitle, pageUrls } from '../../routing/page-head';
import { jobsPagePath, parsePageSearch } from '../../routing/page-query';
import { loadJobsPage } from '../../server/jobs.functions';
import { isVisualEditor } from '../../server/page-input';

export const Route = createFileRoute('/_site/jobs')({
  // Invalid or missing `page` means the first page.
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps, location }) => {
    const result = await loadJobsPage({ data: { locale: context.locale, page: deps.page, visualEditor: isVisualEditor(location.search) } });
    // Past the last page: the last page, not an empty one.
    if (result.redirectToPage !== undefined) {
      throw redirect({ to: '/jobs', search: result.redirectToPage > 1 ? { page: result.redirectToPage } : {}, statusCode: 302 });
    }
    return result;
  },
  head: ({ match, matches, loaderData }) => {
    const { site, locale } = match.context;
    const page = loaderData?.page ?? 1;
    const t = headTranslator(matches);
    return pageHead({
      title: pageTitle(page > 1 ? t('jobs.pageTitle', { page }) : t('jobs.title'), site.name),
      description: site.description,
      ...pageUrls(site, locale, jobsPagePath(page)),
      noindex: loaderData?.noindex ?? false,
    });
  },
  component: function JobsRoute() {
    return <JobsPage result={Route.useLoaderData()} />;
  },
});
