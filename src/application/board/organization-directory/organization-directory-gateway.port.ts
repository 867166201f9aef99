import type {
  DirectoryEntry,
  DirectoryRequest,
  DirectoryResult,
  DirectoryTaxonomy,
} from '../../../domain/organization/organization-directory';
import type { BoardContext } from '../board-context';

/** The board's way to the platform's organizations directory. Throws on transport errors. */
export interface OrganizationDirectoryGateway {
  search(request: DirectoryRequest, pageSize: number, ctx: BoardContext): Promise<DirectoryResult>;
  /** The facet vocabulary (labels and URL aliases per language); may be cached for a short while. */
  terms(ctx: BoardContext): Promise<DirectoryTaxonomy>;
  /** The site's featured organizations, at most `limit` (0 to 4). */
  featured(limit: number, ctx: BoardContext): Promise<readonly DirectoryEntry[]>;
}
