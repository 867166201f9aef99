import type { DirectoryEntry } from '../../../domain/organization/organization-directory';
import type { BoardContext } from '../board-context';
import type { OrganizationDirectoryGateway } from './organization-directory-gateway.port';

/** A site shows 0 to 4 featured organizations on its home page; only featured ones. */
export const FEATURED_ORGANIZATIONS_ON_HOME = 4;

/** The home page's featured organizations block, in staff's order. */
export class ShowFeaturedOrganizations {
  constructor(private readonly gateway: OrganizationDirectoryGateway) {}

  async execute(ctx: BoardContext): Promise<readonly DirectoryEntry[]> {
    return this.gateway.featured(FEATURED_ORGANIZATIONS_ON_HOME, ctx);
  }
}
