import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import { MAX_QUANTITY } from '../../../domain/commerce/catalogue';
import { totalsOf, type Totals } from '../../../domain/commerce/vat';
import type { BoardContext } from '../board-context';
import type { BoardProduct, CommerceGateway } from './commerce-gateway.port';

export interface CheckoutView {
  readonly product: BoardProduct;
  readonly quantity: number;
  readonly jobId: string | null;
  readonly totals: Totals;
  readonly organizationName: string;
  readonly billing: BillingProfile | null;
}

export type CheckoutPage =
  | { readonly kind: 'ready'; readonly checkout: CheckoutView }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'no-organization' }
  | { readonly kind: 'unknown-product' }
  | { readonly kind: 'invalid-quantity' };

/** /checkout?product=&quantity=: the cart of one product priced, with the saved billing profile to prefill. */
export class ShowCheckout {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(
    input: { readonly productId: string; readonly quantity: number; readonly jobId: string | null },
    ctx: BoardContext,
  ): Promise<CheckoutPage> {
    if (!ctx.token) return { kind: 'sign-in' };
    const [products, billing] = await Promise.all([this.gateway.products(ctx), this.gateway.billingProfile(ctx)]);
    if (!billing) return { kind: 'no-organization' };
    const product = products.find((p) => p.id === input.productId);
    if (!product) return { kind: 'unknown-product' };
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) return { kind: 'invalid-quantity' };
    return {
      kind: 'ready',
      checkout: {
        product,
        quantity: input.quantity,
        jobId: input.jobId,
        totals: totalsOf([product.netCents * input.quantity]),
        organizationName: billing.organizationName,
        billing: billing.profile,
      },
    };
  }
}
