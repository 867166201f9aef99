import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterSignUpPage } from '../../../pages/newsletter/newsletter-pages';
import { parseNewsletterPageSearch } from '../../../routing/newsletter-page-search';
import { headTranslator } from '../../../routing/head-translator';
import { pageHead, pageTitle, pageUrls } from '../../../routing/page-head';
import { loadNewsletterSignUp } from '../../../server/newsletter.functions';
import { isVisualEditor } from '../../../routing/visual-editor';

/** /newsletter (French /lettre-information): the sign-up form; only where the site has the newsletter. */
export const Route = createFileRoute('/_site/newsletter/')({
  validateSearch: parseNewsletterPageSearch,
  loader: ({ context, location }) => {
    if (!context.site.features.newsletter) throw notFound();
    return loadNewsletterSignUp({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
  },
  head: ({ match, matches }) =>
    pageHead({
      title: pageTitle(headTranslator(matches)('newsletter.signUp.title'), match.context.site.name),
      ...pageUrls(match.context.site, match.context.locale, '/newsletter'),
    }),
  component: function NewsletterRoute() {
    const { form, csrfToken, typedEmail } = Route.useLoaderData();
    return <NewsletterSignUpPage form={form} csrfToken={csrfToken} typedEmail={typedEmail} search={Route.useSearch()} />;
  },
});
