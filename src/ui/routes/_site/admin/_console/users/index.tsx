import { createFileRoute } from '@tanstack/react-router';
import { StaffForbiddenPage } from '../../../../../pages/staff/staff-forbidden-page';
import { StaffUsersPage } from '../../../../../pages/staff/staff-users-page';
import { accountHead } from '../../../../../routing/account-routes';
import { headTranslator } from '../../../../../routing/head-translator';
import { isVisualEditor } from '../../../../../routing/visual-editor';
import { parseUsersSearch } from '../../../../../routing/console-search';
import { USERS_PAGE_SIZE, loadStaffUsers } from '../../../../../server/staff-users.functions';

/** /admin/users: accounts by address or name; the 403 page for staff without the users section. */
export const Route = createFileRoute('/_site/admin/_console/users/')({
  validateSearch: parseUsersSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, location }) => ({
    list: await loadStaffUsers({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), search: deps.search } }),
  }),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.users.title'), match.context.site.name),
  component: function StaffUsersRoute() {
    const { list } = Route.useLoaderData();
    const search = Route.useSearch();
    if (list.errors.includes('FORBIDDEN')) return <StaffForbiddenPage />;
    return <StaffUsersPage list={list} search={search} pageSize={USERS_PAGE_SIZE} />;
  },
});
