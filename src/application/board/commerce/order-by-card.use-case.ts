import type { BoardContext } from '../board-context';
import type { CardCheckoutAnswer, CardCheckoutRequest, CommerceGateway } from './commerce-gateway.port';

/** The checkout form's submit with card payment: the provider's page to send the buyer to, or refusal codes. */
export class OrderByCard {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(input: CardCheckoutRequest, ctx: BoardContext): Promise<CardCheckoutAnswer> {
    if (!ctx.token)
      return { orderId: null, status: null, paymentUrl: null, errors: ['UNAUTHENTICATED'], fieldErrors: [], currentNetCents: null };
    return this.gateway.startCardCheckout(input, ctx);
  }
}
