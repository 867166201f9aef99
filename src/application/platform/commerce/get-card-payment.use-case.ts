import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { CardOrderRecord, CommerceRepository } from './commerce-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface CardPaymentView {
  readonly orderId: string;
  readonly status: CardOrderRecord['status'];
  readonly grossCents: number;
  readonly invoiceNumber: string | null;
}

/**
 * Where an order's card payment stands, for the page the buyer returns to: members of the ordering
 * organization (and staff) only; anybody else, like an unknown id, gets null.
 */
export class GetCardPayment {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(input: { readonly orderId: string }, ctx: RequestContext): Promise<CardPaymentView | null> {
    if (ctx.actor.kind !== 'user' || !isEntityId(input.orderId)) return null;
    const order = await this.repo.cardOrder(input.orderId);
    if (!order || order.site !== ctx.site) return null;
    if (!mayManageSection(ctx.actor, 'commerce', ctx.site)) {
      const mine = await this.repo.memberOrganizations(ctx.actor.userId);
      if (order.organizationId === null || !mine.some((o) => o.id === order.organizationId)) return null;
    }
    return { orderId: order.id, status: order.status, grossCents: order.totals.grossCents, invoiceNumber: order.invoiceNumber };
  }
}
