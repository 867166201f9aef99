import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import type { ProductKind } from '../../../domain/commerce/catalogue';
import type { CreditType } from '../../../domain/commerce/credits';
import { CREDIT_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../../domain/commerce/labels';
import { availableJobSlots, resumeContactUsage, subscriptionStatus, type ResumeContactUsage } from '../../../domain/commerce/subscription';
import { translate, type Locale } from '../../../domain/shared/locale';
import type { OrderRecord, SubscriptionRecord } from './commerce-repository.port';

/** getCredits' entries. */
export interface CreditBalanceView {
  readonly amount: number;
  readonly label: string;
  readonly organizationName: string;
  readonly type: CreditType;
  readonly frontend: string;
}

export const creditView = (
  b: { site: string; type: CreditType; amount: number },
  organizationName: string,
  locale: Locale,
): CreditBalanceView => ({
  amount: b.amount,
  label: translate(CREDIT_LABELS[b.type], locale),
  organizationName,
  type: b.type,
  frontend: b.site,
});

/** getSubscriptions' entries. */
export interface SubscriptionView {
  readonly id: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly label: string;
  readonly organizationName: string;
  readonly availableJobSlots: number;
  readonly usageResumeContactSlots: ResumeContactUsage;
  readonly status: { readonly label: string; readonly value: string };
  readonly type: string;
  readonly frontend: string;
  readonly product: { readonly id: string; readonly name: string } | null;
  readonly absoluteUrl: string;
}

export function subscriptionView(s: SubscriptionRecord, now: Date, locale: Locale, origin: string): SubscriptionView {
  const status = subscriptionStatus(s, now);
  const name = translate(s.productName, locale);
  return {
    id: s.id,
    startDate: s.startsAt.toISOString(),
    endDate: s.endsAt.toISOString(),
    label: name,
    organizationName: s.organizationName,
    availableJobSlots: availableJobSlots(s, s.jobsUsingSlots, now),
    usageResumeContactSlots: resumeContactUsage(s, s.resumeContactsInUse, now),
    status: { label: translate(SUBSCRIPTION_STATUS_LABELS[status], locale), value: status },
    type: 'subscription',
    frontend: s.site,
    product: s.productId ? { id: s.productId, name } : null,
    absoluteUrl: `${origin}/my-products#subscription-${s.id}`,
  };
}

export interface OrderView {
  readonly id: string;
  readonly site: string;
  readonly status: OrderRecord['status'];
  readonly organizationName: string;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
  readonly vatRatePercent: number;
  readonly currency: 'EUR';
  readonly billing: BillingProfile;
  readonly lines: ReadonlyArray<{
    readonly kind: ProductKind;
    readonly name: string;
    readonly quantity: number;
    readonly unitNetCents: number;
    readonly lineNetCents: number;
    readonly jobId: string | null;
  }>;
  readonly invoice: { readonly id: string; readonly number: string; readonly issuedAt: string; readonly dueAt: string };
  /** The credit note that cancelled the invoice, its gross negative. */
  readonly creditNote: { readonly id: string; readonly number: string; readonly issuedAt: string; readonly grossCents: number } | null;
}

export const orderView = (o: OrderRecord, locale: Locale): OrderView => ({
  id: o.id,
  site: o.site,
  status: o.status,
  organizationName: o.organizationName,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  netCents: o.totals.netCents,
  vatCents: o.totals.vatCents,
  grossCents: o.totals.grossCents,
  vatRatePercent: o.totals.vatRatePercent,
  currency: o.currency,
  billing: o.billing,
  lines: o.lines.map((l) => ({ ...l, name: translate(l.name, locale) })),
  invoice: {
    id: o.invoice.id,
    number: o.invoice.number,
    issuedAt: o.invoice.issuedAt.toISOString(),
    dueAt: o.invoice.dueAt.toISOString(),
  },
  creditNote: o.creditNote
    ? {
        id: o.creditNote.id,
        number: o.creditNote.number,
        issuedAt: o.creditNote.issuedAt.toISOString(),
        grossCents: o.creditNote.totals.grossCents,
      }
    : null,
});
