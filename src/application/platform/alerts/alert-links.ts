import { publicPath } from '../../../domain/routing/canonical';
import type { Locale } from '../../../domain/shared/locale';
import type { SiteConfig } from '../../../domain/site/site-config';

/** Where the links in alert mails lead (pages in the alert's language; the one-click endpoint is not a page). */
export const alertPageLink = (origin: string, site: SiteConfig, locale: Locale, internalPath: string): string =>
  `${origin}${publicPath(site, locale, internalPath)}`;

export const confirmAlertPath = (token: string): string => `/alerts/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeAlertPath = (token: string): string => `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
/**
 * RFC 8058's one-click address: mail providers POST to it, answered without a page. It names the alert's
 * language: someone who opens it (a GET) is sent to the unsubscribe page in that language.
 */
export const oneClickUnsubscribeLink = (origin: string, token: string, locale: Locale): string =>
  `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}&locale=${encodeURIComponent(locale)}`;
