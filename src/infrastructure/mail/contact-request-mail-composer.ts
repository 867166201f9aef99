import type {
  ContactRequestMailComposer,
  ResumeOwnerContact,
} from '../../application/platform/resume-contacts/resume-contact-repository.port';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The resume owner's notice of a contact request (`resumeRecruiting.mail.*`): which organization asks,
 * its message, until when the owner may answer, and a link to the dashboard where they decide.
 */
export class MessageContactRequestMailComposer implements ContactRequestMailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  newRequest(
    to: ResumeOwnerContact,
    request: { readonly organizationName: string; readonly message: string; readonly expiresAt: Date },
    site: { readonly name: string; readonly link: string },
    locale: Locale,
  ): OutgoingMail {
    const t = (key: string, values: Record<string, string> = {}) => {
      const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
    };
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(request.expiresAt);
    const paragraphs = [
      t('resumeRecruiting.mail.greeting', { name: to.firstName }),
      t('resumeRecruiting.mail.intro', { organization: request.organizationName, site: site.name }),
      request.message,
      t('resumeRecruiting.mail.decide', { until }),
    ];
    const action = t('resumeRecruiting.mail.action');
    const signature = t('accounts.mail.signature', { site: site.name });
    const body = [
      ...paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`),
      `<p style="margin:0 0 16px"><a href="${escapeHtml(site.link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
    ].join('\n');
    return {
      to: to.email,
      subject: t('resumeRecruiting.mail.subject', { organization: request.organizationName, site: site.name }),
      text: `${[...paragraphs, `${action}:\n${site.link}`, signature].join('\n\n')}\n`,
      html: `<!doctype html>\n<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`,
    };
  }
}
