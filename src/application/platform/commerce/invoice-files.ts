import type { FileStore } from '../files/file-store.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { CommerceRepository, CreditNoteRecord, OrderRecord } from './commerce-repository.port';
import type { InvoiceRenderer } from './invoice-renderer.port';

/**
 * An invoice is a document issued once: its PDF is rendered when the order is placed, in the order's
 * language, kept in the file store, and every download answers those bytes — a price, an address or
 * the template changed later must not change an invoice already sent. An invoice without a kept file
 * (issued before files were kept, or its write failed) is rendered and kept at its first download;
 * when two requests race there, the first file recorded wins and the other is removed.
 */
export class InvoiceFiles {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly renderer: InvoiceRenderer,
    private readonly store: FileStore,
    private readonly sites: SiteDirectory,
  ) {}

  async bytesOf(order: OrderRecord): Promise<Uint8Array> {
    if (order.invoice.fileKey) {
      const kept = await this.store.read(order.invoice.fileKey);
      if (kept) return kept;
    }
    const site = this.sites.get(order.site);
    const pdf = await this.renderer.render(order, { name: site?.name ?? order.site, host: site?.host ?? '' }, order.locale);
    if (order.invoice.fileKey) return pdf;
    // A key of its own per attempt: a racing attempt never overwrites the file that was recorded.
    const key = `invoices/${order.site}/${order.invoice.id}-${crypto.randomUUID()}.pdf`;
    await this.store.write(key, pdf);
    if (await this.repo.keepInvoiceFile(order.invoice.id, key)) return pdf;
    await this.store.delete(key);
    const recorded = (await this.repo.orderOfInvoice(order.invoice.id))?.invoice.fileKey;
    return (recorded ? await this.store.read(recorded) : null) ?? pdf;
  }

  /**
   * A credit note's PDF, drawn from what was stored when it was issued — the order's own copy of lines,
   * billing address and invoice, and the note's number, date and negated amounts — so every download
   * shows the same figures.
   */
  async creditNoteBytesOf(order: OrderRecord, creditNote: CreditNoteRecord): Promise<Uint8Array> {
    const site = this.sites.get(order.site);
    return this.renderer.renderCreditNote(order, creditNote, { name: site?.name ?? order.site, host: site?.host ?? '' }, order.locale);
  }
}
