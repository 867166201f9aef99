import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../pages/legal-document-page';
import { legalHead, loadLegalPage } from '../../routing/legal-route';

/** `/terms` (German `/agb`): the terms of use, the newest version in effect (sites/<key>/legal/terms/). */
export const Route = createFileRoute('/_site/terms')({
  loader: ({ context, location }) => loadLegalPage('terms', context.locale, location.search),
  head: ({ match, matches }) => legalHead('terms', '/terms', match.context.site, match.context.locale, matches),
  component: function TermsRoute() {
    return <LegalDocumentPage document={Route.useLoaderData()} />;
  },
});
