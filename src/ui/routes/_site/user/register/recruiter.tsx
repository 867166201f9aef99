import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../../components/accounts/auth-messages';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { loadCsrfToken } from '../../../../server/accounts.functions';
import { RegisterFormPage } from '../../../../pages/accounts/register-form-page';

export const Route = createFileRoute('/_site/user/register/recruiter')({
  validateSearch: parseAccountSearch,
  loader: () => loadCsrfToken(),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.register.recruiterPageTitle'), match.context.site.name),
  component: function AccountRoute() {
    const { csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return <RegisterFormPage kind="recruiter" csrfToken={csrfToken} error={search.error} />;
  },
});
