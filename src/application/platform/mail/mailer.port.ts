import type { OutgoingMail } from '../../../domain/mail/mail';

/**
 * Hands one mail to the mail system (SMTP); throws when it was not accepted. `site` is the key of the site
 * the mail was queued for (its sender); null for mails queued without one, which go out as this worker's site.
 */
export interface Mailer {
  send(mail: OutgoingMail, site: string | null): Promise<void>;
}
