import type { BoardContext } from '../board-context';
import type { BoardCardPayment, CommerceGateway } from './commerce-gateway.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export type CardPaymentPage =
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'ready'; readonly payment: BoardCardPayment };

/**
 * The page the payment provider sends the buyer back to: whether the provider's notice has arrived
 * (paid, with the invoice), not yet (being confirmed), or the payment was cancelled.
 */
export class ShowCardPayment {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(input: { readonly orderId: string }, ctx: BoardContext): Promise<CardPaymentPage> {
    if (!ctx.token) return { kind: 'sign-in' };
    if (!isEntityId(input.orderId)) return { kind: 'not-found' };
    const payment = await this.gateway.cardPayment(input.orderId, ctx);
    return payment ? { kind: 'ready', payment } : { kind: 'not-found' };
  }
}
