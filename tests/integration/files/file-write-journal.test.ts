import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFileWriteScope } from '../../../src/infrastructure/files/file-write-scope';
import { JournaledFileStore } from '../../../src/infrastructure/files/journaled-file-store';
import { LocalFileStore } from '../../../src/infrastructure/files/local-file-store';
import { inTransaction } from '../../../src/infrastructure/postgres/in-transaction';
import { createPool } from '../../../src/infrastructure/postgres/pool';
import { PostgresFileWriteJournal } from '../../../src/infrastructure/postgres/postgres-file-write-journal';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * A file is stored before the row that owns it commits. The journal must end up empty whenever the
 * request ends (committed or rolled back), and keep exactly the files of a request that never ended, a
 * killed worker, which the sweep then removes.
 */
describe('the file-write journal and the orphan sweep (real PostgreSQL, real disk)', () => {
  let db: TestDatabase;
  let journal: PostgresFileWriteJournal;
  const root = mkdtempSync(join(tmpdir(), 'jobboard-journal-'));
  const disk = new LocalFileStore(join(root, 'files'));
  let store: JournaledFileStore;
  const bytes = new TextEncoder().encode('%PDF-1.7 Lebenslauf');
  const release = (keys: string[]) => journal.release(keys);
  // What a killed worker does at the end of its request: nothing.
  const killed = async () => undefined;

  const journaled = async () => (await db.pool.query<{ key: string }>('select key from file_writes order by key')).rows.map((r) => r.key);
  const owners = async () => (await db.pool.query<{ key: string }>('select key from owner order by key')).rows.map((r) => r.key);

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query('create table owner (key text primary key)');
    journal = new PostgresFileWriteJournal(createPool(db.url, { max: 2 }));
    store = new JournaledFileStore(disk, journal);
  });
  afterAll(async () => {
    await journal.end();
    await db.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('a file stored inside the transaction that records its owner leaves no journal row and is never swept', async () => {
    await inFileWriteScope(
      () =>
        inTransaction(db.pool, async (client) => {
          await store.write('applications/1/cv.pdf', bytes);
          await client.query('insert into owner values ($1)', ['applications/1/cv.pdf']);
        }),
      killed,
    );
    expect(await journaled()).toEqual([]);
    expect(await journal.sweep(0, (key) => store.delete(key))).toBe(0);
    expect(await disk.read('applications/1/cv.pdf')).not.toBeNull();
  });

  it('a file stored before its owner’s transaction is settled by that commit too', async () => {
    await inFileWriteScope(async () => {
      await store.write('gallery/2/photo.webp', bytes);
      await inTransaction(db.pool, (client) => client.query('insert into owner values ($1)', ['gallery/2/photo.webp']));
    }, killed);
    expect(await journaled()).toEqual([]);
  });

  it('a rolled-back request that removes what it stored leaves nothing behind', async () => {
    await expect(
      inFileWriteScope(async () => {
        try {
          await inTransaction(db.pool, async (client) => {
            await store.write('applications/3/cv.pdf', bytes);
            await client.query('insert into owner values ($1)', ['applications/1/cv.pdf']); // duplicate: fails
          });
        } catch (error) {
          await store.delete('applications/3/cv.pdf');
          throw error;
        }
      }, release),
    ).rejects.toThrow(/duplicate key/);
    expect(await journaled()).toEqual([]);
    expect(await disk.read('applications/3/cv.pdf')).toBeNull();
  });

  it('a request that ends without a transaction releases its rows: the file is kept', async () => {
    await inFileWriteScope(async () => {
      await store.write('invoices/4/rechnung.pdf', bytes);
      await db.pool.query('insert into owner values ($1)', ['invoices/4/rechnung.pdf']);
    }, release);
    expect(await journaled()).toEqual([]);
    expect(await disk.read('invoices/4/rechnung.pdf')).not.toBeNull();
  });

  it('a worker killed between storing and committing leaves its files journaled; the sweep removes them after the grace period only', async () => {
    await inFileWriteScope(async () => {
      await store.write('applications/5/cv.pdf', bytes);
      await store.write('applications/5/zeugnis.pdf', bytes);
    }, killed);
    expect(await journaled()).toEqual(['applications/5/cv.pdf', 'applications/5/zeugnis.pdf']);

    expect(await journal.sweep(60 * 60 * 1000, (key) => store.delete(key))).toBe(0);
    expect(await disk.read('applications/5/cv.pdf')).not.toBeNull();

    expect(await journal.sweep(0, (key) => store.delete(key))).toBe(2);
    expect(await journaled()).toEqual([]);
    expect(await disk.read('applications/5/cv.pdf')).toBeNull();
    expect(await disk.read('applications/5/zeugnis.pdf')).toBeNull();
    // Committed files were never journal rows, so none of them went.
    expect(await disk.read('applications/1/cv.pdf')).not.toBeNull();
    expect(await owners()).toEqual(['applications/1/cv.pdf', 'gallery/2/photo.webp', 'invoices/4/rechnung.pdf']);
  });

  it('writes outside a request (schedulers, the seed) are not journaled', async () => {
    await store.write('feeds/6/export.xml', bytes);
    expect(await journaled()).toEqual([]);
  });

  it('two hosts sweeping at once remove each file once and both finish', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `applications/7/file-${String(i).padStart(2, '0')}.pdf`);
    await inFileWriteScope(async () => {
      for (const key of keys) await store.write(key, bytes);
    }, killed);
    const removedBy: string[] = [];
    const remove = async (key: string) => {
      removedBy.push(key);
      await store.delete(key);
    };
    const [a, b] = await Promise.all([journal.sweep(0, remove, 20), journal.sweep(0, remove, 20)]);
    expect(a + b + (await journal.sweep(0, remove, 20))).toBe(30);
    expect(new Set(removedBy).size).toBe(removedBy.length);
    expect(await journaled()).toEqual([]);
  });
});
