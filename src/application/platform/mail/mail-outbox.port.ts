import type { OutgoingMail } from '../../../domain/mail/mail';

/** Queues a mail; inside an AccountTransaction it is sent only once the transaction commits. */
export interface MailOutbox {
  /**
   * `site` is the key of the site the mail speaks for: its name and address become the sender, whichever
   * worker delivers the row.
   */
  enqueue(mail: OutgoingMail, site: string): Promise<void>;
}
