import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResumeSearchPage } from '../../../pages/resume-recruiting/resume-search-page';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { parseResumeSearch } from '../../../routing/resume-search-query';
import { isVisualEditor } from '../../../server/page-input';
import { loadResumeSearch } from '../../../server/resume-recruiting.functions';

/** /resumes (localized /bewerbersuche, /cvs): the recruiter's resume search; never indexed (noindex, in no sitemap). */
export const Route = createFileRoute('/_site/resumes/')({
  validateSearch: parseResumeSearch,
  loaderDeps: ({ search }) => ({ params: search }),
  loader: async ({ context, deps, location }) => {
    if (!context.site.features.resume) throw notFound();
    const result = await loadResumeSearch({
      data: {
        locale: context.locale,
        visualEditor: isVisualEditor(location.search),
        ...deps.params,
        careerStatus: [...deps.params.careerStatus],
        languages: [...deps.params.languages],
        skills: [...deps.params.skills],
        occupations: [...deps.params.occupations],
      },
    });
    return { result, params: deps.params, perPage: context.site.listing.resumesPerPage };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.search.title'), match.context.site.name),
  component: function ResumeSearchRoute() {
    const { result, params, perPage } = Route.useLoaderData();
    return <ResumeSearchPage params={params} result={result} perPage={perPage} />;
  },
});
