import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../components/accounts/auth-messages';
import { DashboardPage } from '../../pages/accounts/dashboard-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadCsrfToken, loadCurrentUser } from '../../server/accounts.functions';
import { loadMyApplications } from '../../server/applications.functions';
import { loadUpdatableOrganizations } from '../../server/organization-edit.functions';
import { userKindOf } from '../../../domain/identity/roles';
import { isVisualEditor } from '../../server/page-input';

/** /dashboard: what the signed-in user has, by kind (spec §2). */
export const Route = createFileRoute('/_site/dashboard')({
  validateSearch: parseAccountSearch,
  loader: async ({ context, location }) => {
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [{ user }, { csrfToken }, myApplications] = await Promise.all([loadCurrentUser({ data: input }), loadCsrfToken(), loadMyApplications({ data: input })]);
    if (!user) throw sessionRequired(location.publicHref);
    // Spec §7: updatableOrganizationProfiles only for organization users.
    const { organizations } = await loadUpdatableOrganizations({ data: { locale: context.locale, userKind: userKindOf(user.roles), visualEditor: false } });
    return { user, csrfToken, myApplications, organizations };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.dashboard.title'), match.context.site.name),
  component: function DashboardRoute() {
    const { user, csrfToken, myApplications, organizations } = Route.useLoaderData();
    const search = Route.useSearch();
    const { session } = Route.useRouteContext();
    return (
      <DashboardPage
        user={user}
        csrfToken={csrfToken}
        error={search.error}
        notice={search.notice}
        masqueraded={session?.masqueraded === true}
        myApplications={myApplications}
        organizations={organizations}
      />
    );
  },
});
