import type { RequestContext } from '../../../domain/shared/request-context';
import { organizationFor } from './commerce-access';
import type { CommerceRepository } from './commerce-repository.port';
import { orderView, type OrderView } from './commerce-views';

/** The organization's orders with their invoices, newest first; null for someone who is no member. */
export class ListOrders {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(
    input: { readonly organizationId: string | null; readonly limit: number; readonly offset: number },
    ctx: RequestContext,
  ): Promise<{ orders: OrderView[]; total: number } | null> {
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return null;
    const { rows, total } = await this.repo.orders(organization.id, input.limit, input.offset);
    return { orders: rows.map((o) => orderView(o, ctx.locale)), total };
  }
}
