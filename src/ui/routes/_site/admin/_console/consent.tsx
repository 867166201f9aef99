import { createFileRoute } from '@tanstack/react-router';
import { ConsentDeskPage, type ConsentDeskSearch } from '../../../../pages/consent-admin/consent-desk-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead, sessionRequired } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { loadConsentDesk } from '../../../../server/consent-admin.functions';
import { isVisualEditor } from '../../../../server/page-input';

const ID = /^\d{1,18}$/;
const CODE = /^[A-Za-z_]{1,40}$/;

/** /admin/consent: the consent texts' section of the console, for administrators and the site's admins (guests sign in, other staff: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/consent')({
  validateSearch: (search: Record<string, unknown>): ConsentDeskSearch => {
    const out: { -readonly [K in keyof ConsentDeskSearch]: ConsentDeskSearch[K] } = {};
    if (typeof search.info === 'string' && ID.test(search.info)) out.info = search.info;
    else if (typeof search.info === 'number' && Number.isSafeInteger(search.info)) out.info = String(search.info);
    for (const key of ['notice', 'error'] as const) {
      const value = search[key];
      if (typeof value === 'string' && CODE.test(value)) out[key] = value;
    }
    if (typeof search.fieldErrors === 'string' && /^[A-Za-z:_,]{1,300}$/.test(search.fieldErrors)) out.fieldErrors = search.fieldErrors;
    return out;
  },
  loader: async ({ context, location }) => {
    const data = await loadConsentDesk({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    if (data.texts.errors[0] === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    return data;
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
