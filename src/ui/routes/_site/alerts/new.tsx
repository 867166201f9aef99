import { createFileRoute } from '@tanstack/react-router';
import { NewAlertPage } from '../../../pages/alerts/alert-pages';
import { errorsOf, parseAlertPageSearch } from '../../../routing/alert-page-search';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { loadAlertDraft, takeTypedAlertEmail } from '../../../server/alerts.functions';
import { isVisualEditor } from '../../../routing/visual-editor';

/** /alerts/new?query=…: save a search as a job alert without the search page's dialog (no JavaScript needed). */
export const Route = createFileRoute('/_site/alerts/new')({
  validateSearch: parseAlertPageSearch,
  loaderDeps: ({ search }) => ({ query: search.query ?? '', error: errorsOf(search).join(',') }),
  loader: async ({ context, deps, location }) => {
    const [draft, { csrfToken }, typedEmail] = await Promise.all([
      loadAlertDraft({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), query: deps.query.slice(0, 4000) } }),
      loadCsrfToken(),
      // What a refused plain form carried (only then is there any).
      deps.error ? takeTypedAlertEmail() : Promise.resolve(''),
    ]);
    return { draft, csrfToken, typedEmail };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('alerts.form.title'), match.context.site.name),
  component: function NewAlertRoute() {
    const { draft, csrfToken, typedEmail } = Route.useLoaderData();
    return <NewAlertPage draft={draft} csrfToken={csrfToken} search={Route.useSearch()} typedEmail={typedEmail} />;
  },
});
