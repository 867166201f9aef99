import type pg from 'pg';
import type { ContactTransaction, ContactUnitOfWork } from '../../../application/platform/contact/contact-unit-of-work.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { inTransaction } from '../in-transaction';

/** One PostgreSQL transaction per `run`: the contact form's mails (and their files) commit together. */
export class PostgresContactUnitOfWork implements ContactUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: ContactTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) => work({ outbox: new PostgresMailOutbox(client) }));
  }
}
