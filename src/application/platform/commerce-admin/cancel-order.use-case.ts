import { mayRunCommerce } from '../../../domain/commerce/commerce-staff';
import { creditNoteTotals, creditsToTakeBack } from '../../../domain/commerce/credit-note';
import { type CancelOrderProblem, cancelReason, checkCancelOrder } from '../../../domain/commerce/order-cancellation';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { orderView } from '../commerce/commerce-views';
import type { OrderMailComposer } from '../commerce/order-mail-composer.port';
import { boardOrigin } from '../commerce/order-draft';
import type { SiteDirectory } from '../site/site-directory.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSitesFor, type StaffCommerceFailure } from './staff-commerce-access';
import { isEntityId } from '../../../domain/shared/entity-id';

export type CancelOrderFailure =
  | StaffCommerceFailure
  | 'NOT_FOUND'
  | CancelOrderProblem
  | 'REASON_REQUIRED'
  | 'REASON_TOO_LONG'
  | 'CREDITS_ALREADY_SPENT';

/**
 * Staff cancel an invoiced order: a credit note of the site's own series cancels the invoice with its
 * amounts negated, the credits the order granted leave the ledger (all of them or, when some were spent,
 * none: the cancellation is refused), a subscription the order started ends now, the upgrades it bought
 * end now (or, still to come, are withdrawn), the order is cancelled and its buyer is mailed in the
 * order's language — one transaction under the order's lock, logged with it. Who may is decided on the
 * order's own site; another site's order is NOT_FOUND like an unknown id, so ids reveal nothing.
 */
export class CancelOrder {
  constructor(
    private readonly repo: CommerceAdminRepository,
    private readonly clock: Clock,
    private readonly mails: OrderMailComposer,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(
    input: { readonly orderId: string; readonly reason: string },
    ctx: RequestContext,
  ): Promise<Result<{ creditNoteId: string; creditNoteNumber: string }, CancelOrderFailure>> {
    // Without the shop on any site the role is refused before any order is looked at.
    const access = commerceSitesFor(ctx);
    if (typeof access === 'string') return err(access);
    const actor = ctx.actor;
    if (actor.kind !== 'user' || !isEntityId(input.orderId)) return err('NOT_FOUND');
    const reason = cancelReason(input.reason);
    if (!reason.ok) return err(reason.code);
    const result = await this.repo.cancelOrder(
      { orderId: input.orderId, now: this.clock.now(), reason: reason.reason, by: actor.userId },
      (order) => {
        if (!mayRunCommerce(actor, order.site)) return { ok: false, code: 'NOT_FOUND' as const };
        const refused = checkCancelOrder({ status: order.status, invoiced: order.invoice !== null });
        if (refused !== null || order.invoice === null) return { ok: false, code: refused ?? 'NOT_INVOICED' };
        const takeBack = creditsToTakeBack(order.granted, order.balances);
        if (!takeBack.ok) return { ok: false, code: takeBack.problem.code };
        return { ok: true, totals: creditNoteTotals(order.invoice.totals), takeBack: takeBack.entries };
      },
      (site) => (before, after) =>
        staffEntry(actor, { siteKey: site, action: 'order.cancel', targetType: 'order', targetId: input.orderId, before, after }),
      (cancelled) => {
        // Checkout always keeps a billing address; an order written another way may lack one and still be cancelled, unmailed.
        if (!cancelled.billing.email) return null;
        const site = this.sites.get(cancelled.site);
        return this.mails.cancellation(
          orderView(cancelled, cancelled.locale),
          {
            name: site?.name ?? cancelled.site,
            link: `${boardOrigin('', site?.host ?? '')}/my-products?order=${cancelled.id}`,
          },
          cancelled.locale,
        );
      },
    );
    return result.ok ? ok({ creditNoteId: result.creditNote.id, creditNoteNumber: result.creditNote.number }) : err(result.code);
  }
}
