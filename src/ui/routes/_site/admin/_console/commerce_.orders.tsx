import { createFileRoute } from '@tanstack/react-router';
import { CommerceOrdersPage } from '../../../../pages/commerce-admin/commerce-orders-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { parseOrdersSearch } from '../../../../routing/console-search';
import { loadCommerceOrders } from '../../../../server/commerce-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/commerce/orders: the orders of the staff member's sites (guests sign in, staff without the shop: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/commerce_/orders')({
  validateSearch: parseOrdersSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? null, organization: search.organization ?? null, page: search.page ?? 1 }),
  loader: async ({ context, location, deps }) => {
    const data = await loadCommerceOrders({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), ...deps } });
    return requireSignedIn(data, data.orders.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('commerceAdmin.orders.title'), match.context.site.name),
  component: function CommerceOrdersRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.orders.errors.length > 0) return <StaffForbiddenPage />;
    return <CommerceOrdersPage data={data} search={search} />;
  },
});
