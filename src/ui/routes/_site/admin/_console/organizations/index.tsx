import { createFileRoute } from '@tanstack/react-router';
import { StaffForbiddenPage } from '../../../../../pages/staff/staff-forbidden-page';
import { StaffOrganizationsPage } from '../../../../../pages/staff/staff-organizations-page';
import { accountHead } from '../../../../../routing/account-routes';
import { headTranslator } from '../../../../../routing/head-translator';
import { isVisualEditor } from '../../../../../routing/visual-editor';
import { parseOrganizationsSearch } from '../../../../../routing/console-search';
import { ORGANIZATIONS_PAGE_SIZE, loadStaffOrganizations } from '../../../../../server/staff-organizations.functions';

/** /admin/organizations: organizations by name (a site_admin's: of its sites); the 403 page for staff without the section. */
export const Route = createFileRoute('/_site/admin/_console/organizations/')({
  validateSearch: parseOrganizationsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, location }) => ({
    list: await loadStaffOrganizations({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), search: deps.search },
    }),
  }),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.organizations.title'), match.context.site.name),
  component: function StaffOrganizationsRoute() {
    const { list } = Route.useLoaderData();
    const search = Route.useSearch();
    if (list.errors.includes('FORBIDDEN')) return <StaffForbiddenPage />;
    return <StaffOrganizationsPage list={list} search={search} pageSize={ORGANIZATIONS_PAGE_SIZE} />;
  },
});
