import type { MailOutbox } from '../mail/mail-outbox.port';

export interface ContactTransaction {
  readonly outbox: MailOutbox;
}

/** One transaction: the message to the site and the sender's copy are queued together or not at all. */
export interface ContactUnitOfWork {
  run<T>(work: (tx: ContactTransaction) => Promise<T>): Promise<T>;
}
