import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { TeamInvitationPage } from '../../pages/team-invitation-page';
import { accountHead } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadCsrfToken } from '../../server/accounts.functions';
import { loadTeamInvitation, takeTypedTeam } from '../../server/organization-team.functions';
import { isVisualEditor } from '../../routing/visual-editor';

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** /team-invitation?token=…: the link of an invitation mail (the same path in every language, like the account links). */
export const Route = createFileRoute('/_site/team-invitation')({
  validateSearch: (search: Record<string, unknown>): { token?: string; teamError?: string } => {
    const token = text(search.token, /^[A-Za-z0-9_-]{1,200}$/);
    const teamError = text(search.teamError, /^[A-Za-z_]{1,40}$/);
    return { ...(token ? { token } : {}), ...(teamError ? { teamError } : {}) };
  },
  loaderDeps: ({ search }) => ({ token: search.token ?? '', refused: search.teamError !== undefined }),
  loader: async ({ context, deps, location }) => {
    const [invitation, { csrfToken }, typed] = await Promise.all([
      deps.token
        ? loadTeamInvitation({ data: { locale: context.locale, token: deps.token, visualEditor: isVisualEditor(location.search) } })
        : Promise.resolve(null),
      loadCsrfToken(),
      deps.refused ? takeTypedTeam() : Promise.resolve({}),
    ]);
    return { invitation, csrfToken, typed };
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const name = loaderData?.invitation?.organizationName;
    return accountHead(
      name ? t('organizationTeam.invitation.title', { organization: name }) : t('organizationTeam.link'),
      match.context.site.name,
    );
  },
  component: function TeamInvitationRoute() {
    const { invitation, csrfToken, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    const { session } = Route.useRouteContext();
    const href = useRouterState({ select: (s) => s.location.href });
    return (
      <TeamInvitationPage
        invitation={invitation}
        token={search.token ?? ''}
        csrfToken={csrfToken}
        signedIn={session !== null && session !== undefined}
        returnTo={href}
        error={search.teamError}
        typed={typed}
      />
    );
  },
});
