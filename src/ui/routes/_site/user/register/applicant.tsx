import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../../components/accounts/auth-messages';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { loadCsrfToken } from '../../../../server/accounts.functions';
import { RegisterFormPage } from '../../../../pages/accounts/register-form-page';
import { loadSocialProviders } from '../../../../server/social.functions';

export const Route = createFileRoute('/_site/user/register/applicant')({
  validateSearch: parseAccountSearch,
  loader: async () => ({ ...(await loadCsrfToken()), ...(await loadSocialProviders()) }),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.register.applicantPageTitle'), match.context.site.name),
  component: function AccountRoute() {
    const { csrfToken, providers } = Route.useLoaderData();
    const search = Route.useSearch();
    return <RegisterFormPage kind="applicant" csrfToken={csrfToken} error={search.error} socialProviders={providers} />;
  },
});
