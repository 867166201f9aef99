import { createFileRoute } from '@tanstack/react-router';
import { HomePicksDeskPage } from '../../../../pages/home-picks/home-picks-desk-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadHomePicksDesk } from '../../../../server/home-picks.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/content/home: the home page picks' part of the content section, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/home')({
  validateSearch: (search: Record<string, unknown>) => deskFormAnswer(search),
  loader: async ({ context, location }) => {
    const data = await loadHomePicksDesk({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    return requireSignedIn(data, data.home.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('homePicks.title'), match.context.site.name),
  component: function HomePicksDeskRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    // Staff without the content section (job editors, another site's admins) get the console's 403 page.
    if (data.home.errors.length > 0) return <StaffForbiddenPage />;
    return <HomePicksDeskPage data={data} search={search} />;
  },
});
