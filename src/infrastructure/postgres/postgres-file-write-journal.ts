import type pg from 'pg';

/**
 * The `file_writes` journal. `record` runs on a pool of its own: a request records while its transaction
 * holds a connection of the main pool, and with every main connection held that way, waiting for another
 * one would never end.
 */
export class PostgresFileWriteJournal {
  constructor(private readonly pool: pg.Pool) {}

  end(): Promise<void> {
    return this.pool.end();
  }

  async record(key: string): Promise<void> {
    await this.pool.query('insert into file_writes (key) values ($1) on conflict (key) do update set written_at = now()', [key]);
  }

  async release(keys: readonly string[]): Promise<void> {
    await this.pool.query('delete from file_writes where key = any($1)', [keys]);
  }

  /**
   * Hands the keys older than the grace period to `remove` (the file's deletion) and drops their rows,
   * a batch at a time; rows another host is sweeping are skipped. Returns how many files went.
   */
  async sweep(graceMs: number, remove: (key: string) => Promise<void>, batch = 100): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const stale = await client.query<{ key: string }>(
        `select key from file_writes where written_at < now() - make_interval(secs => $1 / 1000.0)
         order by written_at limit $2 for update skip locked`,
        [graceMs, batch],
      );
      const keys = stale.rows.map((row) => row.key);
      for (const key of keys) await remove(key);
      if (keys.length > 0) await client.query('delete from file_writes where key = any($1)', [keys]);
      await client.query('commit');
      return keys.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Inside the transaction that records the files' owners: their journal rows go with its commit. */
export async function settleFileWrites(client: pg.PoolClient, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await client.query('delete from file_writes where key = any($1)', [keys]);
}
