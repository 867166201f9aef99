import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import { SearchWords } from '../../../src/infrastructure/postgres/job-search-words';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { insertJob, insertOrganization } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Compound parts at index time (migration 0015): what a part finds and what a word that merely contains
 * the letters of a part does not; titles written after the migration are split by the projection's
 * refresh in the same transaction.
 */
describe('PostgresJobIndex: German compounds', () => {
  let db: TestDatabase;
  let index: PostgresJobIndex;
  const jobs: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    index = new PostgresJobIndex(db.pool);
    const org = await insertOrganization(db.pool, { name: 'Hofgut Rebenhang' });
    const titles = {
      schweinemast: 'Mitarbeiter Schweinemast (m/w/d)',
      weinverkauf: 'Weinverkäufer (m/w/d)',
      reisebegleiter: 'Reisebegleiter (m/w/d)',
      bauleiter: 'Bauleiter (m/w/d)',
      sporthalle: 'Hausmeister Sporthalle (m/w/d)',
      entwicklungsingenieurin: 'Entwicklungsingenieurin (w/m/d)',
    };
    for (const [key, title] of Object.entries(titles)) jobs[key] = await insertJob(db.pool, { organizationId: org, title });
  });
  afterAll(() => db.drop());

  async function ids(keys: string): Promise<string[]> {
    const built = buildJobSearchRequest(
      { segments: [], params: [['search', keys]] },
      { locale: 'de', pageSize: 50, defaultRadiusKm: 100, taxonomy: [] },
    );
    if (!built.ok) throw new Error(built.code);
    return (await index.search({ request: built.value, site: 'default', now: new Date() })).hits.map((h) => h.jobId).sort();
  }

  it('a part finds the compounds that are made of it', async () => {
    expect(await ids('Wein')).toEqual([jobs.weinverkauf]);
    expect(await ids('Verkäufer')).toEqual([jobs.weinverkauf]);
    expect(await ids('Mast')).toEqual([jobs.schweinemast]);
    expect(await ids('Halle')).toEqual([jobs.sporthalle]);
    expect(await ids('Sport')).toEqual([jobs.sporthalle]);
    expect(await ids('Ingenieur')).toEqual([jobs.entwicklungsingenieurin]);
    expect(await ids('Ingenieurin')).toEqual([jobs.entwicklungsingenieurin]);
    expect(await ids('Entwicklung')).toEqual([jobs.entwicklungsingenieurin]);
  });

  it('letters of a part inside another word find nothing', async () => {
    // "Schweinemast" holds "wein", "Reisebegleiter" holds "leiter".
    expect(await ids('Leiter')).toEqual([jobs.bauleiter]);
    expect(await ids('Begleiter')).toEqual([jobs.reisebegleiter]);
    expect(await ids('Schwein')).toEqual([jobs.schweinemast]);
  });

  it('a title changed later is split again, and its new words take one typo', async () => {
    await db.pool.query('update jobs set title = $2 where id = $1', [jobs.bauleiter, 'Tiefbauleiterin (w/m/d)']);
    expect(await ids('Bauleiter')).toEqual([]); // the old title is gone from the index
    expect(await ids('Leiter')).toEqual([jobs.bauleiter]);
    expect(await ids('Tiefbau')).toEqual([jobs.bauleiter]);
    expect(await ids('Tiefbauleitrin')).toEqual([jobs.bauleiter]);
  });

  it('corrects a typo from the known words, asking the database once a minute per word', async () => {
    let asked = 0;
    const counting = { query: (...args: Parameters<pg.Pool['query']>) => (asked++, db.pool.query(...args)) } as unknown as pg.Pool;
    let now = 0;
    const words = new SearchWords(counting, () => now);
    const corrected = [{ any: ['Weinverkeufer', 'Weinverkeuferin', 'weinverkaufer'], not: false, word: true }];
    expect(await words.clausesOf('Weinverkeufer')).toEqual(corrected);
    expect(await words.clausesOf('Weinverkeufer')).toEqual(corrected);
    expect(asked).toBe(1);
    now += 61_000;
    expect(await words.clausesOf('Weinverkeufer')).toEqual(corrected);
    expect(asked).toBe(2);
    // Known words and their gender forms are taken as typed; short words too.
    expect(await words.clausesOf('Verkäufer Mast')).toEqual([
      { any: ['Verkäufer', 'Verkäuferin'], not: false, word: true },
      { any: ['Mast'], not: false, word: true },
    ]);
  });
});
