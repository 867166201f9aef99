import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../pages/contact-page';
import { parseContactErrors } from '../../routing/contact-errors';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle, pageUrls } from '../../routing/page-head';
import { loadCsrfToken } from '../../server/accounts.functions';
import { takeTypedContact } from '../../server/typed-values.functions';

/** `/contact` (German `/kontakt`): the contact form; a post without JavaScript comes back here with `?errors=`. */
export const Route = createFileRoute('/_site/contact')({
  validateSearch: (search: Record<string, unknown>) => (typeof search.errors === 'string' ? { errors: search.errors } : {}),
  loader: async () => {
    const [{ csrfToken }, typed] = await Promise.all([loadCsrfToken(), takeTypedContact()]);
    return { csrfToken, typed };
  },
  head: ({ match, matches }) =>
    pageHead({
      title: pageTitle(headTranslator(matches)('contact.title'), match.context.site.name),
      ...pageUrls(match.context.site, match.context.locale, '/contact'),
    }),
  component: function ContactRoute() {
    const { csrfToken, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    return <ContactPage csrfToken={csrfToken} errors={parseContactErrors(search.errors)} typed={typed} />;
  },
});
