import type { BoardContext } from '../board-context';
import type { CommerceGateway, OrderAnswer, OrderRequest } from './commerce-gateway.port';

/** The checkout form's submit: pay by invoice. Refusals come back as codes for the form to show. */
export class OrderByInvoice {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(input: OrderRequest, ctx: BoardContext): Promise<OrderAnswer> {
    if (!ctx.token) return { order: null, replayed: false, errors: ['UNAUTHENTICATED'], fieldErrors: [], currentNetCents: null };
    return this.gateway.placeOrder(input, ctx);
  }
}
