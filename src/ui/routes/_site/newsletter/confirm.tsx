import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterLinkPage } from '../../../pages/newsletter/newsletter-pages';
import { parseNewsletterPageSearch } from '../../../routing/newsletter-page-search';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';

/** /newsletter/confirm?token=…: the double opt-in link of the sign-up mail. */
export const Route = createFileRoute('/_site/newsletter/confirm')({
  validateSearch: parseNewsletterPageSearch,
  loader: ({ context }) => {
    if (!context.site.features.newsletter) throw notFound();
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('newsletter.confirm.title'), match.context.site.name),
  component: function ConfirmNewsletterRoute() {
    return <NewsletterLinkPage purpose="confirm" search={Route.useSearch()} />;
  },
});
