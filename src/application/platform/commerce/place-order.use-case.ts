import { type BillingField, type BillingProblem, checkBillingProfile } from '../../../domain/commerce/billing-profile';
import { type CartLine, type CartProblem, cartNetCents, priceCart } from '../../../domain/commerce/catalogue';
import { INVOICE_DUE_DAYS } from '../../../domain/commerce/invoice';
import { totalsOf } from '../../../domain/commerce/vat';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { organizationFor } from './commerce-access';
import type { CommerceRepository } from './commerce-repository.port';
import type { InvoiceFiles } from './invoice-files';
import { orderView, type OrderView } from './commerce-views';
import type { OrderMailComposer } from './order-mail-composer.port';

export interface PlaceOrderInput {
  readonly organizationId: string | null;
  readonly lines: readonly CartLine[];
  readonly billing: Readonly<Record<BillingField, string>>;
  /** The net sum the buyer saw and confirmed; another sum now means a price changed meanwhile. */
  readonly confirmedNetCents: number;
  /** One per filled-in checkout form. */
  readonly idempotencyKey: string;
  readonly paymentMethod: 'invoice';
  /** Where the buyer's board is (the mail's link); only a loopback origin or the site's host is taken. */
  readonly origin: string;
}

export type PlaceOrderCode =
  | 'UNAUTHENTICATED'
  | 'NO_ORGANIZATION'
  | 'INVALID_KEY'
  | CartProblem
  | 'JOB_NOT_FOUND'
  | 'INVALID_BILLING'
  | 'PRICE_CHANGED';

export type PlaceOrderResult =
  | { readonly ok: true; readonly order: OrderView; readonly replayed: boolean }
  | {
      readonly ok: false;
      readonly code: PlaceOrderCode;
      readonly problems?: readonly BillingProblem[];
      /** PRICE_CHANGED: today's net sum, to show and confirm again. */
      readonly currentNetCents?: number;
    };

const KEY = /^[A-Za-z0-9_-]{16,80}$/;

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
    if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
    if (!KEY.test(input.idempotencyKey)) return { ok: false, code: 'INVALID_KEY' };
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return { ok: false, code: 'NO_ORGANIZATION' };

    const earlier = await this.repo.orderByKey(ctx.site, input.idempotencyKey);
    if (earlier) {
      return earlier.organizationId === organization.id
        ? { ok: true, order: orderView(earlier, ctx.locale), replayed: true }
        : { ok: false, code: 'INVALID_KEY' };
    }

    const priced = priceCart(input.lines, await this.repo.products(ctx.site), ctx.site);
    if (!priced.ok) return { ok: false, code: priced.code };
    for (const line of priced.value) {
      if (line.jobId !== null && !(await this.repo.jobBelongsTo(line.jobId, organization.id, ctx.site))) {
        return { ok: false, code: 'JOB_NOT_FOUND' };
      }
    }
    const billing = checkBillingProfile(input.billing);
    if (!billing.ok) return { ok: false, code: 'INVALID_BILLING', problems: billing.problems };
    const net = cartNetCents(priced.value);
    if (net !== input.confirmedNetCents) return { ok: false, code: 'PRICE_CHANGED', currentNetCents: net };

    const site = this.sites.get(ctx.site);
    const siteName = site?.name ?? ctx.site;
    const origin = this.originFor(input.origin, site?.host ?? '');
    const { order, replayed } = await this.repo.placeOrder(
      {
        organizationId: organization.id,
        site: ctx.site,
        placedBy: ctx.actor.userId,
        idempotencyKey: input.idempotencyKey,
        billing: billing.value,
        totals: totalsOf(priced.value.map((l) => l.lineNetCents)),
        locale: ctx.locale,
        lines: priced.value.map((l) => ({
          productId: l.product.id,
          kind: l.product.kind,
          name: l.product.name,
          quantity: l.quantity,
          unitNetCents: l.unitNetCents,
          lineNetCents: l.lineNetCents,
          units: l.product.units,
          runtimeDays: l.product.runtimeDays,
          upgradeKind: l.product.upgradeKind,
          jobSlots: l.product.jobSlots,
          resumeContactSlots: l.product.resumeContactSlots,
          jobId: l.jobId,
        })),
        now: this.clock.now(),
        dueDays: INVOICE_DUE_DAYS,
      },
      (placed) =>
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

  private originFor(given: string, host: string): string {
    try {
      const url = new URL(given);
      if (url.hostname === host || url.hostname === 'localhost' || url.hostname === '127.0.0.1') return url.origin;
    } catch {
      // not an address: the site's own
    }
    return `https://${host}`;
  }
}
