import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../src/domain/shared/locale';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { daysFrom, insertJob, insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('PostgresJobRepository', () => {
  let db: TestDatabase;
  let repo: PostgresJobRepository;
  let orgId: string;
  let visible: string[]; // newest first
  let vollzeit: string;
  let remote: string;
  let hidden: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    repo = new PostgresJobRepository(db.pool);
    orgId = await insertOrganization(db.pool, { name: 'Neckar Software GmbH', logoUrl: 'https://cdn.example/logo.png' });
    vollzeit = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit', 'en-GB': 'Full-time', fr: 'Temps plein' });
    remote = await insertTerm(db.pool, 'remoteOptions', { de: 'Remote', fr: 'Télétravail' });
    const occupation = await insertTerm(db.pool, 'occupations', { de: 'Softwareentwicklung', 'en-GB': 'Software development' });
    // 12 visible jobs on suedwest, published one hour apart; every third featured.
    visible = [];
    for (let i = 0; i < 12; i++) {
      visible.unshift(
        await insertJob(db.pool, {
          organizationId: orgId,
          title: `Entwickler (m/w/d) Nr. ${i}`,
          publishedAt: new Date(NOW.getTime() - (12 - i) * 3_600_000),
          expiresAt: i === 0 ? null : daysFrom(NOW, 30),
          featured: i % 3 === 0,
          sites: ['suedwest', 'default'],
          termIds: [vollzeit, remote, occupation],
          salary: { min: 50_000, max: 65_000, unit: 'YEAR' },
        }),
      );
    }
    hidden = {
      expired: await insertJob(db.pool, { organizationId: orgId, title: 'Abgelaufen (m/w/d)', expiresAt: NOW, sites: ['suedwest'] }),
      archived: await insertJob(db.pool, { organizationId: orgId, title: 'Archiviert (m/w/d)', state: 'archived', sites: ['suedwest'] }),
      draft: await insertJob(db.pool, {
        organizationId: orgId,
        title: 'Entwurf (m/w/d)',
        state: 'draft',
        publishedAt: null,
        sites: ['suedwest'],
      }),
      otherSite: await insertJob(db.pool, { organizationId: orgId, title: 'Würzburg (m/w/d)', sites: ['mainfranken'] }),
    };
  });
  afterAll(() => db.drop());

  /** Counts the statements sent through the test database's pool until restored. */
  const countStatements = () => {
    const original = db.pool.query.bind(db.pool);
    const counter = { count: 0, restore: () => ((db.pool as { query: unknown }).query = original) };
    (db.pool as { query: unknown }).query = (...args: unknown[]) => {
      counter.count++;
      return (original as (...a: unknown[]) => unknown)(...args);
    };
    return counter;
  };

  const list = (first: number, last: number, featuredOnly = false) =>
    repo.listVisible({ site: 'suedwest', locale: 'de', now: NOW, range: { first, last }, featuredOnly });

  it('lists visible jobs newest first with the total', async () => {
    const page = await list(0, 5);
    expect(page.total).toBe(12);
    expect(page.items.map((j) => j.id)).toEqual(visible.slice(0, 5));
  });

  it('pages with first as offset and last as page size', async () => {
    expect((await list(5, 5)).items.map((j) => j.id)).toEqual(visible.slice(5, 10));
    const tail = await list(10, 5);
    expect(tail.items.map((j) => j.id)).toEqual(visible.slice(10));
    const beyond = await list(50, 5);
    expect(beyond).toEqual({ items: [], total: 12 });
  });

  it('excludes expired, archived, draft and other-site jobs', async () => {
    const all = await list(0, 50);
    const ids = all.items.map((j) => j.id);
    for (const id of Object.values(hidden)) expect(ids).not.toContain(id);
    const other = await repo.listVisible({ site: 'mainfranken', locale: 'de', now: NOW, range: { first: 0, last: 10 } });
    expect(other.items.map((j) => j.id)).toEqual([hidden.otherSite]);
  });

  it('filters featured jobs only', async () => {
    const page = await list(0, 50, true);
    expect(page.total).toBe(4);
    expect(page.items.every((j) => j.featured)).toBe(true);
  });

  it('breaks ties of equal publication time by id, newest id first', async () => {
    const at = new Date(NOW.getTime() - 30 * 60_000);
    const a = await insertJob(db.pool, { organizationId: orgId, publishedAt: at, sites: ['karriere'] });
    const b = await insertJob(db.pool, { organizationId: orgId, publishedAt: at, sites: ['karriere'] });
    const page = await repo.listVisible({ site: 'karriere', locale: 'de', now: NOW, range: { first: 0, last: 10 } });
    expect(page.items.map((j) => j.id)).toEqual([b, a]);
  });

  it('maps a job with organization, location, salary, sites and translated terms', async () => {
    const job = await repo.findById(visible[0]!, 'en-GB');
    expect(job).not.toBeNull();
    expect(job).toMatchObject({
      id: visible[0],
      type: 'job_per_template',
      state: 'published',
      title: 'Entwickler (m/w/d) Nr. 11',
      slug: `entwickler-m-w-d-nr-11-${visible[0]}`,
      organization: { id: orgId, name: 'Neckar Software GmbH', slug: 'neckar-software-gmbh', logoUrl: 'https://cdn.example/logo.png' },
      location: {
        countryCode: 'DE',
        locality: 'Stuttgart',
        zip: '70173',
        administrativeArea: 'Baden-Württemberg',
        lat: 48.7758,
        lon: 9.1829,
      },
      salary: { min: 50_000, max: 65_000, currencyCode: 'EUR', unit: 'YEAR' },
      featured: false,
      external: false,
      sites: ['suedwest', 'default'],
    });
    expect(job!.employmentTypes).toEqual([
      {
        id: vollzeit,
        vocabulary: 'employmentType',
        label: { de: 'Vollzeit', 'en-GB': 'Full-time', fr: 'Temps plein' },
        alias: { de: 'vollzeit', 'en-GB': 'full-time', fr: 'temps-plein' },
      },
    ]);
    expect(translate(job!.remoteOptions[0]!.label, 'en-GB')).toBe('Remote');
    expect(job!.occupations.map((t) => t.label['en-GB'])).toEqual(['Software development']);
    expect(job!.industries).toEqual([]);
    expect(job!.publishedAt).toBe(new Date(NOW.getTime() - 3_600_000).toISOString());
    expect(job!.expiresAt).toBe(daysFrom(NOW, 30).toISOString());
  });

  it('finds hidden jobs by id too (visibility is the use case’s call) and answers null for unknown ids', async () => {
    expect((await repo.findById(hidden.draft!, 'de'))?.state).toBe('draft');
    expect(await repo.findById('999999999', 'de')).toBeNull();
    expect(await repo.findById('not-a-number', 'de')).toBeNull();
  });

  it('loads a page of cards by id in one statement once the labels are known, with every term attached so far in weight order', async () => {
    const statements = countStatements();
    try {
      const ids = [visible[1]!, visible[0]!, 'not-a-number'];
      const first = await repo.findByIds(ids, 'de');
      expect(first.map((j) => j.id).sort()).toEqual([visible[0], visible[1]].sort());
      const [industryA, industryB] = [
        await insertTerm(db.pool, 'industry', { de: 'Zweite' }),
        await insertTerm(db.pool, 'industry', { de: 'Erste' }),
      ];
      await db.pool.query('update terms set weight = -1 where id = $1', [industryB]);
      await db.pool.query('insert into job_terms (job_id, term_id) values ($1, $2), ($1, $3)', [visible[0], industryA, industryB]);
      statements.count = 0;
      const job = (await repo.findByIds([visible[0]!], 'de'))[0]!;
      // The new terms' labels are read once (a second statement); the job's term ids are always fresh.
      expect(statements.count).toBe(2);
      expect(job.industries.map((t) => t.label.de)).toEqual(['Erste', 'Zweite']);
      expect(job.employmentTypes.map((t) => t.id)).toEqual([vollzeit]);
      statements.count = 0;
      await repo.findByIds([visible[0]!, visible[1]!], 'de');
      expect(statements.count).toBe(1);
      await db.pool.query('delete from job_terms where job_id = $1 and term_id = any($2::bigint[])', [visible[0], [industryA, industryB]]);
      expect((await repo.findByIds([visible[0]!], 'de'))[0]!.industries).toEqual([]);
    } finally {
      statements.restore();
    }
  });

  it('runs a fixed number of queries per page, however many jobs it holds', async () => {
    const statements = countStatements();
    try {
      await list(0, 2);
      const small = statements.count;
      statements.count = 0;
      await list(0, 12);
      expect(statements.count).toBe(small);
      expect(statements.count).toBeLessThanOrEqual(3);
    } finally {
      statements.restore();
    }
  });
});
