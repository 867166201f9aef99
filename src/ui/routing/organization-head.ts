import type { OrganizationPage } from '../../application/board/organizations/show-organization-page.use-case';
import { organizationPath } from '../../domain/organization/organization-path';
import type { Locale } from '../../domain/shared/locale';
import { pageHead, pageTitle, pageUrls } from './page-head';
import type { PublicSite } from './public-site';

/**
 * Head of an organization page. The route lookup's metatags give title, description and image; without
 * them the profile's name is the title. When the lookup failed, the head has the canonical link only:
 * no alternates the lookup did not confirm.
 */
export function organizationHead(
  site: Pick<PublicSite, 'name' | 'host' | 'locales' | 'defaultLocale'>,
  locale: Locale,
  page: Pick<OrganizationPage, 'profile' | 'metatags' | 'page' | 'routeLookupFailed'>,
  requestedSlug: string,
) {
  const tag = (name: string) => page.metatags.find((m) => m.meta === name)?.value;
  const path = organizationPath(page.profile.slug);
  const urls = pageUrls(site, locale, page.page > 1 ? `${path}?page=${page.page}` : path);
  return pageHead({
    title: pageTitle(tag('title') ?? page.profile.name, site.name),
    description: tag('description'),
    ogImage: tag('og:image'),
    canonical: urls.canonical,
    alternates: page.routeLookupFailed ? undefined : urls.alternates,
    noindex: requestedSlug !== page.profile.slug,
  });
}
