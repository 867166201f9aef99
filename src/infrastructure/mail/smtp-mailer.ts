import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from '../../application/platform/mail/mailer.port';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { SiteConfig } from '../../domain/site/site-config';

/** The sender a site's mails carry unless MAIL_FROM says otherwise: `"<site name>" <no-reply@<site host>>`. */
export function defaultMailFrom(site: Pick<SiteConfig, 'name' | 'host'>): string {
  return `"${site.name.replace(/"/g, '')}" <no-reply@${site.host.replace(/:\d+$/, '')}>`;
}

/**
 * Sends over SMTP with nodemailer: `SMTP_URL` such as `smtp://relay:25` or `smtps://user:pass@host:465`
 * (nodemailer's URL options, e.g. `?tls.rejectUnauthorized=false`). One pooled transport per process.
 * `from` gives the sender for the site a mail was queued for (null: a row queued without one).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: (site: string | null) => string;

  constructor(smtpUrl: string, from: string | ((site: string | null) => string)) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = typeof from === 'string' ? () => from : from;
  }

  async send(mail: OutgoingMail, site: string | null = null): Promise<void> {
    await this.transport.sendMail({
      from: this.from(site),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: { ...mail.headers } } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.attachments && mail.attachments.length > 0
        ? {
            attachments: mail.attachments.map((a) => ({
              filename: a.fileName,
              contentType: a.contentType,
              content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
            })),
          }
        : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
