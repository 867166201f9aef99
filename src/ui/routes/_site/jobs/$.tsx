import { createFileRoute } from '@tanstack/react-router';
import { JobSearchPage } from '../../../pages/job-search-page';
import { parseJobSearchQuery, splatSegments } from '../../../routing/job-search-query';
import { loadSearchPage, searchHead } from '../../../routing/job-search-route';

/** /jobs/{facet}/{facet}: the job search with taxonomy segments (aliases in the page's language). */
export const Route = createFileRoute('/_site/jobs/$')({
  validateSearch: parseJobSearchQuery,
  loaderDeps: ({ search }) => ({ query: search }),
  loader: ({ context, deps, params, location }) => loadSearchPage(context, splatSegments(params._splat), deps.query, location),
  head: searchHead,
  component: function JobSearchTaxonomyRoute() {
    const data = Route.useLoaderData();
    return <JobSearchPage page={data} bookmarked={data.bookmarked} alertActive={data.alertActive} />;
  },
});
