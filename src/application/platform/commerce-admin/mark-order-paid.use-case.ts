import { mayRunCommerce } from '../../../domain/commerce/commerce-staff';
import { checkMarkPaid, type MarkPaidProblem } from '../../../domain/commerce/staff-orders';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSitesFor, type StaffCommerceFailure } from './staff-commerce-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * Staff record that an order paid by invoice has been paid (the bank transfer arrived). The credits and
 * postings were granted when the order was placed, so paying changes the order's state and nothing
 * else. Who may is decided on the order's own site (its shop's staff), under the order's lock, and the
 * change is in the staff action log with it. An order of a site the actor does not run is NOT_FOUND,
 * like an unknown id, so ids reveal nothing.
 */
export class MarkOrderPaid {
  constructor(
    private readonly repo: CommerceAdminRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly orderId: string },
    ctx: RequestContext,
  ): Promise<Result<true, StaffCommerceFailure | 'NOT_FOUND' | MarkPaidProblem>> {
    // Without the shop on any site the role is refused before any order is looked at.
    const access = commerceSitesFor(ctx);
    if (typeof access === 'string') return err(access);
    const actor = ctx.actor;
    if (!isEntityId(input.orderId)) return err('NOT_FOUND');
    const now = this.clock.now();
    const result = await this.repo.markOrderPaid(
      input.orderId,
      now,
      (order) => (mayRunCommerce(actor, order.site) ? checkMarkPaid(order) : 'NOT_FOUND'),
      (site) => (before, after) =>
        staffEntry(actor, { siteKey: site, action: 'order.mark_paid', targetType: 'order', targetId: input.orderId, before, after }),
    );
    return result.ok ? ok(true) : err(result.code);
  }
}
