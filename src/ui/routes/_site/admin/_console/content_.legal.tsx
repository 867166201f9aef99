import { createFileRoute } from '@tanstack/react-router';
import { LegalDeskPage, type LegalDeskSearch } from '../../../../pages/legal-admin/legal-desk-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadLegalDesk } from '../../../../server/legal-admin.functions';
import { matching, searchReader } from '../../../../routing/search-values';
import { isVisualEditor } from '../../../../routing/visual-editor';

// Which page's and language's form a refusal or notice is about.
const readForm = searchReader({ page: matching(/^[a-z]{1,20}$/), language: matching(/^[a-z]{2}(-[A-Z]{2})?$/) });

/** /admin/content/legal: the legal pages' part of the content section, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/legal')({
  validateSearch: (search: Record<string, unknown>): LegalDeskSearch => ({ ...deskFormAnswer(search), ...readForm(search) }),
  loader: async ({ context, location }) => {
    const data = await loadLegalDesk({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    return requireSignedIn(data, data.legal.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('legalAdmin.title'), match.context.site.name),
  component: function LegalDeskRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    // Staff without the content section (job editors, another site's admins) get the console's 403 page.
    if (data.legal.errors.length > 0) return <StaffForbiddenPage />;
    return <LegalDeskPage data={data} search={search} />;
  },
});
