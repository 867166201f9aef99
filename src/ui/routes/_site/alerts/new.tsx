import { createFileRoute } from '@tanstack/react-router';
import { NewAlertPage, parseAlertPageSearch } from '../../../pages/alerts/alert-pages';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { loadAlertDraft } from '../../../server/alerts.functions';
import { isVisualEditor } from '../../../server/page-input';

/** /alerts/new?query=…: save a search as a job alert without the search page's dialog (no JavaScript needed). */
export const Route = createFileRoute('/_site/alerts/new')({
  validateSearch: parseAlertPageSearch,
  loaderDeps: ({ search }) => ({ query: search.query ?? '' }),
  loader: async ({ context, deps, location }) => {
    const [draft, { csrfToken }] = await Promise.all([
      loadAlertDraft({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), query: deps.query.slice(0, 4000) } }),
      loadCsrfToken(),
    ]);
    return { draft, csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('alerts.form.title'), match.context.site.name),
  component: function NewAlertRoute() {
    const { draft, csrfToken } = Route.useLoaderData();
    return <NewAlertPage draft={draft} csrfToken={csrfToken} search={Route.useSearch()} />;
  },
});
