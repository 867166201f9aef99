import type { BoardContext } from '../board-context';
import type {
  BoardCreditBalance,
  BoardOrder,
  BoardProduct,
  BoardSubscription,
  BoardUnpaidCardOrder,
  CommerceGateway,
} from './commerce-gateway.port';

export interface MyProducts {
  readonly organizationName: string | null;
  /** null with `creditsError` when loading failed (the page shows the credits alert). */
  readonly credits: readonly BoardCreditBalance[] | null;
  readonly creditsError: boolean;
  readonly subscriptions: readonly BoardSubscription[];
  readonly subscriptionsTotal: number;
  /** Failure to load (the page shows the subscription alert), and errors the answer carried (listed). */
  readonly subscriptionsError: boolean;
  readonly subscriptionErrors: readonly string[];
  readonly orders: readonly BoardOrder[];
  /** Card orders awaiting their payment or cancelled (no invoice: listed apart from the orders). */
  readonly unpaidOrders: readonly BoardUnpaidCardOrder[];
  readonly products: readonly BoardProduct[];
}

/**
 * /my-products: balances, subscriptions, orders with invoices, card orders not paid, and the catalogue. Each block loads on
 * its own, so one failing leaves the others standing with its alert. Guests ask nothing: null.
 */
export class ShowMyProducts {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(_input: undefined, ctx: BoardContext): Promise<MyProducts | null> {
    if (!ctx.token) return null;
    const [credits, subscriptions, orders, unpaid, products] = await Promise.allSettled([
      this.gateway.credits(ctx),
      this.gateway.subscriptions(ctx),
      this.gateway.orders(ctx),
      this.gateway.unpaidCardOrders(ctx),
      this.gateway.products(ctx),
    ]);
    const creditList = credits.status === 'fulfilled' ? credits.value : null;
    const subs = subscriptions.status === 'fulfilled' ? subscriptions.value : null;
    return {
      organizationName: creditList?.[0]?.organizationName ?? subs?.subscriptions[0]?.organizationName ?? null,
      credits: creditList,
      creditsError: credits.status === 'rejected',
      subscriptions: subs?.subscriptions ?? [],
      subscriptionsTotal: subs?.total ?? 0,
      subscriptionsError: subscriptions.status === 'rejected',
      subscriptionErrors: subs?.errors.filter((e) => e !== 'NOT_FOUND') ?? [],
      orders: orders.status === 'fulfilled' ? (orders.value?.orders ?? []) : [],
      unpaidOrders: unpaid.status === 'fulfilled' ? (unpaid.value ?? []) : [],
      products: products.status === 'fulfilled' ? products.value : [],
    };
  }
}
