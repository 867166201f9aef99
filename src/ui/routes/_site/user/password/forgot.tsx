import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../../components/accounts/auth-messages';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { loadCsrfToken } from '../../../../server/accounts.functions';
import { ForgotPasswordPage } from '../../../../pages/accounts/simple-forms';

export const Route = createFileRoute('/_site/user/password/forgot')({
  validateSearch: parseAccountSearch,
  loader: () => loadCsrfToken(),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.forgot.title'), match.context.site.name),
  component: function AccountRoute() {
    const { csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return <ForgotPasswordPage csrfToken={csrfToken} error={search.error} />;
  },
});
