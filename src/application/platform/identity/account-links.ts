import { accountLink, type AccountTokenPurpose } from '../../../domain/identity/account-tokens';
import { localePrefix, type Locale } from '../../../domain/shared/locale';
import { hasLocalePrefix, type SiteConfig } from '../../../domain/site/site-config';

/** Base of links in mails: the public origin plus the locale prefix on multi-locale sites. */
export const linkBase = (origin: string, site: SiteConfig, locale: Locale): string =>
  hasLocalePrefix(site) ? `${origin}/${localePrefix(locale)}` : origin;

export const accountLinkFor = (origin: string, site: SiteConfig, locale: Locale, purpose: AccountTokenPurpose, token: string): string =>
  accountLink(linkBase(origin, site, locale), purpose, token);

export const pageLink = (origin: string, site: SiteConfig, locale: Locale, path: string): string =>
  `${linkBase(origin, site, locale)}${path}`;
