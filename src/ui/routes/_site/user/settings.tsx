import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../../components/accounts/auth-messages';
import { SettingsPage } from '../../../pages/accounts/settings-page';
import { accountHead, sessionRequired } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken, loadCurrentUser } from '../../../server/accounts.functions';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadDeletionRequirements } from '../../../server/social.functions';

export const Route = createFileRoute('/_site/user/settings')({
  validateSearch: parseAccountSearch,
  loader: async ({ context, location }) => {
    const [{ user }, { csrfToken }, { requirements }] = await Promise.all([
      loadCurrentUser({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } }),
      loadCsrfToken(),
      loadDeletionRequirements(),
    ]);
    if (!user) throw sessionRequired(location.publicHref);
    const ownedOrganization = user.organization && user.organization.ownerId === user.id ? user.organization.name : null;
    return {
      email: user.email,
      csrfToken,
      deletion: requirements,
      ownedOrganization,
      settingsPath: location.publicHref.split(/[?#]/)[0] ?? '/user/settings',
    };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.settings.title'), match.context.site.name),
  component: function SettingsRoute() {
    const { email, csrfToken, deletion, ownedOrganization, settingsPath } = Route.useLoaderData();
    const search = Route.useSearch();
    const { session } = Route.useRouteContext();
    return (
      <SettingsPage
        email={email}
        csrfToken={csrfToken}
        error={search.error}
        notice={search.notice}
        masqueraded={session?.masqueraded === true}
        deletion={deletion}
        ownedOrganization={ownedOrganization}
        settingsPath={settingsPath}
      />
    );
  },
});
