import { createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { editorToolbarFor } from '../../../domain/identity/permissions';
import { NotFoundPage } from '../../pages/not-found-page';
import { OrganizationEditForbiddenPage, OrganizationEditPage } from '../../pages/organization-edit-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadOrganizationEditor, takeTypedProfile } from '../../server/organization-edit.functions';
import { isVisualEditor } from '../../routing/visual-editor';
import { loadSectionEditor, searchParentOptions } from '../../server/organization-sections.functions';
import { parseParentFeedback } from '../../components/organization-sections/parent-picker';
import { parseSectionFeedback } from '../../components/organization-sections/section-feedback';
import { parseProfileFeedback } from '../../forms/organization-profile-feedback';

/** /organization/{slug}/edit: the profile form for the organization's owner or staff. */
export const Route = createFileRoute('/_site/organization/$slug_/edit')({
  // What the last change of a profile list, or the last plain save of the form, answered (their endpoints come back here with it).
  validateSearch: (search: Record<string, unknown>) => search,
  // The parent search in the address is the plain (no-JavaScript) way to look for a parent.
  loaderDeps: ({ search }) => ({ parentSearch: typeof search.parentSearch === 'string' ? search.parentSearch.slice(0, 200) : '' }),
  loader: async ({ context, params, location, deps }) => {
    const result = await loadOrganizationEditor({
      data: { locale: context.locale, slug: params.slug, visualEditor: isVisualEditor(location.search) },
    });
    if (result.kind === 'sign-in' || !context.csrfToken) throw sessionRequired(location.publicHref);
    if (result.kind === 'not-found') throw notFound();
    const lists =
      result.kind === 'editor'
        ? await loadSectionEditor({
            data: { locale: context.locale, organizationId: result.profile.id, visualEditor: isVisualEditor(location.search) },
          })
        : null;
    const parentFound =
      result.kind === 'editor' && deps.parentSearch.trim() !== ''
        ? await searchParentOptions({
            data: {
              locale: context.locale,
              organizationId: result.profile.id,
              search: deps.parentSearch,
              visualEditor: isVisualEditor(location.search),
            },
          })
        : null;
    // A refused plain save's values (read once, only where the form is shown).
    const typedProfile = result.kind === 'editor' ? await takeTypedProfile() : {};
    return { ...result, csrfToken: context.csrfToken, lists, typedProfile, parentSearch: deps.parentSearch, parentFound };
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const title =
      loaderData?.kind === 'editor' ? t('organizationEdit.title', { name: loaderData.profile.name }) : t('organizationEdit.forbiddenTitle');
    return accountHead(title, match.context.site.name);
  },
  component: function OrganizationEditRoute() {
    const data = Route.useLoaderData();
    const { slug } = Route.useParams();
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    if (data.kind === 'forbidden') return <OrganizationEditForbiddenPage name={data.name} slug={slug} />;
    // Editor toolbar: staff get the administrators' one, everybody else the basic one.
    return (
      <OrganizationEditPage
        profile={data.profile}
        options={data.options}
        csrfToken={data.csrfToken}
        toolbar={editorToolbarFor(session?.user.staff ? 'ADMIN' : 'RECRUITER')}
        typed={data.typedProfile}
        feedback={parseProfileFeedback(search)}
        returnTo={pathname}
        teamLink={!session?.user.staff}
        lists={data.lists ? { ...data.lists, feedback: parseSectionFeedback(search), returnTo: pathname } : null}
        parentPicker={{
          returnTo: pathname,
          search: data.parentSearch,
          found: data.parentFound,
          feedback: parseParentFeedback(search),
        }}
      />
    );
  },
  notFoundComponent: () => <NotFoundPage titleKey="organization.notFoundTitle" textKey="organization.notFoundText" />,
});
