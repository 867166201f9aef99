import type { BoardContext } from '../board-context';
import type {
  CommerceAdminGateway,
  CreditAdjustmentInput,
  SaveProductAnswer,
  StaffCatalogue,
  StaffCredits,
  StaffOrderFilterInput,
  StaffOrders,
  StaffProductInput,
} from './commerce-admin-gateway.port';

/**
 * The staff's shop pages (/admin/commerce, /admin/commerce/orders): the catalogue, credit adjustments
 * and the orders of the staff member's sites. Who may do what is
 * the platform's decision (its answers carry UNAUTHENTICATED / FORBIDDEN / NOT_FOUND); the pages turn
 * those into a sign-in or a not-found page.
 */
export class RunCommerceDesk {
  constructor(private readonly gateway: CommerceAdminGateway) {}

  catalogue(ctx: BoardContext): Promise<StaffCatalogue> {
    return this.gateway.catalogue(ctx);
  }

  saveProduct(input: StaffProductInput, ctx: BoardContext): Promise<SaveProductAnswer> {
    return this.gateway.saveProduct(input, ctx);
  }

  setProductActive(id: string, active: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.gateway.setProductActive(id, active, ctx);
  }

  credits(organizationId: string | null, ctx: BoardContext): Promise<StaffCredits> {
    return this.gateway.credits(organizationId, ctx);
  }

  adjustCredits(
    input: CreditAdjustmentInput,
    ctx: BoardContext,
  ): Promise<{ readonly balance: number | null; readonly errors: readonly string[] }> {
    return this.gateway.adjustCredits(input, ctx);
  }

  orders(filter: StaffOrderFilterInput, ctx: BoardContext): Promise<StaffOrders> {
    return this.gateway.orders(filter, ctx);
  }

  markOrderPaid(orderId: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.gateway.markOrderPaid(orderId, ctx);
  }

  cancelOrder(
    orderId: string,
    reason: string,
    ctx: BoardContext,
  ): Promise<{ readonly creditNoteNumber: string | null; readonly errors: readonly string[] }> {
    return this.gateway.cancelOrder(orderId, reason, ctx);
  }

  endSubscription(subscriptionId: string, reason: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.gateway.endSubscription(subscriptionId, reason, ctx);
  }
}
