import type { ResumeDigestContent, ResumeDigestMailComposer } from '../../application/platform/resume-alerts/resume-alert-repository.port';
import type { OutgoingMail } from '../../domain/mail/mail';
import { translate, type Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A resume alert's digest (`resumeRecruiting.alerts.mail.*`): the new matching resumes with what their
 * anonymous card shows (desired position, place, occupations, skills) and a link each, the whole search,
 * the alert's edit page and the unsubscribe link. No name, photo or contact data is ever in it.
 */
export class MessageResumeDigestMailComposer implements ResumeDigestMailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  digest(to: string, content: ResumeDigestContent, locale: Locale): OutgoingMail {
    const t = (key: string, values: Record<string, string> = {}) => {
      const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
    };
    const items = content.resumes.map(({ card, link }) => ({
      title: card.headline || t('resumeRecruiting.search.noHeadline'),
      details: [card.desiredLocation, ...card.occupations.map((o) => translate(o.label, locale)), card.skills.slice(0, 5).join(', ')]
        .filter(Boolean)
        .join(' · '),
      link,
    }));
    const intro = t('resumeRecruiting.alerts.mail.intro', { site: content.siteName });
    const more = content.more ? t('resumeRecruiting.alerts.mail.more') : '';
    const search = t('resumeRecruiting.alerts.mail.search');
    const edit = t('resumeRecruiting.alerts.mail.edit');
    const unsubscribe = t('resumeRecruiting.alerts.mail.unsubscribe');
    const signature = t('accounts.mail.signature', { site: content.siteName });
    const text = [
      intro,
      ...items.map((i) => [i.title, i.details, i.link].filter(Boolean).join('\n')),
      more,
      `${search}:\n${content.searchLink}`,
      `${edit}:\n${content.editLink}`,
      `${unsubscribe}:\n${content.unsubscribeLink}`,
      signature,
    ]
      .filter(Boolean)
      .join('\n\n');
    const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#0b6e4f">${escapeHtml(label)}</a>`;
    const body = [
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      '<ul style="margin:0 0 16px;padding-left:20px">',
      ...items.map(
        (i) =>
          `<li style="margin:0 0 12px">${link(i.link, i.title)}${i.details ? `<br><span style="color:#555">${escapeHtml(i.details)}</span>` : ''}</li>`,
      ),
      '</ul>',
      more ? `<p style="margin:0 0 16px">${escapeHtml(more)}</p>` : '',
      `<p style="margin:0 0 16px">${link(content.searchLink, search)}</p>`,
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
      `<p style="margin:16px 0 0;font-size:13px;color:#555">${link(content.editLink, edit)} · ${link(content.unsubscribeLink, unsubscribe)}</p>`,
    ]
      .filter(Boolean)
      .join('\n');
    return {
      to,
      subject: t('resumeRecruiting.alerts.mail.subject', { count: String(items.length), site: content.siteName }),
      text: `${text}\n`,
      // The link opens a page that confirms; mail programs show it as their own unsubscribe button.
      headers: { 'List-Unsubscribe': `<${content.unsubscribeLink}>` },
      html: `<!doctype html>\n<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`,
    };
  }
}
