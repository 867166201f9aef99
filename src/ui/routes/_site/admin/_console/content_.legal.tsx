import { createFileRoute } from '@tanstack/react-router';
import { LegalDeskPage, type LegalDeskSearch } from '../../../../pages/legal-admin/legal-desk-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadLegalDesk } from '../../../../server/legal-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

const PAGE = /^[a-z]{1,20}$/;
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** /admin/content/legal: the legal pages' part of the content section, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/legal')({
  validateSearch: (search: Record<string, unknown>): LegalDeskSearch => {
    const out: { -readonly [K in keyof LegalDeskSearch]: LegalDeskSearch[K] } = deskFormAnswer(search);
    if (typeof search.page === 'string' && PAGE.test(search.page)) out.page = search.page;
    if (typeof search.language === 'string' && LANGUAGE.test(search.language)) out.language = search.language;
    return out;
  },
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
