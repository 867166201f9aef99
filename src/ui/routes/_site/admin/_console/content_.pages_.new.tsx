import { createFileRoute } from '@tanstack/react-router';
import { LandingPageEditorPage } from '../../../../pages/landing-page-admin/landing-page-editor-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadLandingPageEditor } from '../../../../server/landing-page-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/content/pages/new: a new landing page (guests sign in, staff without the content section: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/pages_/new')({
  validateSearch: (search: Record<string, unknown>) => deskFormAnswer(search),
  loader: async ({ context, location }) => {
    const data = await loadLandingPageEditor({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: null } });
    return requireSignedIn(data, data.answer.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('landingPageAdmin.newTitle'), match.context.site.name),
  component: function NewLandingPageRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.answer.errors.length > 0) return <StaffForbiddenPage />;
    return <LandingPageEditorPage data={data} search={search} />;
  },
});
