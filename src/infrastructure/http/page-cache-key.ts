import { pickLocale } from '../../domain/routing/locale-negotiation';
import { isPlatformPath } from '../../domain/routing/platform-paths';
import type { SiteConfig } from '../../domain/site/site-config';

/*
 * Which requests the anonymous page cache may answer, and under which key. A kept page is shared by
 * every visitor who asks the same, so only requests that carry nothing of a visitor qualify: no cookie
 * at all (the session and CSRF cookies, but also the consent choice, change what a page shows) and no
 * credentials.
 */

/** Query parameters that only tell where a visitor came from: the page is the same without them. */
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|dclid|gbraid|wbraid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi)$/i;

export interface PageCacheKey {
  readonly key: string;
  /**
   * Whether the request's URL carries no tracking parameter: only such a render is kept, since a page
   * may carry the URL it was asked for (a newsletter's campaign is no other visitor's).
   */
  readonly normal: boolean;
}

/** The cache key of a request, or null when the request must be rendered for its visitor alone. */
export function pageCacheKey(request: Request, site: Pick<SiteConfig, 'locales' | 'defaultLocale'>): PageCacheKey | null {
  if (request.method !== 'GET') return null;
  const headers = request.headers;
  if (headers.has('cookie') || headers.has('authorization') || headers.has('range')) return null;
  const url = new URL(request.url);
  if (isPlatformPath(url.pathname)) return null;
  const all = [...url.searchParams];
  const params = all.filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a, va], [b, vb]) => (a === b ? compare(va, vb) : compare(a, b)));
  const query = new URLSearchParams(params).toString();
  // The preferred locale decides a multi-locale site's links to its other languages' start pages.
  const locale = pickLocale(headers.get('accept-language'), site.locales, site.defaultLocale);
  const host = headers.get('host') ?? url.host;
  return {
    key: `${host}\n${locale}\n${url.pathname}\n${query}`,
    normal: params.length === all.length,
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
