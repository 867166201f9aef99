import type pg from 'pg';

/**
 * Runs `work` on one pooled client inside a transaction: commit when it returns, rollback when it throws
 * (the rollback's own failure is swallowed so the work's error is the one reported), and the client
 * always goes back to the pool. Every unit of work and multi-statement write uses this.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
