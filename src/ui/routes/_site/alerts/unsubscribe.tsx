import { createFileRoute } from '@tanstack/react-router';
import { AlertLinkPage } from '../../../pages/alerts/alert-pages';
import { parseAlertPageSearch } from '../../../routing/alert-page-search';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';

/** /alerts/unsubscribe?token=…: the unsubscribe link of every digest (no sign-in needed). */
export const Route = createFileRoute('/_site/alerts/unsubscribe')({
  validateSearch: parseAlertPageSearch,
  head: ({ match, matches }) => accountHead(headTranslator(matches)('alerts.unsubscribe.title'), match.context.site.name),
  component: function UnsubscribeAlertRoute() {
    return <AlertLinkPage purpose="unsubscribe" search={Route.useSearch()} />;
  },
});
