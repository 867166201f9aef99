import { createFileRoute } from '@tanstack/react-router';
import { ConsentDeskPage, type ConsentDeskSearch } from '../../../../pages/consent-admin/consent-desk-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadConsentDesk } from '../../../../server/consent-admin.functions';
import { anId } from '../../../../routing/search-values';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/consent: the consent texts' section of the console, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/consent')({
  validateSearch: (search: Record<string, unknown>): ConsentDeskSearch => ({ ...deskFormAnswer(search), info: anId(search.info) }),
  loader: async ({ context, location }) => {
    const data = await loadConsentDesk({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    return requireSignedIn(data, data.texts.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('consentAdmin.title'), match.context.site.name),
  component: function ConsentDeskRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    // Staff without the section (job editors, another site's admins) get the console's 403 page.
    if (data.texts.errors.length > 0) return <StaffForbiddenPage />;
    return <ConsentDeskPage data={data} search={search} />;
  },
});
