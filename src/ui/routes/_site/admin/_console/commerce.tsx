import { createFileRoute } from '@tanstack/react-router';
import { CommerceDeskPage, type CommerceDeskSearch } from '../../../../pages/commerce-admin/commerce-desk-page';
import { headTranslator } from '../../../../routing/head-translator';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { loadCommerceDesk } from '../../../../server/commerce-admin.functions';
import { anId, searchReader } from '../../../../routing/search-values';
import { isVisualEditor } from '../../../../routing/visual-editor';

const readIds = searchReader({ edit: anId, organization: anId });

/** /admin/commerce: the shop's section of the console, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/commerce')({
  validateSearch: (search: Record<string, unknown>): CommerceDeskSearch => ({
    ...deskFormAnswer(search, ['creditError', 'subscriptionError']),
    ...readIds(search),
  }),
  loaderDeps: ({ search }) => ({ organization: search.organization ?? null }),
  loader: async ({ context, location, deps }) => {
    const data = await loadCommerceDesk({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), organization: deps.organization },
    });
    return requireSignedIn(data, data.catalogue.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('commerceAdmin.title'), match.context.site.name),
  component: function CommerceDeskRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    // Staff without the shop (job editors, another site's admins) get the console's 403 page.
    if (data.catalogue.errors.length > 0) return <StaffForbiddenPage />;
    return <CommerceDeskPage data={data} search={search} />;
  },
});
