import { createFileRoute, notFound } from '@tanstack/react-router';
import { StaffForbiddenPage } from '../../../../../pages/staff/staff-forbidden-page';
import { StaffOrganizationPage } from '../../../../../pages/staff/staff-organization-page';
import { accountHead } from '../../../../../routing/account-routes';
import { headTranslator } from '../../../../../routing/head-translator';
import { isVisualEditor } from '../../../../../routing/visual-editor';
import { parseOrganizationPageSearch } from '../../../../../routing/console-search';
import { loadStaffOrganization } from '../../../../../server/staff-organizations.functions';
import { isEntityId } from '../../../../../../domain/shared/entity-id';

/** /admin/organizations/{id}: one organization, featuring and parent; 403 page for staff without the section. */
export const Route = createFileRoute('/_site/admin/_console/organizations/$organizationId')({
  validateSearch: parseOrganizationPageSearch,
  loader: async ({ context, location, params }) => {
    if (!isEntityId(params.organizationId)) throw notFound();
    const page = await loadStaffOrganization({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.organizationId },
    });
    if (page.answer.errors.includes('FORBIDDEN')) return { forbidden: true as const };
    if (!page.answer.organization) throw notFound();
    return { forbidden: false as const, organization: page.answer.organization, csrfToken: page.csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.organizations.title'), match.context.site.name),
  component: function StaffOrganizationRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.forbidden) return <StaffForbiddenPage />;
    return <StaffOrganizationPage organization={data.organization} csrfToken={data.csrfToken} search={search} />;
  },
});
