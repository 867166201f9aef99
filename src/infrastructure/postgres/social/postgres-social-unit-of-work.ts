import type pg from 'pg';
import type { SocialTransaction, SocialUnitOfWork } from '../../../application/platform/social/social-unit-of-work.port';
import { PostgresAccountStore } from '../accounts/postgres-account-store';
import { PostgresSessionStore } from '../accounts/postgres-session-store';
import { PostgresSocialAccountStore } from './postgres-social-account-store';

/** One PostgreSQL transaction per social sign-in: link, new account and session commit together. */
export class PostgresSocialUnitOfWork implements SocialUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  async run<T>(work: (tx: SocialTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({ accounts: new PostgresAccountStore(client), sessions: new PostgresSessionStore(client), social: new PostgresSocialAccountStore(client) });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
