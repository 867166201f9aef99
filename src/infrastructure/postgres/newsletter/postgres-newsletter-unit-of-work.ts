import type pg from 'pg';
import type { NewsletterTransaction, NewsletterUnitOfWork } from '../../../application/platform/newsletter/newsletter-repository.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { inTransaction } from '../in-transaction';
import { PostgresNewsletterRepository } from './postgres-newsletter-repository';

/** One PostgreSQL transaction per `run`: subscription or issue changes and the mails they cause commit together. */
export class PostgresNewsletterUnitOfWork implements NewsletterUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: NewsletterTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({ newsletter: new PostgresNewsletterRepository(client), outbox: new PostgresMailOutbox(client) }),
    );
  }
}
