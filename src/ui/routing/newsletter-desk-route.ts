import { notFound } from '@tanstack/react-router';
import { sessionRequired } from './account-routes';

/**
 * The staff pages' answer to a refusal of the platform: guests sign in; everybody else, whether the
 * role or the site's newsletter is missing, gets the not-found page (nothing tells them the page exists).
 */
export function throwDeskRefusal(errors: readonly string[], publicHref: string): void {
  const code = errors[0];
  if (!code) return;
  if (code === 'UNAUTHENTICATED') throw sessionRequired(publicHref);
  throw notFound();
}
