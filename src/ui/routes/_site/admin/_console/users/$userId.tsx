import { createFileRoute, notFound } from '@tanstack/react-router';
import { StaffForbiddenPage } from '../../../../../pages/staff/staff-forbidden-page';
import { StaffUserPage } from '../../../../../pages/staff/staff-user-page';
import { accountHead } from '../../../../../routing/account-routes';
import { headTranslator } from '../../../../../routing/head-translator';
import { isVisualEditor } from '../../../../../routing/visual-editor';
import { parseUserPageSearch } from '../../../../../routing/console-search';
import { loadStaffUser } from '../../../../../server/staff-users.functions';
import { isEntityId } from '../../../../../../domain/shared/entity-id';

/** /admin/users/{id}: one account and the administrator's actions on it; 403 page for other staff. */
export const Route = createFileRoute('/_site/admin/_console/users/$userId')({
  validateSearch: parseUserPageSearch,
  loader: async ({ context, location, params }) => {
    if (!isEntityId(params.userId)) throw notFound();
    const page = await loadStaffUser({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.userId },
    });
    if (page.answer.errors.includes('FORBIDDEN')) return { forbidden: true as const };
    if (!page.answer.user) throw notFound();
    return { forbidden: false as const, user: page.answer.user, csrfToken: page.csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('staff.users.title'), match.context.site.name),
  component: function StaffUserRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.forbidden) return <StaffForbiddenPage />;
    return <StaffUserPage user={data.user} csrfToken={data.csrfToken} search={search} />;
  },
});
