import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FacetLabelCache, LABEL_TTL_MS } from '../../../src/infrastructure/postgres/facet-label-cache';
import { insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Facet labels on PostgreSQL: read once per value and TTL, new values read when first asked for. */
describe('FacetLabelCache', () => {
  let db: TestDatabase;
  let statements: number;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Counts the statements the cache sends (the pool itself is the real one).
    pool = new Proxy(db.pool, {
      get(target, key, receiver) {
        if (key === 'query')
          return (...args: Parameters<pg.Pool['query']>) => ((statements += 1), (target.query as (...a: unknown[]) => unknown)(...args));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  });
  afterAll(() => db.drop());

  it('labels terms and organizations, and skips ids that do not exist', async () => {
    const cache = new FacetLabelCache(pool);
    const remote = await insertTerm(db.pool, 'remoteOptions', { de: 'Homeoffice', 'en-GB': 'Remote' });
    const acme = await insertOrganization(db.pool, { name: 'Acme Werke' });
    const terms = await cache.termLabels([remote, '999999']);
    expect([...terms.keys()]).toEqual([remote]);
    expect(terms.get(remote)).toMatchObject({
      vocabulary: 'remoteOptions',
      labels: { de: 'Homeoffice', 'en-GB': 'Remote' },
      aliases: { de: 'homeoffice' },
    });
    const organizations = await cache.organizationLabels([acme, '999999']);
    expect([...organizations.values()]).toEqual([{ id: acme, name: 'Acme Werke', slug: 'acme-werke' }]);
  });

  it('asks the database only for values it has not seen within the TTL', async () => {
    // lru-cache counts a start time of 0 as none.
    let clock = 1_000;
    const cache = new FacetLabelCache(pool, () => clock);
    const [a, b] = [await insertTerm(db.pool, 'industry', { de: 'Handwerk' }), await insertTerm(db.pool, 'industry', { de: 'Handel' })];
    statements = 0;
    await cache.termLabels([a]);
    await cache.termLabels([a]);
    expect(statements).toBe(1);
    // A search naming a new value reads that one (and only once).
    expect((await cache.termLabels([a, b])).get(b)?.labels.de).toBe('Handel');
    await cache.termLabels([a, b]);
    expect(statements).toBe(2);
    // A relabelled term shows its new label once the TTL has passed.
    await db.pool.query('update terms set labels = $2 where id = $1', [a, JSON.stringify({ de: 'Handwerk & Bau' })]);
    expect((await cache.termLabels([a])).get(a)?.labels.de).toBe('Handwerk');
    clock += LABEL_TTL_MS + 1;
    expect((await cache.termLabels([a])).get(a)?.labels.de).toBe('Handwerk & Bau');
    expect(statements).toBe(3);
    // Nothing to label: no statement.
    await cache.organizationLabels([]);
    expect(statements).toBe(3);
  });
});
