import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { MailTemplate, OutgoingMail } from '../../domain/mail/mail';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

/*
 * Mail texts from the accounts messages (`accounts.mail.<kind>.*` in de, en-GB, fr): a subject, a few
 * paragraphs, and at most two links. Plain text first; the HTML alternative is the same text with the
 * links as buttons, every value escaped.
 */

interface Part {
  readonly paragraphs: readonly string[];
  readonly links: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

export class MessageMailComposer implements MailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  compose(to: string, template: MailTemplate, locale: Locale): OutgoingMail {
    // The applications slice keeps its texts in its own message folder (`applications.mail.<kind>.*`).
    const feature = template.kind.startsWith('application-') ? 'applications' : 'accounts';
    const t = (key: string, values: Record<string, string> = {}) => this.text(locale, `${feature}.mail.${template.kind}.${key}`, values);
    const common = (key: string, values: Record<string, string> = {}) => this.text(locale, `accounts.mail.${key}`, values);
    const site = { site: template.siteName };
    let part: Part;
    switch (template.kind) {
      case 'verify-email':
        part = { paragraphs: [common('greetingName', { name: template.firstName }), t('intro', site), t('expiry')], links: [{ label: t('action'), href: template.link }] };
        break;
      case 'reset-password':
        part = { paragraphs: [common('greeting'), t('intro', site), t('expiry'), t('ignore')], links: [{ label: t('action'), href: template.link }] };
        break;
      case 'change-email':
        part = { paragraphs: [common('greeting'), t('intro', site), t('expiry'), t('ignore')], links: [{ label: t('action'), href: template.link }] };
        break;
      case 'already-registered':
        part = {
          paragraphs: [common('greeting'), t('intro', site), t('ignore')],
          links: [
            { label: t('login'), href: template.loginLink },
            { label: t('reset'), href: template.resetLink },
          ],
        };
        break;
      case 'password-changed':
        part = { paragraphs: [common('greeting'), t('intro', site), t('notYou')], links: [] };
        break;
      case 'application-received': {
        // No attachments and no applicant data beyond the name: the link leads to the board, behind sign-in.
        const values = { ...site, job: template.jobTitle, name: template.applicantName };
        part = { paragraphs: [common('greeting'), t('intro', values), t('signIn')], links: [{ label: t('action'), href: template.link }] };
        break;
      }
      case 'application-confirmation': {
        const values = { ...site, job: template.jobTitle, organization: template.organizationName };
        part = {
          paragraphs: [common('greetingName', { name: template.firstName }), t('intro', values), template.link ? t('status') : t('noAccount')],
          links: template.link ? [{ label: t('action'), href: template.link }] : [],
        };
        break;
      }
      case 'account-deleted':
        part = { paragraphs: [common('greeting'), t('intro', site), t('files'), t('notYou')], links: [] };
        break;
    }
    const signature = common('signature', site);
    return {
      to,
      subject: t('subject', template.kind.startsWith('application-') ? { ...site, job: (template as { jobTitle: string }).jobTitle } : site),
      text: [...part.paragraphs, ...part.links.map((l) => `${l.label}:\n${l.href}`), signature].join('\n\n') + '\n',
      html: html(locale, [...part.paragraphs], part.links, signature),
    };
  }

  private text(locale: Locale, key: string, values: Record<string, string>): string {
    const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  }
}

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(locale: Locale, paragraphs: string[], links: Part['links'], signature: string): string {
  const lang = locale.slice(0, 2);
  const body = [
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`),
    ...links.map(
      (l) =>
        `<p style="margin:0 0 16px"><a href="${escape(l.href)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escape(l.label)}</a><br><span style="font-size:12px;color:#555;word-break:break-all">${escape(l.href)}</span></p>`,
    ),
    `<p style="margin:24px 0 0;color:#555">${escape(signature)}</p>`,
  ].join('\n');
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`;
}
