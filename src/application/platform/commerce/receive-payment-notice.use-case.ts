import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { CardPaymentSettlement, CommerceRepository } from './commerce-repository.port';
import { orderView } from './commerce-views';
import type { InvoiceFiles } from './invoice-files';
import type { OrderMailComposer } from './order-mail-composer.port';
import type { PaymentProvider } from './payment-provider.port';

export type PaymentNoticeAnswer =
  /** The signature did not hold (or card payment is off): nothing read, nothing changed. */
  | { readonly kind: 'refused' }
  /** A notice about nothing this board waits for. */
  | { readonly kind: 'ignored' }
  | { readonly kind: 'handled'; readonly settlement: CardPaymentSettlement['kind'] };

/**
 * A payment provider's notice (its webhook): only one whose signature proves the provider sent it is
 * read. A paid checkout settles the waiting order once — the notice's id and the order's state both
 * guard it, so a notice delivered twice, or two at once, books nothing twice; an expired or failed one
 * cancels the order, nothing booked. No session and no CSRF token: the signature is the authority.
 */
export class ReceivePaymentNotice {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly provider: PaymentProvider | null,
    private readonly mails: OrderMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly invoices: InvoiceFiles,
  ) {}

  async execute(input: { readonly payload: string; readonly signature: string }): Promise<PaymentNoticeAnswer> {
    if (!this.provider) return { kind: 'refused' };
    const notice = this.provider.readNotice(input.payload, input.signature);
    if (!notice) return { kind: 'refused' };
    if (notice.kind !== 'checkout' || notice.orderId === null || !/^\d{1,18}$/.test(notice.orderId)) return { kind: 'ignored' };

    const settlement = await this.repo.settleCardPayment(
      {
        eventId: notice.eventId,
        type: notice.type,
        orderId: notice.orderId,
        outcome: notice.outcome,
        amountTotalCents: notice.amountTotalCents,
        currency: notice.currency,
        now: this.clock.now(),
      },
      (paid) => {
        const site = this.sites.get(paid.site);
        const origin = site ? `https://${site.host}` : '';
        return this.mails.confirmation(
          orderView(paid, paid.locale),
          { name: site?.name ?? paid.site, link: `${origin}/my-products?order=${paid.id}` },
          paid.locale,
        );
      },
    );
    if (settlement.kind === 'paid') {
      try {
        await this.invoices.bytesOf(settlement.order);
      } catch {
        // The payment stands: an invoice whose file could not be written now is kept at its first download.
      }
    }
    return { kind: 'handled', settlement: settlement.kind };
  }
}
