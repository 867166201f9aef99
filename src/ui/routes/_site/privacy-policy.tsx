import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../pages/privacy-page';
import { privacyHead, redirectToSitePrivacyPath } from '../../routing/privacy-route';

/** Privacy page where the site calls it `/privacy-policy`; otherwise a permanent redirect to the site's name for it. */
export const Route = createFileRoute('/_site/privacy-policy')({
  beforeLoad: ({ context }) => redirectToSitePrivacyPath(context.site, '/privacy-policy'),
  head: ({ match, matches }) => privacyHead(match.context.site, match.context.locale, matches),
  component: PrivacyPage,
});
