import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { CardPaymentPage } from '../../application/board/commerce/show-card-payment.use-case';
import type { CheckoutPage } from '../../application/board/commerce/show-checkout.use-case';
import type { MyProducts } from '../../application/board/commerce/show-my-products.use-case';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/** /my-products: credits, subscriptions, orders, catalogue; null for guests (the page sends them to sign in). */
export const loadMyProducts = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<MyProducts | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const loaded = await b.showMyProducts.execute(undefined, ctx);
    if (loaded?.creditsError || loaded?.subscriptionsError)
      b.logger.warn({ requestId: ctx.requestId }, 'credits or subscriptions unavailable');
    return loaded;
  });

/**
 * /checkout: the cart of one product, priced, with the billing profile to prefill, and a fresh
 * idempotency key for this form (a retried or double submit of it makes one order).
 */
export const loadCheckout = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      productId: z.string().max(20),
      quantity: z.number(),
      jobId: z.string().regex(ENTITY_ID).nullable(),
    }),
  )
  .handler(async ({ data }): Promise<{ page: CheckoutPage; idempotencyKey: string }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const page = await b.showCheckout.execute({ productId: data.productId, quantity: data.quantity, jobId: data.jobId }, ctx);
    return { page, idempotencyKey: crypto.randomUUID().replace(/-/g, '') };
  });

export interface PostingOffer {
  /** Job ads bundles and subscriptions of this site. */
  readonly products: MyProducts['products'];
  /** Job ads left on this site; null when the balance could not be loaded. */
  readonly jobUnits: number | null;
}

/** The bundles step on a site that charges for postings: what to buy and what is left; null where posting is free. */
export const loadPostingOffer = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<PostingOffer | null> => {
    const b = await board();
    if (!b.site.features.paidPosting) return null;
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const mine = await b.showMyProducts.execute(undefined, ctx);
    if (!mine) return null;
    const units = mine.credits?.find((c) => c.frontend === b.site.key && c.type === 'job_posting')?.amount;
    return {
      products: mine.products.filter((p) => p.kind === 'job_bundle' || p.kind === 'subscription'),
      jobUnits: units ?? (mine.credits ? 0 : null),
    };
  });

/** /checkout/paid?order=: where the order's card payment stands (the provider sends the buyer here). */
export const loadCardPayment = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ orderId: z.string().max(20) }))
  .handler(async ({ data }): Promise<CardPaymentPage> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showCardPayment.execute({ orderId: data.orderId }, ctx);
  });
