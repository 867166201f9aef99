import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterLinkPage } from '../../../pages/newsletter/newsletter-pages';
import { parseNewsletterPageSearch } from '../../../routing/newsletter-page-search';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';

/** /newsletter/unsubscribe?token=…: the unsubscribe link of every newsletter mail (no sign-in needed). */
export const Route = createFileRoute('/_site/newsletter/unsubscribe')({
  validateSearch: parseNewsletterPageSearch,
  loader: ({ context }) => {
    if (!context.site.features.newsletter) throw notFound();
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('newsletter.unsubscribe.title'), match.context.site.name),
  component: function UnsubscribeNewsletterRoute() {
    return <NewsletterLinkPage purpose="unsubscribe" search={Route.useSearch()} />;
  },
});
