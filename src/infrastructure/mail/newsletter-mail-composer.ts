import type {
  NewsletterIssueMail,
  NewsletterMailComposer,
  NewsletterMailLink,
} from '../../application/platform/newsletter/newsletter-mail-composer.port';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BUTTON = 'display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px';

/** The plain-text version of the sanitized body: paragraphs and list items on lines of their own, entities read. */
function plainText(html: string): string {
  return html
    .replace(/<\s*(br)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '- ')
    .replace(/<\/\s*(p|h[1-6]|li|ul|ol|blockquote|tr)\s*>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Newsletter mails (`newsletter.mail.*`): the double opt-in link, in the shape of the alert
 * confirmation, and an issue — the staff's sanitized text, the picked jobs and posts as links, and on
 * every subscriber's mail an unsubscribe link and RFC 8058's List-Unsubscribe headers.
 */
export class MessageNewsletterMailComposer implements NewsletterMailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  confirmation(to: string, mail: { readonly siteName: string; readonly link: string }, locale: Locale): OutgoingMail {
    const t = this.t(locale);
    const site = { site: mail.siteName };
    const paragraphs = [
      t('accounts.mail.greeting'),
      t('newsletter.mail.confirm.intro', site),
      t('newsletter.mail.confirm.expiry'),
      t('newsletter.mail.confirm.ignore'),
    ];
    const action = t('newsletter.mail.confirm.action');
    const signature = t('accounts.mail.signature', site);
    const body = [
      ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
      `<p style="margin:0 0 16px"><a href="${escapeHtml(mail.link)}" style="${BUTTON}">${escapeHtml(action)}</a><br><span style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(mail.link)}</span></p>`,
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
    ].join('\n');
    return {
      to,
      subject: t('newsletter.mail.confirm.subject', site),
      text: `${[...paragraphs, `${action}:\n${mail.link}`, signature].join('\n\n')}\n`,
      html: document(locale, body),
    };
  }

  issue(to: string, mail: NewsletterIssueMail, locale: Locale): OutgoingMail {
    const t = this.t(locale);
    const site = { site: mail.siteName };
    const signature = t('accounts.mail.signature', site);
    const section = (heading: string, items: readonly NewsletterMailLink[]) =>
      items.length === 0
        ? { text: null, html: null }
        : {
            text: `${heading}\n\n${items.map((i) => `${i.title}${i.detail ? `\n${i.detail}` : ''}\n${i.link}`).join('\n\n')}`,
            html: `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(heading)}</h2>\n<ul style="padding-left:18px;margin:0 0 16px">\n${items
              .map(
                (i) =>
                  `<li style="margin:0 0 12px"><a href="${escapeHtml(i.link)}" style="color:#0b6e4f;font-weight:700">${escapeHtml(i.title)}</a>${
                    i.detail ? `<br><span style="color:#555">${escapeHtml(i.detail)}</span>` : ''
                  }</li>`,
              )
              .join('\n')}\n</ul>`,
          };
    const jobs = section(t('newsletter.mail.issue.jobs'), mail.jobs);
    const posts = section(t('newsletter.mail.issue.posts'), mail.posts);
    const why = t('newsletter.mail.issue.why', site);
    const unsubscribe = t('newsletter.mail.issue.unsubscribe');
    const testNote = mail.test ? t('newsletter.mail.issue.testNote') : null;
    const text = [
      ...(testNote ? [testNote] : []),
      plainText(mail.bodyHtml),
      ...(jobs.text ? [jobs.text] : []),
      ...(posts.text ? [posts.text] : []),
      signature,
      ...(mail.unsubscribeLink ? [`${why}\n${unsubscribe}:\n${mail.unsubscribeLink}`] : []),
    ].join('\n\n');
    // The body is sanitized HTML (filtered format) already; every other value is escaped here.
    const html = [
      ...(testNote ? [`<p style="margin:0 0 16px;padding:8px;background:#fff4e5">${escapeHtml(testNote)}</p>`] : []),
      `<div style="margin:0 0 16px">${mail.bodyHtml}</div>`,
      ...(jobs.html ? [jobs.html] : []),
      ...(posts.html ? [posts.html] : []),
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
      ...(mail.unsubscribeLink
        ? [
            `<p style="margin:16px 0 0;font-size:12px;color:#777">${escapeHtml(why)} <a href="${escapeHtml(mail.unsubscribeLink)}" style="color:#555">${escapeHtml(unsubscribe)}</a></p>`,
          ]
        : []),
    ].join('\n');
    return {
      to,
      subject: mail.test ? `${t('newsletter.mail.issue.testPrefix')} ${mail.subject}` : mail.subject,
      text: `${text}\n`,
      html: document(locale, html),
      ...(mail.oneClickLink
        ? // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the https URL.
          { headers: { 'List-Unsubscribe': `<${mail.oneClickLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    };
  }

  private t(locale: Locale) {
    return (key: string, values: Record<string, string> = {}): string => {
      const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
    };
  }
}

function document(locale: Locale, body: string): string {
  return `<!doctype html>\n<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`;
}
