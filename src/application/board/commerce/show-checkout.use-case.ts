import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import { MAX_QUANTITY } from '../../../domain/commerce/catalogue';
import { totalsOf, type Totals } from '../../../domain/commerce/vat';
import type { BoardContext } from '../board-context';
import type { BoardProduct, BoardUpgradableJob, CommerceGateway } from './commerce-gateway.port';

export interface CheckoutView {
  readonly product: BoardProduct;
  readonly quantity: number;
  /** The job an upgrade goes to, when one of `jobs` was asked for (the picker's choice). */
  readonly jobId: string | null;
  /** For an upgrade, the organization's live jobs to pick from (none: nothing to upgrade); else null. */
  readonly jobs: readonly BoardUpgradableJob[] | null;
  readonly totals: Totals;
  readonly organizationName: string;
  readonly billing: BillingProfile | null;
  /** Whether the site takes cards (Stripe Checkout) besides invoices. */
  readonly cardPayment: boolean;
}

export type CheckoutPage =
  | { readonly kind: 'ready'; readonly checkout: CheckoutView }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'no-organization' }
  | { readonly kind: 'unknown-product' }
  | { readonly kind: 'invalid-quantity' };

/**
 * /checkout?product=&quantity=&job=: the cart of one product priced, with the saved billing profile to
 * prefill; an upgrade with the organization's live jobs to pick from (`job` preselects one of them).
 */
export class ShowCheckout {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(
    input: { readonly productId: string; readonly quantity: number; readonly jobId: string | null },
    ctx: BoardContext,
  ): Promise<CheckoutPage> {
    if (!ctx.token) return { kind: 'sign-in' };
    const [products, billing, methods] = await Promise.all([
      this.gateway.products(ctx),
      this.gateway.billingProfile(ctx),
      this.gateway.paymentMethods(ctx),
    ]);
    if (!billing) return { kind: 'no-organization' };
    const product = products.find((p) => p.id === input.productId);
    if (!product) return { kind: 'unknown-product' };
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) return { kind: 'invalid-quantity' };
    const jobs = product.kind === 'upgrade' ? ((await this.gateway.upgradableJobs(ctx)) ?? []) : null;
    return {
      kind: 'ready',
      checkout: {
        product,
        quantity: input.quantity,
        jobId: jobs?.some((j) => j.id === input.jobId) ? input.jobId : null,
        jobs,
        totals: totalsOf([product.netCents * input.quantity]),
        organizationName: billing.organizationName,
        billing: billing.profile,
        cardPayment: methods.includes('stripe'),
      },
    };
  }
}
