import type pg from 'pg';
import { pendingWrites, settled } from '../files/file-write-scope';
import { settleFileWrites } from './postgres-file-write-journal';

/**
 * Runs `work` on one pooled client inside a transaction: commit when it returns, rollback when it throws
 * (the rollback's own failure is swallowed so the work's error is the one reported), and the client
 * always goes back to the pool. Every unit of work and multi-statement write uses this. The journal rows
 * of files the request stored so far go with the commit: the rows that own them commit in this
 * transaction or already have.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    const stored = pendingWrites();
    await settleFileWrites(client, stored);
    await client.query('commit');
    settled(stored);
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
