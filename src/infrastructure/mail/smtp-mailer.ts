import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from '../../application/platform/mail/mailer.port';
import type { OutgoingMail } from '../../domain/mail/mail';

/**
 * Sends over SMTP with nodemailer: `SMTP_URL` such as `smtp://relay:25` or `smtps://user:pass@host:465`
 * (nodemailer's URL options, e.g. `?tls.rejectUnauthorized=false`). One pooled transport per process.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
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
