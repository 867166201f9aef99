import { formatUnsubscribeToken, parseUnsubscribeToken, unsubscribeTokenPayload } from '../../../domain/newsletter/newsletter-token';
import { publicPath } from '../../../domain/routing/canonical';
import type { Locale } from '../../../domain/shared/locale';
import type { SiteConfig } from '../../../domain/site/site-config';
import type { NewsletterTokenSigner } from './newsletter-token-signer.port';

/** A page of the site in a language, as an absolute link for a mail. */
export const newsletterPageLink = (origin: string, site: SiteConfig, locale: Locale, internalPath: string): string =>
  `${origin}${publicPath(site, locale, internalPath)}`;

export const confirmPath = (token: string): string => `/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePath = (token: string): string => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * RFC 8058's one-click address: mail providers POST to it. It names the subscription's language, so
 * someone who opens it (a GET) is sent to the unsubscribe page in that language.
 */
export const oneClickUnsubscribeLink = (origin: string, token: string, locale: Locale): string =>
  `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}&locale=${encodeURIComponent(locale)}`;

export const unsubscribeTokenFor = (signer: NewsletterTokenSigner, subscriptionId: string): string =>
  formatUnsubscribeToken(subscriptionId, signer.sign(unsubscribeTokenPayload(subscriptionId)));

/** The subscription a token names when its signature is good; else null. */
export function subscriptionOfToken(signer: NewsletterTokenSigner, token: unknown): string | null {
  const parts = parseUnsubscribeToken(token);
  if (!parts) return null;
  return signer.verify(unsubscribeTokenPayload(parts.subscriptionId), parts.signature) ? parts.subscriptionId : null;
}
