import { type BillingField, type BillingProblem, checkBillingProfile } from '../../../domain/commerce/billing-profile';
import { type CartLine, type CartProblem, cartNetCents, priceCart } from '../../../domain/commerce/catalogue';
import { INVOICE_DUE_DAYS } from '../../../domain/commerce/invoice';
import { totalsOf } from '../../../domain/commerce/vat';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import { organizationFor } from './commerce-access';
import type { CommerceRepository, NewOrder, OrderRecord } from './commerce-repository.port';

/** What a checkout form submits, whatever the payment method. */
export interface OrderFormInput {
  readonly organizationId: string | null;
  readonly lines: readonly CartLine[];
  readonly billing: Readonly<Record<BillingField, string>>;
  /** The net sum the buyer saw and confirmed; another sum now means a price changed meanwhile. */
  readonly confirmedNetCents: number;
  /** One per filled-in checkout form. */
  readonly idempotencyKey: string;
}

export type DraftCode =
  | 'UNAUTHENTICATED'
  | 'NO_ORGANIZATION'
  | 'INVALID_KEY'
  | CartProblem
  | 'JOB_NOT_FOUND'
  | 'INVALID_BILLING'
  | 'PRICE_CHANGED';

export type DraftResult =
  /** The same key was ordered with before: that order, whatever the form says now. */
  | { readonly kind: 'earlier'; readonly order: OrderRecord | null; readonly orderId: string }
  | { readonly kind: 'new'; readonly order: NewOrder }
  | {
      readonly kind: 'refused';
      readonly code: DraftCode;
      readonly problems?: readonly BillingProblem[];
      readonly currentNetCents?: number;
    };

const KEY = /^[A-Za-z0-9_-]{16,80}$/;

/**
 * The checks every checkout makes before anything is written: a signed-in member of the organization,
 * a well-formed key not used by another organization, the cart priced from this site's catalogue, an
 * upgrade's job the organization's own, the billing profile, and the net sum the buyer confirmed.
 */
export async function draftOrder(repo: CommerceRepository, clock: Clock, input: OrderFormInput, ctx: RequestContext): Promise<DraftResult> {
  if (ctx.actor.kind !== 'user') return { kind: 'refused', code: 'UNAUTHENTICATED' };
  if (!KEY.test(input.idempotencyKey)) return { kind: 'refused', code: 'INVALID_KEY' };
  const organization = await organizationFor(repo, ctx, input.organizationId);
  if (!organization) return { kind: 'refused', code: 'NO_ORGANIZATION' };

  const earlier = await repo.orderKeyOwner(ctx.site, input.idempotencyKey);
  if (earlier) {
    return earlier.organizationId === organization.id
      ? { kind: 'earlier', orderId: earlier.orderId, order: await repo.orderByKey(ctx.site, input.idempotencyKey) }
      : { kind: 'refused', code: 'INVALID_KEY' };
  }

  const priced = priceCart(input.lines, await repo.products(ctx.site), ctx.site);
  if (!priced.ok) return { kind: 'refused', code: priced.code };
  for (const line of priced.value) {
    if (line.jobId !== null && !(await repo.jobBelongsTo(line.jobId, organization.id, ctx.site))) {
      return { kind: 'refused', code: 'JOB_NOT_FOUND' };
    }
  }
  const billing = checkBillingProfile(input.billing);
  if (!billing.ok) return { kind: 'refused', code: 'INVALID_BILLING', problems: billing.problems };
  const net = cartNetCents(priced.value);
  if (net !== input.confirmedNetCents) return { kind: 'refused', code: 'PRICE_CHANGED', currentNetCents: net };

  return {
    kind: 'new',
    order: {
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
      now: clock.now(),
      dueDays: INVOICE_DUE_DAYS,
    },
  };
}

/** The buyer's board origin when it is this site's host or a loopback one; else the site's own. */
export function boardOrigin(given: string, host: string): string {
  try {
    const url = new URL(given);
    if (url.hostname === host || url.hostname === 'localhost' || url.hostname === '127.0.0.1') return url.origin;
  } catch {
    // not an address: the site's own
  }
  return `https://${host}`;
}
