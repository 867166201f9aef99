import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_LOG } from '../../../src/infrastructure/postgres/database-log';
import { seedDemoContent } from '../../../src/infrastructure/postgres/seed/seed-demo-content';
import { createTestDatabase, TEST_SITES, type TestDatabase } from '../support/test-database';

const NOW = new Date('2026-11-20T09:00:00Z');
const TRAINING = ['ausbildung', 'praktikum', 'duales-studium'];

describe('seedDemoContent', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase({ seed: { now: NOW } }), createTestDatabase({ seed: { now: NOW } })]);
  });
  afterAll(async () => {
    await Promise.all([a?.drop(), b?.drop()]);
  });

  const snapshot = async (db: TestDatabase) =>
    (
      await db.pool.query(
        `select j.id, j.title, j.slug, j.state, j.locality, j.published_at, j.expires_at,
                array(select site from job_sites s where s.job_id = j.id order by position) as sites,
                array(select term_id from job_terms t where t.job_id = j.id order by term_id) as terms
         from jobs j order by j.id`,
      )
    ).rows;

  it('is deterministic: two databases get the same jobs, ids and sites', async () => {
    const [x, y] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(x.length).toBeGreaterThanOrEqual(500);
    expect(y).toEqual(x);
  });

  it('returns a summary with the demo accounts, and does nothing the second time', async () => {
    expect(a.seeded?.jobs).toBeGreaterThanOrEqual(500);
    expect(a.seeded?.organizations).toBeGreaterThanOrEqual(60);
    expect(a.seeded?.accounts.map((x) => x.email).sort()).toEqual([
      'admin@demo.jobboard.test',
      'bewerber@demo.jobboard.test',
      'jobeditor@demo.jobboard.test',
      'recruiter@demo.jobboard.test',
      'siteadmin@demo.jobboard.test',
    ]);
    expect(await seedDemoContent(a.pool, TEST_SITES, SILENT_LOG, { now: NOW })).toBeNull();
  });

  it('gives every site at least 25 visible jobs (three pages and more)', async () => {
    const { rows } = await a.pool.query<{ site: string; n: string }>(
      `select s.site, count(*) as n from jobs j join job_sites s on s.job_id = j.id
       where j.state = 'published' and (j.expires_at is null or j.expires_at > $1) group by s.site`,
      [NOW],
    );
    const counts = Object.fromEntries(rows.map((r) => [r.site, Number(r.n)]));
    for (const site of TEST_SITES) expect(counts[site.key], site.key).toBeGreaterThanOrEqual(25);
  });

  it('puts every published job on the map', async () => {
    const { rows } = await a.pool.query("select count(*)::int as n from jobs where state = 'published' and (lat is null or lon is null)");
    expect(rows[0].n).toBe(0);
  });

  it('offers only training jobs on the apprenticeship board, and all of them', async () => {
    const { rows } = await a.pool.query<{ training: boolean; on_ausbildung: boolean }>(
      `select exists (select 1 from job_terms jt join terms t on t.id = jt.term_id
                      where jt.job_id = j.id and t.vocabulary = 'employmentType' and t.aliases ->> 'de' = any($1)) as training,
              exists (select 1 from job_sites s where s.job_id = j.id and s.site = 'ausbildung') as on_ausbildung
       from jobs j`,
      [TRAINING],
    );
    expect(rows.some((r) => r.training)).toBe(true);
    for (const r of rows) expect(r.on_ausbildung).toBe(r.training);
  });

  it('assigns jobs to regional sites by region code', async () => {
    const { rows } = await a.pool.query<{ region: string; sites: string[] }>(
      `select j.region, array(select site from job_sites s where s.job_id = j.id) as sites from jobs j`,
    );
    for (const r of rows) {
      expect(r.sites).toContain('default');
      expect(r.sites.includes('suedwest')).toBe(['BW', 'RP', 'SL'].includes(r.region));
      expect(r.sites.includes('mainfranken')).toBe(r.region === 'BY');
      expect(r.sites.includes('karriere')).toBe(['NW', 'HE'].includes(r.region));
    }
  });

  it('has featured, link, expired and archived jobs, slugs with ids and a path alias per job', async () => {
    const { rows } = await a.pool.query(
      `select count(*) filter (where featured)::int as featured,
              count(*) filter (where type = 'job_per_link' and external and link_url is not null)::int as links,
              count(*) filter (where state = 'published' and expires_at <= $1)::int as expired,
              count(*) filter (where state = 'archived')::int as archived,
              count(*) filter (where slug !~ ('-' || id || '$'))::int as bad_slugs,
              count(*) filter (where not exists (select 1 from path_aliases p where p.path = '/job/' || j.slug and p.target_id = j.id))::int as unaliased
       from jobs j`,
      [NOW],
    );
    const r = rows[0];
    expect(r.featured).toBeGreaterThan(30);
    expect(r.links).toBeGreaterThan(0);
    expect(r.expired).toBeGreaterThan(0);
    expect(r.archived).toBeGreaterThan(0);
    expect(r.bad_slugs).toBe(0);
    expect(r.unaliased).toBe(0);
  });

  it('publishes within the last 60 days and expires 30 to 120 days ahead', async () => {
    const { rows } = await a.pool.query(
      `select min(published_at) as first, max(published_at) as last, min(expires_at) as soonest, max(expires_at) as latest
       from jobs where state = 'published' and expires_at > $1`,
      [NOW],
    );
    const day = 86_400_000;
    expect(NOW.getTime() - rows[0].first.getTime()).toBeLessThanOrEqual(60 * day);
    expect(rows[0].last.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(rows[0].soonest.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(30 * day);
    expect(rows[0].latest.getTime() - NOW.getTime()).toBeLessThanOrEqual(120 * day);
  });

  it('stores translated terms with slug aliases', async () => {
    const { rows } = await a.pool.query(
      "select labels, aliases from terms where vocabulary = 'employmentType' and aliases ->> 'de' = 'vollzeit'",
    );
    expect(rows[0]).toEqual({
      labels: { de: 'Vollzeit', 'en-GB': 'Full-time', fr: 'Temps plein' },
      aliases: { de: 'vollzeit', 'en-GB': 'full-time', fr: 'temps-plein' },
    });
  });

  it('creates demo accounts with Argon2id hashes, roles and the recruiter organization', async () => {
    const { rows } = await a.pool.query(
      `select u.email, u.password_hash, u.email_verified, r.role, r.target_id,
              (select id::text from organizations o where o.owner_id = u.id) as owned,
              exists (select 1 from organization_members m where m.user_id = u.id) as member
       from users u join user_roles r on r.user_id = u.id order by u.email`,
    );
    expect(rows.map((r) => r.role)).toEqual(['administrator', 'applicant', 'job_editor', 'recruiter', 'site_admin']);
    // The demo site admin administers the default site only; the demo job editor works on every site.
    expect(rows.find((r) => r.role === 'site_admin').target_id).toBe('default');
    expect(rows.find((r) => r.role === 'job_editor').target_id).toBeNull();
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(r.password_hash, 'Demo-Passwort-2026!')).toBe(true);
      expect(r.email_verified).toBe(true);
    }
    const recruiter = rows.find((r) => r.role === 'recruiter');
    expect(recruiter.target_id).toBe(recruiter.owned);
    expect(recruiter.member).toBe(true);
  });

  it('adds blog posts on all sites and app configuration', async () => {
    const { rows: posts } = await a.pool.query('select sites from blog_posts');
    expect(posts).toHaveLength(5);
    for (const p of posts) expect([...p.sites].sort()).toEqual(TEST_SITES.map((s) => s.key).sort());
    const { rows: config } = await a.pool.query("select value from app_config where key = 'jobs_per_page' and site is null");
    expect(config[0].value).toBe('10');
  });
});
