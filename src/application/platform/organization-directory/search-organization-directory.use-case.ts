import type { DirectoryRequest, DirectoryResult } from '../../../domain/organization/organization-directory';
import { DIRECTORY_FACET_FIELDS, DIRECTORY_LIMITS, lastDirectoryPage } from '../../../domain/organization/organization-directory';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrganizationDirectoryIndex } from './organization-directory-index.port';

/** Page sizes the API answers (a site lists 12). */
export const MAX_DIRECTORY_PAGE_SIZE = 50;

export type DirectorySearchProblem = 'INVALID_REQUEST';

/**
 * One page of the organizations directory for the request's site. Visibility (published only) and the
 * featured order are the index's rules; this checks what an API caller may ask.
 */
export class SearchOrganizationDirectory {
  constructor(private readonly index: OrganizationDirectoryIndex) {}

  async execute(
    input: { readonly request: DirectoryRequest; readonly pageSize: number },
    ctx: RequestContext,
  ): Promise<Result<DirectoryResult, DirectorySearchProblem>> {
    const { request, pageSize } = input;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_DIRECTORY_PAGE_SIZE)
      return err('INVALID_REQUEST', `pageSize must be 1 to ${MAX_DIRECTORY_PAGE_SIZE}`);
    if (!Number.isInteger(request.page) || request.page < 1 || request.page > lastDirectoryPage(pageSize))
      return err('INVALID_REQUEST', 'page out of range');
    if ((request.keys?.length ?? 0) > DIRECTORY_LIMITS.keysMax) return err('INVALID_REQUEST', 'search text too long');
    for (const field of DIRECTORY_FACET_FIELDS) {
      const ids = request.selected[field];
      if (ids.length > DIRECTORY_LIMITS.valuesPerFacet || ids.some((id) => !/^[1-9]\d{0,17}$/.test(id)))
        return err('INVALID_REQUEST', `invalid ${field} values`);
    }
    return ok(await this.index.search(request, { site: ctx.site, locale: ctx.locale, pageSize }));
  }
}
