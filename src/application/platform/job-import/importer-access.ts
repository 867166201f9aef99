import { importerAccess, type ImporterAccess } from '../../../domain/job-import/importer-permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { OrganizationOwnerLookup } from '../organizations/organization-owner-lookup.port';
import type { SiteDirectory } from '../site/site-directory.port';

/** What the actor may do with one organization's importers on the request's site. */
export class ImporterAccessCheck {
  constructor(
    private readonly owners: OrganizationOwnerLookup,
    private readonly sites: SiteDirectory,
  ) {}

  async of(organizationId: string, ctx: RequestContext): Promise<ImporterAccess> {
    if (ctx.actor.kind !== 'user') return 'none';
    return importerAccess(ctx.actor, ctx.site, (await this.owners.teamOf(organizationId)).team, this.ownersManage(ctx.site));
  }

  ownersManage(site: string): boolean {
    return this.sites.get(site)?.features.ownersManageImporters === true;
  }
}
