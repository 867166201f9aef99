import { FEATURED_ORGANIZATIONS_PER_SITE } from '../../../domain/staff/staff-organization-rules';
import type { DirectoryEntry } from '../../../domain/organization/organization-directory';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { OrganizationDirectoryIndex } from './organization-directory-index.port';

/** A site features 0 to 4 organizations (the staff console's rule). */
export const MAX_FEATURED_ORGANIZATIONS = FEATURED_ORGANIZATIONS_PER_SITE;

/** The request's site's featured organizations (published only), in staff's order. */
export class ListFeaturedOrganizations {
  constructor(private readonly index: OrganizationDirectoryIndex) {}

  execute(input: { readonly limit: number }, ctx: RequestContext): Promise<readonly DirectoryEntry[]> {
    const limit = Math.max(0, Math.min(MAX_FEATURED_ORGANIZATIONS, Math.trunc(input.limit)));
    if (limit === 0) return Promise.resolve([]);
    return this.index.featured({ site: ctx.site, locale: ctx.locale }, limit);
  }
}
