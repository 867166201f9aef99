import { redirect } from '@tanstack/react-router';
import { canonicalUrl } from '../../domain/routing/canonical';
import type { Locale } from '../../domain/shared/locale';
import { headTranslator } from './head-translator';
import { pageHead, pageTitle } from './page-head';
import type { PublicSite } from './public-site';

type PrivacyPath = PublicSite['privacyPath'];

/**
 * `/privacy-policy` and `/datenschutz` are one page under the name the site configures; the
 * other name answers 301 to it. The request middleware does this before routing; this covers
 * client-side navigation, which never reaches the server.
 */
export function redirectToSitePrivacyPath(site: PublicSite, ownPath: PrivacyPath): void {
  if (site.privacyPath !== ownPath) throw redirect({ to: site.privacyPath, statusCode: 301 });
}

export function privacyHead(site: PublicSite, locale: Locale, matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>) {
  return pageHead({
    title: pageTitle(headTranslator(matches)('privacy.title'), site.name),
    canonical: canonicalUrl(site, locale, site.privacyPath),
  });
}
