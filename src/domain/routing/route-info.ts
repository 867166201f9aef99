/** Result of a route lookup: error, redirect, or content with its metatags. */
export type RouteContentType = 'Job' | 'LandingPage' | 'OrganizationProfile';

export interface MetaTag {
  readonly meta: string;
  readonly value: string;
}

export type RouteInfo =
  | { readonly kind: 'error'; readonly code: number; readonly reason: string }
  | { readonly kind: 'redirect'; readonly code: 301 | 302 | 307 | 308; readonly target: string }
  | { readonly kind: 'content'; readonly type: RouteContentType; readonly id: string; readonly metatags: readonly MetaTag[] };

/** Query parameters that never take part in a route lookup. */
export const LOOKUP_IGNORED_PARAMS = ['jobId', 'path', 'router'] as const;

/** The slug as looked up: path plus remaining query, without the ignored parameters. */
export function lookupSlug(slug: string): string {
  const [path, query = ''] = slug.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const name of LOOKUP_IGNORED_PARAMS) params.delete(name);
  const rest = params.toString();
  const clean = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return rest ? `${clean}?${rest}` : clean;
}
