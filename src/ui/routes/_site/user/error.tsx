import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../components/accounts/auth-messages';
import { AuthErrorPage } from '../../../pages/accounts/simple-forms';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';

/** The auth error page (`/api/auth/error?error=…` lands here). */
export const Route = createFileRoute('/_site/user/error')({
  validateSearch: parseAccountSearch,
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.errors.title'), match.context.site.name),
  component: function AuthErrorRoute() {
    return <AuthErrorPage error={Route.useSearch().error} />;
  },
});
