import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../components/accounts/auth-messages';
import { DashboardPage } from '../../pages/accounts/dashboard-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadCsrfToken, loadCurrentUser } from '../../server/accounts.functions';
import { loadUpdatableOrganizations } from '../../server/organization-edit.functions';
import { userKindOf } from '../../../domain/identity/roles';
import { isVisualEditor } from '../../server/page-input';

/** /dashboard: what the signed-in user has, by kind (spec §2). */
export const Route = createFileRoute('/_site/dashboard')({
  validateSearch: parseAccountSearch,
  loader: async ({ context, location }) => {
    const [{ user }, { csrfToken }] = await Promise.all([loadCurrentUser({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } }), loadCsrfToken()]);
    if (!user) throw sessionRequired(location.publicHref);
    // Spec §7: updatableOrganizationProfiles only for organization users.
    const { organizations } = await loadUpdatableOrganizations({ data: { locale: context.locale, userKind: userKindOf(user.roles), visualEditor: false } });
    return { user, csrfToken, organizations };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.dashboard.title'), match.context.site.name),
  component: function DashboardRoute() {
    const { user, csrfToken, organizations } = Route.useLoaderData();
    const search = Route.useSearch();
    const { session } = Route.useRouteContext();
    return <DashboardPage user={user} csrfToken={csrfToken} error={search.error} notice={search.notice} masqueraded={session?.masqueraded === true} organizations={organizations} />;
  },
});
