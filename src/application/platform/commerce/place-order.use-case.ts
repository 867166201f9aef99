import type { BillingProblem } from '../../../domain/commerce/billing-profile';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { CommerceRepository } from './commerce-repository.port';
import type { InvoiceFiles } from './invoice-files';
import { orderView, type OrderView } from './commerce-views';
import { boardOrigin, type DraftCode, draftOrder, type OrderFormInput } from './order-draft';
import type { OrderMailComposer } from './order-mail-composer.port';

export interface PlaceOrderInput extends OrderFormInput {
  readonly paymentMethod: 'invoice';
  /** Where the buyer's board is (the mail's link); only a loopback origin or the site's host is taken. */
  readonly origin: string;
}

export type PlaceOrderCode = DraftCode;

export type PlaceOrderResult =
  | { readonly ok: true; readonly order: OrderView; readonly replayed: boolean }
  | {
      readonly ok: false;
      readonly code: PlaceOrderCode;
      readonly problems?: readonly BillingProblem[];
      /** PRICE_CHANGED: today's net sum, to show and confirm again. */
      readonly currentNetCents?: number;
    };

/**
 * Checkout by invoice (the B2B default): the cart priced from this site's catalogue, the billing profile
 * checked, German VAT, and — only when the buyer confirmed exactly today's net sum — one transaction
 * that writes the order, numbers its invoice, saves the billing profile, grants what was bought and
 * queues the confirmation; then the invoice's PDF is kept. Fulfilled at once, due in 14 days; staff mark it paid. The same key again
 * answers the first order, whatever the form says now.
 */
export class PlaceOrder {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly mails: OrderMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly invoices: InvoiceFiles,
  ) {}

  async execute(input: PlaceOrderInput, ctx: RequestContext): Promise<PlaceOrderResult> {
    const draft = await draftOrder(this.repo, this.clock, input, ctx);
    if (draft.kind === 'refused') return { ok: false, ...draft };
    if (draft.kind === 'earlier') {
      // A key first used for a card payment is not an invoice order.
      return draft.order ? { ok: true, order: orderView(draft.order, ctx.locale), replayed: true } : { ok: false, code: 'INVALID_KEY' };
    }
    const site = this.sites.get(ctx.site);
    const siteName = site?.name ?? ctx.site;
    const origin = boardOrigin(input.origin, site?.host ?? '');
    const { order, replayed } = await this.repo.placeOrder(draft.order, (placed) =>
      this.mails.confirmation(
        orderView(placed, ctx.locale),
        { name: siteName, link: `${origin}/my-products?order=${placed.id}` },
        ctx.locale,
      ),
    );
    if (!replayed) {
      try {
        await this.invoices.bytesOf(order);
      } catch {
        // The order stands: an invoice whose file could not be written now is kept at its first download.
      }
    }
    return { ok: true, order: orderView(order, ctx.locale), replayed };
  }
}
