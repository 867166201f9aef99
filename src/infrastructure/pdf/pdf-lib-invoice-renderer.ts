import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { CreditNoteRecord, OrderRecord } from '../../application/platform/commerce/commerce-repository.port';
import type { InvoiceRenderer } from '../../application/platform/commerce/invoice-renderer.port';
import { formatPrice } from '../../domain/commerce/money';
import { translate, type Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';
import { encodable } from './encodable-text';

/**
 * The invoice as an A4 PDF (pdf-lib, standard fonts), drawn from the stored order alone: the same order
 * gives the same document, years later, whatever the catalogue or the billing profile say by then. A
 * credit note is the same document cancelling it: its own title, number and date, the invoice it cancels
 * by number and date, and every amount negated.
 */
export class PdfLibInvoiceRenderer implements InvoiceRenderer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  render(order: OrderRecord, issuer: { name: string; host: string }, locale: Locale): Promise<Uint8Array> {
    return this.draw(order, null, issuer, locale);
  }

  renderCreditNote(
    order: OrderRecord,
    creditNote: CreditNoteRecord,
    issuer: { name: string; host: string },
    locale: Locale,
  ): Promise<Uint8Array> {
    return this.draw(order, creditNote, issuer, locale);
  }

  private async draw(
    order: OrderRecord,
    creditNote: CreditNoteRecord | null,
    issuer: { name: string; host: string },
    locale: Locale,
  ): Promise<Uint8Array> {
    const message = (key: string, values: Record<string, string>) => {
      const template = lookupMessage(this.messages[locale], key) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
    };
    const t = (key: string, values: Record<string, string> = {}) => message(`commerce.invoice.${key}`, values);
    const note = (key: string, values: Record<string, string> = {}) => message(`commerceCreditNote.pdf.${key}`, values);
    const date = (d: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(d);
    const price = (cents: number) => formatPrice(cents, order.currency, locale);
    // A credit note shows what the invoice showed, each amount negated.
    const sign = (cents: number) => (creditNote && cents !== 0 ? -cents : cents);
    const title = creditNote ? note('title') : t('title');
    const number = creditNote?.number ?? order.invoice.number;
    const issuedAt = creditNote?.issuedAt ?? order.invoice.issuedAt;
    const totals = creditNote?.totals ?? order.totals;

    const pdf = await PDFDocument.create();
    pdf.setTitle(`${title} ${number}`);
    pdf.setAuthor(issuer.name);
    pdf.setCreationDate(issuedAt);
    pdf.setModificationDate(issuedAt);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595.28, 841.89]);
    let y = 790;
    const write = (text: string, x: number, opts: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
      const font = opts.font ?? regular;
      const size = opts.size ?? 10;
      const safe = encodable(font, text);
      const at = opts.right ? x - font.widthOfTextAtSize(safe, size) : x;
      page.drawText(safe, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    };
    write(issuer.name, 50, { font: bold, size: 14 });
    write(issuer.host, 545, { right: true });
    y -= 40;
    write(t('customer'), 50, { font: bold });
    y -= 14;
    const b = order.billing;
    for (const line of [
      b.companyName,
      `${b.firstName} ${b.lastName}`,
      b.addressLine1,
      b.addressLine2,
      `${b.zip} ${b.locality}`,
      b.countryCode,
      b.vatNumber ? `${t('vatNumber')}: ${b.vatNumber}` : '',
    ].filter(Boolean)) {
      write(line, 50);
      y -= 13;
    }
    y -= 20;
    write(`${title} ${number}`, 50, { font: bold, size: 16 });
    y -= 20;
    write(`${creditNote ? note('number') : t('number')}: ${number}`, 50);
    write(`${creditNote ? note('date') : t('date')}: ${date(issuedAt)}`, 545, { right: true });
    y -= 14;
    if (creditNote) write(note('cancels', { invoice: order.invoice.number, date: date(order.invoice.issuedAt) }), 50);
    else write(`${t('due')}: ${date(order.invoice.dueAt)}`, 545, { right: true });
    y -= 30;
    write(t('position'), 50, { font: bold });
    write(t('quantity'), 330, { font: bold, right: true });
    write(t('unitPrice'), 440, { font: bold, right: true });
    write(t('amount'), 545, { font: bold, right: true });
    y -= 6;
    page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
    y -= 14;
    for (const line of order.lines) {
      write(translate(line.name, locale).slice(0, 48), 50);
      write(String(line.quantity), 330, { right: true });
      write(price(sign(line.unitNetCents)), 440, { right: true });
      write(price(sign(line.lineNetCents)), 545, { right: true });
      y -= 16;
    }
    page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.5 });
    y -= 6;
    const rate = String(totals.vatRatePercent);
    for (const [label, cents, font] of [
      [t('net'), totals.netCents, regular],
      [t('vat', { rate }), totals.vatCents, regular],
      [t('gross'), totals.grossCents, bold],
    ] as const) {
      write(label, 440, { right: true, font });
      write(price(cents), 545, { right: true, font });
      y -= 16;
    }
    y -= 20;
    write(t('vatNote', { rate }), 50, { size: 9 });
    y -= 14;
    if (creditNote) write(note('settlement', { invoice: order.invoice.number }), 50, { size: 9 });
    else write(order.paidAt ? t('paid', { date: date(order.paidAt) }) : t('payment', { date: date(order.invoice.dueAt) }), 50, { size: 9 });
    return pdf.save({ useObjectStreams: false });
  }
}
