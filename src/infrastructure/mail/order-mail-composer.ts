import type { OrderView } from '../../application/platform/commerce/commerce-views';
import type { OrderMailComposer } from '../../application/platform/commerce/order-mail-composer.port';
import { formatPrice } from '../../domain/commerce/money';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The order's mails (`commerce.mail.*`). The confirmation: what was bought, the totals and the due date,
 * and a link to the invoice on the board. The cancellation: the credit note's number and amount and what
 * the cancellation took back. No PDF attached: invoices and credit notes stay behind sign-in, with the
 * organization.
 */
export class MessageOrderMailComposer implements OrderMailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  confirmation(order: OrderView, site: { name: string; link: string }, locale: Locale): OutgoingMail {
    const t = this.translator(locale);
    const price = (cents: number) => formatPrice(cents, order.currency, locale);
    const dateOf = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
    const due = dateOf(order.invoice.dueAt);
    const lines = order.lines.map((l) => `${l.quantity} × ${l.name}: ${price(l.lineNetCents)}`);
    const paragraphs = [
      `${t('accounts.mail.greeting')} ${t('commerce.mail.intro', { site: site.name })}`,
      lines.join('\n'),
      // Paid by card before the invoice was issued: the mail says so instead of a due date.
      t(order.paidAt ? 'commerce.mail.totalPaid' : 'commerce.mail.total', {
        gross: price(order.grossCents),
        net: price(order.netCents),
        vat: price(order.vatCents),
        rate: String(order.vatRatePercent),
        due,
        paid: order.paidAt ? dateOf(order.paidAt) : '',
      }),
      t('commerce.checkout.vatNote'),
    ];
    return this.mail(order.billing.email, t('commerce.mail.subject', { site: site.name, number: order.invoice.number }), paragraphs, {
      action: t('commerce.mail.action'),
      link: site.link,
      signature: t('accounts.mail.signature', { site: site.name }),
      locale,
    });
  }

  cancellation(order: OrderView, site: { name: string; link: string }, locale: Locale): OutgoingMail {
    const t = this.translator(locale);
    const note = order.creditNote;
    if (!note) throw new Error('a cancellation mail needs the order’s credit note');
    const paragraphs = [
      `${t('accounts.mail.greeting')} ${t('commerce.mail.cancelled.intro', { site: site.name, invoice: order.invoice.number })}`,
      t('commerce.mail.cancelled.creditNote', {
        number: note.number,
        invoice: order.invoice.number,
        gross: formatPrice(Math.abs(note.grossCents), order.currency, locale),
      }),
      t('commerce.mail.cancelled.effects'),
    ];
    return this.mail(order.billing.email, t('commerce.mail.cancelled.subject', { site: site.name, number: note.number }), paragraphs, {
      action: t('commerce.mail.cancelled.action'),
      link: site.link,
      signature: t('accounts.mail.signature', { site: site.name }),
      locale,
    });
  }

  private translator(locale: Locale): (key: string, values?: Record<string, string>) => string {
    return (key, values = {}) => {
      const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
    };
  }

  /** Paragraphs, a button to the board and the signature, as text and as HTML. */
  private mail(
    to: string,
    subject: string,
    paragraphs: readonly string[],
    { action, link, signature, locale }: { action: string; link: string; signature: string; locale: Locale },
  ): OutgoingMail {
    const body = [
      ...paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`),
      `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
    ].join('\n');
    return {
      to,
      subject,
      text: `${[...paragraphs, `${action}:\n${link}`, signature].join('\n\n')}\n`,
      html: `<!doctype html>\n<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`,
    };
  }
}
