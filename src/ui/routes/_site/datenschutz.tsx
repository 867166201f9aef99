import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../pages/legal-document-page';
import { PrivacyPage } from '../../pages/privacy-page';
import { privacyHead, redirectToSitePrivacyPath } from '../../routing/privacy-route';
import { loadLegalDocument } from '../../server/legal.functions';
import { isVisualEditor } from '../../routing/visual-editor';

/**
 * Privacy page where the site calls it `/datenschutz`; otherwise a permanent redirect to the site's name for it.
 * A site with a privacy wording in its files (sites/<key>/legal/privacy/) shows that, versioned; the others
 * the built-in text.
 */
export const Route = createFileRoute('/_site/datenschutz')({
  beforeLoad: ({ context }) => redirectToSitePrivacyPath(context.site, '/datenschutz'),
  loader: ({ context, location }) =>
    loadLegalDocument({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), page: 'privacy' } }),
  head: ({ match, matches }) => privacyHead(match.context.site, match.context.locale, matches),
  component: function PrivacyRoute() {
    const document = Route.useLoaderData();
    return document ? <LegalDocumentPage document={document} /> : <PrivacyPage />;
  },
});
