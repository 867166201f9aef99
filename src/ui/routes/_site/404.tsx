import { createFileRoute, notFound } from '@tanstack/react-router';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';

/**
 * The not-found page as an address: target of the resume paths when the resume feature is off
 * (domain/routing/redirect-rules.ts). Always the localized 404 page with HTTP status 404.
 */
export const Route = createFileRoute('/_site/404')({
  loader: () => {
    throw notFound();
  },
  head: ({ match, matches }) =>
    pageHead({ title: pageTitle(headTranslator(matches)('notFound.title'), match.context.site.name), noindex: true }),
});
