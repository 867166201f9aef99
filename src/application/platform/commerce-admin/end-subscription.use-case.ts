import { mayRunCommerce } from '../../../domain/commerce/commerce-staff';
import { cancelReason } from '../../../domain/commerce/order-cancellation';
import { checkEndEarly, type EndEarlyProblem } from '../../../domain/commerce/subscription';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSitesFor, type StaffCommerceFailure } from './staff-commerce-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * Staff end an organization's subscription early, with a reason: subscriptions are fixed periods that
 * never renew, so this is the cancellation there is. It ends now; its job and resume-contact slots
 * follow from the dates as always. Decided on the subscription's own site under its lock and logged in
 * the same transaction; another site's subscription is NOT_FOUND like an unknown id.
 */
export class EndSubscription {
  constructor(
    private readonly repo: CommerceAdminRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly subscriptionId: string; readonly reason: string },
    ctx: RequestContext,
  ): Promise<Result<true, StaffCommerceFailure | 'NOT_FOUND' | EndEarlyProblem | 'REASON_REQUIRED' | 'REASON_TOO_LONG'>> {
    const access = commerceSitesFor(ctx);
    if (typeof access === 'string') return err(access);
    const actor = ctx.actor;
    if (!isEntityId(input.subscriptionId)) return err('NOT_FOUND');
    const reason = cancelReason(input.reason);
    if (!reason.ok) return err(reason.code);
    const now = this.clock.now();
    const result = await this.repo.endSubscription(
      { subscriptionId: input.subscriptionId, now, reason: reason.reason },
      (s) => (mayRunCommerce(actor, s.site) ? checkEndEarly(s, now) : 'NOT_FOUND'),
      (site) => (before, after) =>
        staffEntry(actor, {
          siteKey: site,
          action: 'subscription.end_early',
          targetType: 'subscription',
          targetId: input.subscriptionId,
          before,
          after,
        }),
    );
    return result.ok ? ok(true) : err(result.code);
  }
}
