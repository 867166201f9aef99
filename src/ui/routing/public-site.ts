import type { Locale } from '../../domain/shared/locale';
import type { SiteConfig } from '../../domain/site/site-config';

/**
 * The part of a site's configuration the browser may see: it travels in the router context and is
 * serialized into the page. No ports, regions, redirects or other server-only settings.
 */
export type PublicSite = Pick<
  SiteConfig,
  'key' | 'name' | 'host' | 'locales' | 'defaultLocale' | 'theme' | 'features' | 'listing' | 'privacyPath' | 'description'
>;

export function toPublicSite(site: SiteConfig): PublicSite {
  const { key, name, host, locales, defaultLocale, theme, features, listing, privacyPath, description } = site;
  return { key, name, host, locales: [...locales] as Locale[], defaultLocale, theme, features, listing, privacyPath, description };
}
