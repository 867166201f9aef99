import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../components/accounts/auth-messages';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { VerifyEmailPage } from '../../../pages/accounts/simple-forms';

export const Route = createFileRoute('/_site/user/verify-email')({
  validateSearch: parseAccountSearch,
  loader: () => loadCsrfToken(),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.verify.title'), match.context.site.name),
  component: function AccountRoute() {
    const { csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return <VerifyEmailPage csrfToken={csrfToken} error={search.error} token={search.token} />;
  },
});
