import type { Currency } from './money';
import { err, ok, type Result } from '../shared/result';

/**
 * What a site sells. Job ad bundles give job posting units (one unit publishes one job for the bundle's
 * runtime); upgrades put a chosen job on top or featured for their runtime; resume-contact packs give
 * resume-contact credits; subscriptions give job slots and resume-contact slots for a period.
 */
export const PRODUCT_KINDS = ['job_bundle', 'upgrade', 'resume_credits', 'subscription'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const UPGRADE_KINDS = ['top', 'featured'] as const;
export type UpgradeKind = (typeof UPGRADE_KINDS)[number];

export interface Product {
  readonly id: string;
  readonly site: string;
  readonly kind: ProductKind;
  /** Name per locale (de always present). */
  readonly name: { readonly de: string; readonly 'en-GB'?: string; readonly fr?: string };
  readonly netCents: number;
  readonly currency: Currency;
  /** Job bundles: postings; resume-contact packs: contacts; otherwise 0. */
  readonly units: number;
  /** Job bundles: how long a job bought with it stays online; upgrades: how long the emphasis lasts; subscriptions: the period. */
  readonly runtimeDays: number;
  readonly upgradeKind: UpgradeKind | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
  readonly active: boolean;
}

/** At most this many of one product per order: more is a typing slip, not a purchase. */
export const MAX_QUANTITY = 50;
/** At most this many lines per cart. */
export const MAX_CART_LINES = 10;

export interface CartLine {
  readonly productId: string;
  readonly quantity: number;
  /** Upgrades: the job the upgrade is for. */
  readonly jobId?: string | null;
}

export type CartProblem = 'EMPTY_CART' | 'INVALID_QUANTITY' | 'TOO_MANY_LINES' | 'UNKNOWN_PRODUCT' | 'JOB_REQUIRED';

export interface PricedLine {
  readonly product: Product;
  readonly quantity: number;
  readonly jobId: string | null;
  readonly unitNetCents: number;
  readonly lineNetCents: number;
}

/**
 * The cart checked against this site's active catalogue: quantities whole and between 1 and
 * MAX_QUANTITY, products of this site only (another site's product is unknown here), an upgrade names
 * its job. Lines of the same product (and job) are merged.
 */
export function priceCart(lines: readonly CartLine[], catalogue: readonly Product[], site: string): Result<PricedLine[], CartProblem> {
  if (lines.length === 0) return err('EMPTY_CART');
  if (lines.length > MAX_CART_LINES) return err('TOO_MANY_LINES');
  const merged = new Map<string, PricedLine>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) return err('INVALID_QUANTITY');
    const product = catalogue.find((p) => p.id === line.productId && p.site === site && p.active);
    if (!product) return err('UNKNOWN_PRODUCT');
    const jobId = product.kind === 'upgrade' ? (line.jobId ?? null) : null;
    if (product.kind === 'upgrade' && !jobId) return err('JOB_REQUIRED');
    const key = `${product.id}:${jobId ?? ''}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_QUANTITY) return err('INVALID_QUANTITY');
    merged.set(key, { product, quantity, jobId, unitNetCents: product.netCents, lineNetCents: product.netCents * quantity });
  }
  return ok([...merged.values()]);
}

/** What the buyer confirmed: the net sum of the cart they saw. A different sum now means a price changed. */
export const cartNetCents = (lines: readonly PricedLine[]): number => lines.reduce((sum, l) => sum + l.lineNetCents, 0);
