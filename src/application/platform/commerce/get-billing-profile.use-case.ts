import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import type { RequestContext } from '../../../domain/shared/request-context';
import { organizationFor } from './commerce-access';
import type { CommerceRepository } from './commerce-repository.port';

/** The checkout's prefill: the organization's saved billing profile (null before the first order). */
export class GetBillingProfile {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(
    input: { readonly organizationId: string | null },
    ctx: RequestContext,
  ): Promise<{ organization: { id: string; name: string }; profile: BillingProfile | null } | null> {
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return null;
    return { organization, profile: await this.repo.billingProfile(organization.id) };
  }
}
