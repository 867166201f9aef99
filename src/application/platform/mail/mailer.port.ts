import type { OutgoingMail } from '../../../domain/mail/mail';

/** Hands one mail to the mail system (SMTP); throws when it was not accepted. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
