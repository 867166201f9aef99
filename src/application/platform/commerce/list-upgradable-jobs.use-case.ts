import type { RequestContext } from '../../../domain/shared/request-context';
import { organizationFor } from './commerce-access';
import type { CommerceRepository } from './commerce-repository.port';

/**
 * The jobs an upgrade can be bought for: the organization's live jobs on this site, for its members
 * and staff; null for anybody else (or without an organization). The order checks the chosen job again.
 */
export class ListUpgradableJobs {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(
    input: { readonly organizationId: string | null },
    ctx: RequestContext,
  ): Promise<ReadonlyArray<{ id: string; title: string }> | null> {
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return null;
    return this.repo.liveJobs(organization.id, ctx.site);
  }
}
