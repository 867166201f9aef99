import type { TeamMailComposer } from '../../application/platform/organization-team/team-mail-composer.port';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { TeamRole } from '../../domain/organization/organization-team';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation to a recruiter team (`organizationTeam.mail.*`): who invites, where, as what, until when, and the link. */
export class MessageTeamMailComposer implements TeamMailComposer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  invitation(
    to: string,
    invitation: { readonly organizationName: string; readonly inviterName: string; readonly role: TeamRole; readonly expiresAt: Date },
    site: { readonly name: string; readonly link: string },
    locale: Locale,
  ): OutgoingMail {
    const t = (key: string, values: Record<string, string> = {}) => {
      const template = lookupMessage(this.messages[locale], key) ?? lookupMessage(this.messages.de, key) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
    };
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(invitation.expiresAt);
    const values = {
      organization: invitation.organizationName,
      inviter: invitation.inviterName,
      site: site.name,
      role: t(`organizationTeam.roles.${invitation.role}`),
    };
    const paragraphs = [
      t('accounts.mail.greeting'),
      t(invitation.inviterName ? 'organizationTeam.mail.intro' : 'organizationTeam.mail.introNoName', values),
      t(`organizationTeam.mail.role.${invitation.role}`),
      t('organizationTeam.mail.expiry', { until }),
      t('organizationTeam.mail.ignore'),
    ];
    const action = t('organizationTeam.mail.action');
    const signature = t('accounts.mail.signature', { site: site.name });
    const body = [
      ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
      `<p style="margin:0 0 16px"><a href="${escapeHtml(site.link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
    ].join('\n');
    return {
      to,
      subject: t('organizationTeam.mail.subject', values),
      text: `${[...paragraphs, `${action}:\n${site.link}`, signature].join('\n\n')}\n`,
      html: `<!doctype html>\n<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"></head><body style="font-family:Lato,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>\n`,
    };
  }
}
