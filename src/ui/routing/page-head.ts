import { canonicalUrl } from '../../domain/routing/canonical';
import { hreflangAlternates, type HreflangAlternate } from '../../domain/routing/hreflang';
import type { Locale } from '../../domain/shared/locale';
import type { SiteConfig } from '../../domain/site/site-config';

/** The head of a page: title, description, optional og:image, canonical and hreflang links, robots. */
export interface PageHeadInput {
  readonly title: string;
  readonly description?: string | undefined;
  readonly canonical?: string | undefined;
  /** `<link rel="alternate" hreflang>` per locale of a multi-locale site (see {@link pageUrls}). */
  readonly alternates?: readonly HreflangAlternate[] | undefined;
  readonly ogImage?: string | undefined;
  readonly noindex?: boolean;
}

export function pageHead(input: PageHeadInput) {
  const meta: Array<Record<string, string>> = [{ title: input.title }, { property: 'og:title', content: input.title }];
  if (input.description)
    meta.push({ name: 'description', content: input.description }, { property: 'og:description', content: input.description });
  if (input.ogImage) meta.push({ property: 'og:image', content: input.ogImage });
  if (input.canonical) meta.push({ property: 'og:url', content: input.canonical });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  const links: Array<Record<string, string>> = input.canonical ? [{ rel: 'canonical', href: input.canonical }] : [];
  // React spells the attribute `hrefLang`; it renders as `hreflang`.
  for (const a of input.alternates ?? []) links.push({ rel: 'alternate', hrefLang: a.hreflang, href: a.href });
  return { meta, links };
}

/**
 * Canonical URL and hreflang alternates of a page, both from its INTERNAL path (query allowed), so each
 * comes out localized for its own locale: `/jobs?page=2` in French → `…/fr/emploi?page=2`, with
 * alternates `…/de/jobs?page=2`, `…/en/jobs?page=2`, `…/fr/emploi?page=2` and x-default (German).
 */
export function pageUrls(site: Pick<SiteConfig, 'locales' | 'defaultLocale' | 'host'>, locale: Locale, internalPath: string) {
  return { canonical: canonicalUrl(site, locale, internalPath), alternates: hreflangAlternates(site, internalPath) };
}

/** `Page – Site`, or only the site name on its home page. */
export const pageTitle = (page: string | null, siteName: string): string => (page ? `${page} – ${siteName}` : siteName);
