import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { maySeeOrganization } from '../../../../domain/staff/staff-organization-rules';
import { visibleSites } from '../../../../domain/staff/staff-scope';
import { organizationsSectionRefusal } from './staff-organization-access';
import type { StaffOrganizationDetail, StaffOrganizationPage, StaffOrganizationReader } from './staff-organization-store.port';

/**
 * The organizations section's list (search by name) and one organization's page: an administrator sees
 * every organization, a site_admin those of its sites (another site's is NOT_FOUND, as if it did not exist).
 */
export class SearchStaffOrganizations {
  constructor(private readonly organizations: StaffOrganizationReader) {}

  async search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: RequestContext,
  ): Promise<Result<StaffOrganizationPage, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const refusal = organizationsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    return ok(
      await this.organizations.search(
        { text: input.text.trim(), sites: visibleSites(ctx.actor, 'organizations') },
        { offset: input.offset, limit: input.limit },
      ),
    );
  }

  async find(id: string, ctx: RequestContext): Promise<Result<StaffOrganizationDetail, 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refusal = organizationsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    const organization = await this.organizations.find(id);
    return organization && maySeeOrganization(ctx.actor, organization.sites) ? ok(organization) : err('NOT_FOUND');
  }
}
