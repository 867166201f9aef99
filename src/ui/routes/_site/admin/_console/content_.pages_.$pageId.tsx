import { createFileRoute, notFound } from '@tanstack/react-router';
import { LandingPageEditorPage } from '../../../../pages/landing-page-admin/landing-page-editor-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadLandingPageEditor } from '../../../../server/landing-page-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { isEntityId } from '../../../../../domain/shared/entity-id';

/** /admin/content/pages/<id>: one landing page to edit or delete (guests sign in, another site's or no page: 404, staff without the content section: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/pages_/$pageId')({
  validateSearch: (search: Record<string, unknown>) => deskFormAnswer(search),
  loader: async ({ context, location, params }) => {
    if (!isEntityId(params.pageId)) throw notFound();
    const data = await loadLandingPageEditor({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.pageId },
    });
    if (data.answer.errors[0] === 'NOT_FOUND') throw notFound();
    return requireSignedIn(data, data.answer.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('landingPageAdmin.editTitle'), match.context.site.name),
  component: function EditLandingPageRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.answer.errors.length > 0 || !data.answer.page) return <StaffForbiddenPage />;
    return <LandingPageEditorPage data={data} search={search} />;
  },
});
