import type { RouteContentType } from '../../../domain/routing/route-info';

/** What a path points at: content, or a redirect stored by recruiters/admins (old aliases). */
export type PathTarget =
  | { readonly kind: 'content'; readonly type: RouteContentType; readonly id: string }
  | { readonly kind: 'redirect'; readonly code: 301 | 302; readonly target: string };

export interface PathAliasRepository {
  /** `path` is site-relative without locale prefix or query, e.g. `/job/senior-developer-42`. */
  resolve(site: string, language: string, path: string): Promise<PathTarget | null>;
}
