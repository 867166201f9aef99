import { createFileRoute } from '@tanstack/react-router';
import { JobSearchPage } from '../../../pages/job-search-page';
import { parseJobSearchQuery } from '../../../routing/job-search-query';
import { loadSearchPage, searchHead } from '../../../routing/job-search-route';

/** /jobs: the job search. */
export const Route = createFileRoute('/_site/jobs/')({
  validateSearch: parseJobSearchQuery,
  loaderDeps: ({ search }) => ({ query: search }),
  loader: ({ context, deps, location }) => loadSearchPage(context, [], deps.query, location),
  head: searchHead,
  component: function JobSearchRoute() {
    const data = Route.useLoaderData();
    return <JobSearchPage page={data} bookmarked={data.bookmarked} alertActive={data.alertActive} />;
  },
});
