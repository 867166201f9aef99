import type pg from 'pg';
import type { SocialTransaction, SocialUnitOfWork } from '../../../application/platform/social/social-unit-of-work.port';
import { PostgresAccountStore } from '../accounts/postgres-account-store';
import { PostgresSessionStore } from '../accounts/postgres-session-store';
import { PostgresSocialAccountStore } from './postgres-social-account-store';
import { inTransaction } from '../in-transaction';

/** One PostgreSQL transaction per social sign-in: link, new account and session commit together. */
export class PostgresSocialUnitOfWork implements SocialUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: SocialTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({
        accounts: new PostgresAccountStore(client),
        sessions: new PostgresSessionStore(client),
        social: new PostgresSocialAccountStore(client),
      }),
    );
  }
}
