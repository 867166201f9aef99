import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../components/accounts/auth-messages';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { LoginPage } from '../../../pages/accounts/login-page';
import { loadSocialProviders } from '../../../server/social.functions';

export const Route = createFileRoute('/_site/user/login')({
  validateSearch: parseAccountSearch,
  loader: async () => ({ ...(await loadCsrfToken()), ...(await loadSocialProviders()) }),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.login.title'), match.context.site.name),
  component: function AccountRoute() {
    const { csrfToken, providers } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <LoginPage
        csrfToken={csrfToken}
        error={search.error}
        notice={search.notice}
        callbackUrl={search.callbackUrl}
        socialProviders={providers}
      />
    );
  },
});
