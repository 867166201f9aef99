import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../pages/legal-document-page';
import { legalHead, loadLegalPage } from '../../routing/legal-route';

/** `/imprint` (German `/impressum`): the imprint, the newest version in effect (sites/<key>/legal/imprint/). */
export const Route = createFileRoute('/_site/imprint')({
  loader: ({ context, location }) => loadLegalPage('imprint', context.locale, location.search),
  head: ({ match, matches }) => legalHead('imprint', '/imprint', match.context.site, match.context.locale, matches),
  component: function ImprintRoute() {
    return <LegalDocumentPage document={Route.useLoaderData()} />;
  },
});
