import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { StaffOverviewPage } from '../../../../pages/staff/staff-overview-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';

const consoleRoute = getRouteApi('/_site/admin/_console');

/** /admin: the console's start page. */
export const Route = createFileRoute('/_site/admin/_console/')({
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.title'), match.context.site.name),
  component: function StaffOverviewRoute() {
    return <StaffOverviewPage sections={consoleRoute.useLoaderData().sections} />;
  },
});
