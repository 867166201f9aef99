import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../pages/legal-document-page';
import { legalHead, loadLegalPage } from '../../routing/legal-route';

/** `/cookie-settings` (German `/cookie-einstellungen`): which cookies and browser storage the site uses, the newest version in effect (sites/<key>/legal/cookies/). */
export const Route = createFileRoute('/_site/cookie-settings')({
  loader: ({ context, location }) => loadLegalPage('cookies', context.locale, location.search),
  head: ({ match, matches }) => legalHead('cookies', '/cookie-settings', match.context.site, match.context.locale, matches),
  component: function CookieSettingsRoute() {
    return <LegalDocumentPage document={Route.useLoaderData()} />;
  },
});
