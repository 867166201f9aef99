import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { maySeeOrganization, nextFeaturedPosition } from '../../../../domain/staff/staff-organization-rules';
import { mayManageSection } from '../../../../domain/staff/staff-scope';
import type { SiteDirectory } from '../../site/site-directory.port';
import { staffEntry } from '../staff-action-log.port';
import { organizationsSectionRefusal, type StaffOrganizationAccessError } from './staff-organization-access';
import type { StaffOrganizationUnitOfWork } from './staff-organization-unit-of-work.port';

export type SetOrganizationFeaturedError = StaffOrganizationAccessError | 'UNKNOWN_SITE' | 'FEATURED_LIMIT' | 'UNCHANGED';

/**
 * Features an organization on a site (listed first in the directory and on the home page) or stops
 * featuring it. A site features at most four: a fifth is refused with FEATURED_LIMIT, never placed by
 * pushing another out. A site_admin features on its own sites only. The change and its log entry (the
 * sites featuring the organization before and after) commit together.
 */
export class SetOrganizationFeatured {
  constructor(
    private readonly uow: StaffOrganizationUnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(
    input: { readonly organizationId: string; readonly siteKey: string; readonly featured: boolean },
    ctx: RequestContext,
  ): Promise<Result<void, SetOrganizationFeaturedError>> {
    const refusal = organizationsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    if (!this.sites.get(input.siteKey)) return err('UNKNOWN_SITE');
    if (!mayManageSection(ctx.actor, 'organizations', input.siteKey)) return err('FORBIDDEN');
    return this.uow.run(async (tx): Promise<Result<void, SetOrganizationFeaturedError>> => {
      const organization = await tx.organizations.lock(input.organizationId);
      if (!organization || !maySeeOrganization(ctx.actor, organization.sites)) return err('NOT_FOUND');
      const before = organization.featuredOn;
      if (before.includes(input.siteKey) === input.featured) return err('UNCHANGED');
      if (input.featured) {
        const position = nextFeaturedPosition(await tx.organizations.lockFeatured(input.siteKey));
        if (position === null) return err('FEATURED_LIMIT');
        await tx.organizations.feature(input.siteKey, organization.id, position);
      } else {
        await tx.organizations.unfeature(input.siteKey, organization.id);
      }
      const after = input.featured ? [...before, input.siteKey].sort() : before.filter((s) => s !== input.siteKey);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: input.siteKey,
          action: input.featured ? 'organization.feature' : 'organization.unfeature',
          targetType: 'organization',
          targetId: organization.id,
          before: { featuredOn: [...before] },
          after: { featuredOn: after },
        }),
      );
      return ok(undefined);
    });
  }
}
