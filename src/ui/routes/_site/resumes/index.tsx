import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResumeSearchPage } from '../../../pages/resume-recruiting/resume-search-page';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { parseResumeSearch, rawPlaceOf } from '../../../routing/resume-search-query';
import { withoutDefaults } from '../../../routing/search-defaults';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { loadResumeAlerts } from '../../../server/resume-alerts.functions';
import { loadResumeSearch } from '../../../server/resume-recruiting.functions';

const text = (v: unknown) => (typeof v === 'string' && v.length <= 40 ? v : undefined);

/** /resumes (localized /bewerbersuche, /cvs): the recruiter's resume search; never indexed (noindex, in no sitemap). */
// The alert form's answer (alertNotice, alertError, the interval chosen) rides beside the search's keys.
const validateSearch = (search: Record<string, unknown>) => ({
  ...parseResumeSearch(search),
  alertNotice: text(search.alertNotice),
  alertError: text(search.alertError),
  interval: text(search.interval),
});

export const Route = createFileRoute('/_site/resumes/')({
  validateSearch,
  search: withoutDefaults(validateSearch),
  loaderDeps: ({ search: { alertNotice: _n, alertError: _e, interval: _i, ...params } }) => ({ params }),
  loader: async ({ context, deps, location }) => {
    if (!context.site.features.resume) throw notFound();
    const visualEditor = isVisualEditor(location.search);
    const [result, alerts, { csrfToken }] = await Promise.all([
      loadResumeSearch({
        data: {
          locale: context.locale,
          visualEditor: isVisualEditor(location.search),
          ...deps.params,
          careerStatus: [...deps.params.careerStatus],
          languages: [...deps.params.languages],
          skills: [...deps.params.skills],
          occupations: [...deps.params.occupations],
          place: rawPlaceOf(deps.params),
        },
      }),
      loadResumeAlerts({ data: { locale: context.locale, visualEditor } }),
      loadCsrfToken(),
    ]);
    return { result, alerts, csrfToken, params: deps.params, perPage: context.site.listing.resumesPerPage };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.search.title'), match.context.site.name),
  component: function ResumeSearchRoute() {
    const { result, alerts, csrfToken, params, perPage } = Route.useLoaderData();
    const search = Route.useSearch();
    // Only recruiters have alerts (others get null and no panel).
    const alertState = alerts && { alerts, csrfToken, notice: search.alertNotice, error: search.alertError, interval: search.interval };
    return <ResumeSearchPage params={params} result={result} perPage={perPage} alerts={alertState} />;
  },
});
