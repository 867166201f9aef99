import { redirect } from '@tanstack/react-router';
import { withQuery } from './with-query';

/** Account pages are not for search engines. */
export const accountHead = (title: string, siteName: string) => ({
  meta: [{ title: `${title} – ${siteName}` }, { name: 'robots', content: 'noindex' }],
});

/** SessionRequired: to the sign-in endpoint with the error and the page to come back to. */
export const sessionRequired = (publicHref: string) =>
  redirect({ href: withQuery('/api/auth/signin', { error: 'SessionRequired', callbackUrl: publicHref }), statusCode: 302 });
