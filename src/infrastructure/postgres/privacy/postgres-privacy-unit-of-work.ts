import type pg from 'pg';
import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import type { PrivacyTransaction, PrivacyUnitOfWork } from '../../../application/platform/privacy/privacy-unit-of-work.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import type { Queryable } from '../accounts/queryable';
import { PostgresAccountErasure } from './postgres-account-erasure';
import { inTransaction } from '../in-transaction';

/** How a feature's personal data source is made for a given connection (pool, or a transaction's client). */
export type PersonalDataSourceFactory = (db: Queryable) => PersonalDataSource;

/** One PostgreSQL transaction per account deletion, with every feature's source bound to it. */
export class PostgresPrivacyUnitOfWork implements PrivacyUnitOfWork {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sources: readonly PersonalDataSourceFactory[],
  ) {}

  run<T>(work: (tx: PrivacyTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({
        erasure: new PostgresAccountErasure(client),
        sources: this.sources.map((make) => make(client)),
        outbox: new PostgresMailOutbox(client),
      }),
    );
  }
}
