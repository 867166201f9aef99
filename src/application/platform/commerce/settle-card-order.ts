import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { CardPaymentNotice, CardPaymentSettlement, CommerceRepository } from './commerce-repository.port';
import { orderView } from './commerce-views';
import type { InvoiceFiles } from './invoice-files';
import type { OrderMailComposer } from './order-mail-composer.port';

/**
 * Settles a card order on what the provider says about its payment, whoever learnt it (the provider's
 * notice, or the sweep asking after a notice that never came): paid — grants booked, invoice numbered as
 * paid, confirmation queued, all in one transaction, then the invoice's file kept — or cancelled. The
 * order's state guards it, so whichever comes second (a late notice after the sweep, a notice delivered
 * twice) changes nothing.
 */
export class SettleCardOrder {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly mails: OrderMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly invoices: InvoiceFiles,
  ) {}

  async execute(notice: Omit<CardPaymentNotice, 'now'>): Promise<CardPaymentSettlement> {
    const settlement = await this.repo.settleCardPayment({ ...notice, now: this.clock.now() }, (paid) => {
      const site = this.sites.get(paid.site);
      const origin = site ? `https://${site.host}` : '';
      return this.mails.confirmation(
        orderView(paid, paid.locale),
        { name: site?.name ?? paid.site, link: `${origin}/my-products?order=${paid.id}` },
        paid.locale,
      );
    });
    if (settlement.kind === 'paid') {
      try {
        await this.invoices.bytesOf(settlement.order);
      } catch {
        // The payment stands: an invoice whose file could not be written now is kept at its first download.
      }
    }
    return settlement;
  }
}
