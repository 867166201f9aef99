import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type {
  CommerceAdminRepository,
  CreditAdjustmentRecord,
  OpenSubscriptionRecord,
  OrganizationCredits,
} from './commerce-admin-repository.port';
import { commerceSiteFor, type StaffCommerceFailure } from './staff-commerce-access';

/**
 * The credits page: one organization's balances and not yet ended subscriptions on this site (when one
 * is asked for) and the site's latest adjustments.
 */
export class ShowOrganizationCredits {
  constructor(
    private readonly repo: CommerceAdminRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly organizationId: string | null },
    ctx: RequestContext,
  ): Promise<
    Result<
      { credits: OrganizationCredits[] | null; subscriptions: OpenSubscriptionRecord[]; adjustments: CreditAdjustmentRecord[] },
      StaffCommerceFailure | 'NOT_FOUND'
    >
  > {
    const access = commerceSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    const credits = input.organizationId === null ? null : await this.repo.organizationCredits(input.organizationId, access.site);
    if (input.organizationId !== null && credits === null) return err('NOT_FOUND');
    const subscriptions =
      input.organizationId === null ? [] : await this.repo.openSubscriptions(input.organizationId, access.site, this.clock.now());
    return ok({ credits, subscriptions, adjustments: await this.repo.recentAdjustments(access.site, 20) });
  }
}
