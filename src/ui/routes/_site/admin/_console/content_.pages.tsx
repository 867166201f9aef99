import { createFileRoute } from '@tanstack/react-router';
import { LandingPageListPage } from '../../../../pages/landing-page-admin/landing-page-list-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { parseLandingPageListSearch } from '../../../../routing/console-search';
import { loadLandingPageList } from '../../../../server/landing-page-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/content/pages: the landing pages of the staff member's sites (guests sign in, staff without the content section: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/pages')({
  validateSearch: parseLandingPageListSearch,
  loaderDeps: ({ search }) => ({ text: search.text ?? null, page: search.page ?? 1 }),
  loader: async ({ context, location, deps }) => {
    const data = await loadLandingPageList({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), ...deps } });
    return requireSignedIn(data, data.list.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('landingPageAdmin.title'), match.context.site.name),
  component: function LandingPageListRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.list.errors.length > 0) return <StaffForbiddenPage />;
    return <LandingPageListPage data={data} search={search} />;
  },
});
