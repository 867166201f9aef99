import { createFileRoute } from '@tanstack/react-router';
import { AlertLinkPage } from '../../../pages/alerts/alert-pages';
import { parseAlertPageSearch } from '../../../routing/alert-page-search';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';

/** /alerts/confirm?token=…: the guest's double opt-in link. */
export const Route = createFileRoute('/_site/alerts/confirm')({
  validateSearch: parseAlertPageSearch,
  head: ({ match, matches }) => accountHead(headTranslator(matches)('alerts.confirm.title'), match.context.site.name),
  component: function ConfirmAlertRoute() {
    return <AlertLinkPage purpose="confirm" search={Route.useSearch()} />;
  },
});
