import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../../pages/staff/audit-log-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { parseAuditSearch } from '../../../../routing/console-search';
import { AUDIT_PAGE_SIZE, loadStaffActions } from '../../../../server/staff.functions';

/** /admin/audit: the staff action log, filtered; 403 page for staff without the audit section. */
export const Route = createFileRoute('/_site/admin/_console/audit')({
  validateSearch: parseAuditSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, location }) => ({
    list: await loadStaffActions({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), search: deps.search } }),
  }),
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.audit.title'), match.context.site.name),
  component: function AuditRoute() {
    const { list } = Route.useLoaderData();
    const search = Route.useSearch();
    if (list.errors.includes('FORBIDDEN')) return <StaffForbiddenPage />;
    return <AuditLogPage list={list} search={search} pageSize={AUDIT_PAGE_SIZE} />;
  },
});
