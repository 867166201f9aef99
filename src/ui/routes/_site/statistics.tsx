import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../pages/not-found-page';
import { StatisticsPage } from '../../pages/statistics/statistics-page';
import { sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';
import { parseStatisticsSearch } from '../../routing/statistics-search';
import { isVisualEditor } from '../../routing/visual-editor';
import { loadStatistics } from '../../server/statistics.functions';

/**
 * `/statistics?job=…`, `?organization=…` or (staff) no scope for the whole site, with `from`/`to` days:
 * views, apply starts, applications, bookmarks and shares per day. Guests are sent to sign in; anyone
 * who may not read them gets a 404.
 */
export const Route = createFileRoute('/_site/statistics')({
  validateSearch: parseStatisticsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, location, deps }) => {
    if (!context.session) throw sessionRequired(location.publicHref);
    const answer = await loadStatistics({
      data: {
        locale: context.locale,
        visualEditor: isVisualEditor(location.search),
        ...(deps.job ? { job: deps.job } : deps.organization ? { organization: deps.organization } : {}),
        ...(deps.from ? { from: deps.from } : {}),
        ...(deps.to ? { to: deps.to } : {}),
      },
    });
    if (!answer.ok && answer.code === 'NOT_FOUND') throw notFound();
    return answer;
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const title = loaderData?.ok && loaderData.page.title ? loaderData.page.title : match.context.site.name;
    return pageHead({ title: pageTitle(t('statistics.title', { title }), match.context.site.name), noindex: true });
  },
  component: function StatisticsRoute() {
    return <StatisticsPage answer={Route.useLoaderData()} search={Route.useSearch()} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="statistics.notFoundTitle" textKey="statistics.notFound" />,
});
