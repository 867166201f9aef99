import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { ContactMailTemplate, ImportFailingMailTemplate, MailTemplate, OutgoingMail } from '../../domain/mail/mail';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

/*
 * Mail texts from the accounts messages (`accounts.mail.<kind>.*` in de, en-GB, fr; job alerts in
 * `alerts.mail.*`): a subject, a few paragraphs, and at most two links. Plain text first; the HTML alternative is the same text with the
 * links as buttons, every value escaped.
 */

interface Part {
  readonly paragraphs: readonly string[];
  readonly links: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

export class MessageMailComposer implements MailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  compose(to: string, template: MailTemplate, locale: Locale): OutgoingMail {
    if (template.kind === 'alert-confirm' || template.kind === 'alert-digest') return this.composeAlert(to, template, locale);
    if (template.kind === 'contact-message' || template.kind === 'contact-copy') return this.composeContact(to, template, locale);
    if (template.kind === 'import-failing') return this.composeImportFailing(to, template, locale);
    // The applications slice keeps its texts in its own message folder (`applications.mail.<kind>.*`).
    const feature = template.kind.startsWith('application-') ? 'applications' : 'accounts';
    const t = (key: string, values: Record<string, string> = {}) => this.text(locale, `${feature}.mail.${template.kind}.${key}`, values);
    const common = (key: string, values: Record<string, string> = {}) => this.text(locale, `accounts.mail.${key}`, values);
    const site = { site: template.siteName };
    let part: Part;
    switch (template.kind) {
      case 'verify-email':
        part = {
          paragraphs: [common('greetingName', { name: template.firstName }), t('intro', site), t('expiry')],
          links: [{ label: t('action'), href: template.link }],
        };
        break;
      case 'reset-password':
        part = {
          paragraphs: [common('greeting'), t('intro', site), t('expiry'), t('ignore')],
          links: [{ label: t('action'), href: template.link }],
        };
        break;
      case 'change-email':
        part = {
          paragraphs: [common('greeting'), t('intro', site), t('expiry'), t('ignore')],
          links: [{ label: t('action'), href: template.link }],
        };
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
          paragraphs: [
            common('greetingName', { name: template.firstName }),
            t('intro', values),
            template.link ? t('status') : t('noAccount'),
          ],
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
      subject: t(
        'subject',
        template.kind.startsWith('application-') ? { ...site, job: (template as { jobTitle: string }).jobTitle } : site,
      ),
      text: `${[...part.paragraphs, ...part.links.map((l) => `${labelled(locale, l.label)}\n${l.href}`), signature].join('\n\n')}\n`,
      html: html(locale, [...part.paragraphs], part.links, signature),
    };
  }

  /** Job alert mails (`alerts.mail.*`): the double opt-in, and the digest with its unsubscribe headers. */
  private composeAlert(
    to: string,
    template: Extract<MailTemplate, { kind: 'alert-confirm' | 'alert-digest' }>,
    locale: Locale,
  ): OutgoingMail {
    const t = (key: string, values: Record<string, string> = {}) => this.text(locale, `alerts.mail.${key}`, values);
    const signature = this.text(locale, 'accounts.mail.signature', { site: template.siteName });
    // An alert on the whole search (no words, no filters) is "all jobs".
    const site = { site: template.siteName, search: template.search || t('allJobs') };
    if (template.kind === 'alert-confirm') {
      const paragraphs = [
        this.text(locale, 'accounts.mail.greeting', {}),
        t('confirm.intro', { ...site, frequency: t(`frequency.${template.frequency}`) }),
        t('confirm.expiry'),
        t('confirm.ignore'),
      ];
      const links = [{ label: t('confirm.action'), href: template.link }];
      return {
        to,
        subject: t('confirm.subject', site),
        text: `${[...paragraphs, ...links.map((l) => `${labelled(locale, l.label)}\n${l.href}`), signature].join('\n\n')}\n`,
        html: html(locale, paragraphs, links, signature),
      };
    }
    const count = String(template.total);
    // The first digest counts from the alert's start, not from a "last e-mail" there never was.
    const introKey = template.first ? 'digest.firstIntro' : 'digest.intro';
    const intro = t(`${introKey}_${template.total === 1 ? 'one' : 'other'}`, { ...site, count });
    const jobText = template.jobs.map((j) => `${j.title}\n${[j.organization, j.place].filter(Boolean).join(', ')}\n${j.link}`);
    const more = template.total > template.jobs.length ? t('digest.more', { count: String(template.total - template.jobs.length) }) : null;
    const text = `${[
      intro,
      ...jobText,
      `${more ?? t('digest.seeAll')}:\n${template.searchLink}`,
      `${t('digest.why', site)}\n${t('digest.unsubscribe')}:\n${template.unsubscribeLink}`,
      signature,
    ].join('\n\n')}\n`;
    const items = template.jobs
      .map(
        (j) =>
          `<li style="margin:0 0 14px"><a href="${escapeHtml(j.link)}" style="color:#0b6e4f;font-weight:700">${escapeHtml(j.title)}</a><br><span style="color:#555">${escapeHtml([j.organization, j.place].filter(Boolean).join(', '))}</span></li>`,
      )
      .join('\n');
    const body = [
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      `<ul style="padding-left:18px;margin:0 0 16px">\n${items}\n</ul>`,
      `<p style="margin:0 0 16px"><a href="${escapeHtml(template.searchLink)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(more ?? t('digest.seeAll'))}</a></p>`,
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
      `<p style="margin:16px 0 0;font-size:12px;color:#777">${escapeHtml(t('digest.why', site))} <a href="${escapeHtml(template.unsubscribeLink)}" style="color:#555">${escapeHtml(t('digest.unsubscribe'))}</a></p>`,
    ].join('\n');
    return {
      to,
      subject: t(template.total === 1 ? 'digest.subject_one' : 'digest.subject_other', { ...site, count }),
      text,
      html: document(locale, body),
      // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the https URL.
      headers: { 'List-Unsubscribe': `<${template.oneClickLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /**
   * Contact form mails (`contact.mail.*`): the message to the site and the sender's copy. The visitor's
   * words go into the text as they are (escaped in the HTML); the subject line is built from a
   * one-line subject only (the domain refuses line breaks there).
   */
  private composeContact(to: string, template: ContactMailTemplate, locale: Locale): OutgoingMail {
    const t = (key: string, values: Record<string, string> = {}) => this.text(locale, `contact.mail.${key}`, values);
    const signature = this.text(locale, 'accounts.mail.signature', { site: template.siteName });
    const values = { site: template.siteName, name: template.name, subject: template.subject };
    const kind = template.kind === 'contact-message' ? 'message' : 'copy';
    const intro = template.kind === 'contact-message' ? t('message.intro', { ...values, email: template.email }) : t('copy.intro', values);
    const files =
      template.attachmentNames.length > 0 ? `${t('attachments')}\n${template.attachmentNames.map((n) => `- ${n}`).join('\n')}` : null;
    const subjectLine = `${labelled(locale, t('subjectLabel'))} ${template.subject}`;
    const paragraphs = [intro, subjectLine, template.body, ...(files ? [files] : [])];
    const text = `${[...paragraphs, ...(template.kind === 'contact-copy' ? [signature] : [])].join('\n\n')}\n`;
    const body = [
      ...paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`),
      ...(template.kind === 'contact-copy' ? [`<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`] : []),
    ].join('\n');
    return { to, subject: t(`${kind}.subject`, values), text, html: document(locale, body) };
  }

  /** The job import's mail to an organization's owner (`jobImport.mail.failing.*`) when its source keeps failing. */
  private composeImportFailing(to: string, template: ImportFailingMailTemplate, locale: Locale): OutgoingMail {
    const t = (key: string, values: Record<string, string> = {}) => this.text(locale, `jobImport.mail.failing.${key}`, values);
    const values = { site: template.siteName, importer: template.importerName, count: String(template.failedRuns) };
    const signature = this.text(locale, 'accounts.mail.signature', { site: template.siteName });
    const paragraphs = [
      this.text(locale, 'accounts.mail.greeting', {}),
      t('intro', values),
      `${labelled(locale, t('lastError'))} ${template.error}`,
      t('next'),
    ];
    const links = [{ label: t('action'), href: template.link }];
    return {
      to,
      subject: t('subject', values),
      text: `${[...paragraphs, ...links.map((l) => `${labelled(locale, l.label)}\n${l.href}`), signature].join('\n\n')}\n`,
      html: html(locale, paragraphs, links, signature),
    };
  }

  private text(locale: Locale, key: string, values: Record<string, string>): string {
    const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  }
}

/** A label before its value: French typography puts a narrow no-break space before the colon. */
const labelled = (locale: Locale, label: string): string => (locale === 'fr' ? `${label}\u202f:` : `${label}:`);

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(locale: Locale, paragraphs: string[], links: Part['links'], signature: string): string {
  const body = [
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
    ...links.map(
      (l) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(l.href)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(l.label)}</a><br><span style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(l.href)}</span></p>`,
    ),
    `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
  ].join('\n');
  return document(locale, body);
}

function document(locale: Locale, body: string): string {
  const lang = locale.slice(0, 2);
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`;
}
