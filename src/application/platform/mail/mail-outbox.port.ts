import type { OutgoingMail } from '../../../domain/mail/mail';

/** Queues a mail; inside an AccountTransaction it is sent only once the transaction commits. */
export interface MailOutbox {
  enqueue(mail: OutgoingMail): Promise<void>;
}
