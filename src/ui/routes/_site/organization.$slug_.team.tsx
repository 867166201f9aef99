import { createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { NotFoundPage } from '../../pages/not-found-page';
import { OrganizationTeamForbiddenPage, OrganizationTeamPage } from '../../pages/organization-team-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadOrganizationEditor } from '../../server/organization-edit.functions';
import { loadTeam, takeTypedTeam } from '../../server/organization-team.functions';
import { isVisualEditor } from '../../routing/visual-editor';

const text = (value: unknown): string | undefined => (typeof value === 'string' && /^[A-Za-z_]{1,40}$/.test(value) ? value : undefined);

/** /organization/{slug}/team: the organization's recruiter team, for its members (owners manage it). */
export const Route = createFileRoute('/_site/organization/$slug_/team')({
  // What the last change answered (the team endpoint comes back here with a notice or a refusal's code).
  validateSearch: (search: Record<string, unknown>): { teamNotice?: string; teamError?: string } => {
    const teamNotice = text(search.teamNotice);
    const teamError = text(search.teamError);
    return { ...(teamNotice ? { teamNotice } : {}), ...(teamError ? { teamError } : {}) };
  },
  loaderDeps: ({ search }) => ({ refused: search.teamError !== undefined }),
  loader: async ({ context, params, location, deps }) => {
    const visualEditor = isVisualEditor(location.search);
    const editor = await loadOrganizationEditor({ data: { locale: context.locale, slug: params.slug, visualEditor } });
    if (editor.kind === 'sign-in' || !context.csrfToken) throw sessionRequired(location.publicHref);
    if (editor.kind === 'not-found') throw notFound();
    if (editor.kind === 'forbidden') return { kind: 'forbidden' as const, name: editor.name };
    const { team, code } = await loadTeam({ data: { locale: context.locale, organizationId: editor.profile.id, visualEditor } });
    if (code === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    if (!team) return { kind: 'forbidden' as const, name: editor.profile.name };
    const typed = deps.refused ? await takeTypedTeam() : {};
    return { kind: 'team' as const, team, csrfToken: context.csrfToken, typed };
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const title =
      loaderData?.kind === 'team'
        ? t('organizationTeam.title', { organization: loaderData.team.organizationName })
        : t('organizationTeam.link');
    return accountHead(title, match.context.site.name);
  },
  component: function OrganizationTeamRoute() {
    const data = Route.useLoaderData();
    const { slug } = Route.useParams();
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    if (data.kind === 'forbidden') return <OrganizationTeamForbiddenPage slug={slug} />;
    return (
      <OrganizationTeamPage
        team={data.team}
        slug={slug}
        myUserId={session?.user.id ?? null}
        csrfToken={data.csrfToken}
        returnTo={pathname}
        feedback={{ notice: search.teamNotice, error: search.teamError }}
        typed={data.typed}
      />
    );
  },
  notFoundComponent: () => <NotFoundPage titleKey="organization.notFoundTitle" textKey="organization.notFoundText" />,
});
