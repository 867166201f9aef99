import { createFileRoute } from '@tanstack/react-router';
import { ConfigDeskPage, type ConfigDeskSearch } from '../../../../pages/config-admin/config-desk-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadConfigDesk } from '../../../../server/config-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/configuration: configuration entries and read-only mode, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/configuration')({
  validateSearch: (search: Record<string, unknown>): ConfigDeskSearch => deskFormAnswer(search),
  loader: async ({ context, location }) => {
    const data = await loadConfigDesk({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    return requireSignedIn(data, data.config.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('configAdmin.title'), match.context.site.name),
  component: function ConfigDeskRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    // Staff without the section (job editors, another site's admins) get the console's 403 page.
    if (data.config.errors.length > 0) return <StaffForbiddenPage />;
    return <ConfigDeskPage data={data} search={search} />;
  },
});
