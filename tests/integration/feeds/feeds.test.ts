import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetJobFeed } from '../../../src/application/platform/feeds/get-job-feed.use-case';
import { GetSitemap } from '../../../src/application/platform/feeds/get-sitemap.use-case';
import { GetSitemapIndex } from '../../../src/application/platform/feeds/get-sitemap-index.use-case';
import { isVisibleOn } from '../../../src/domain/job/job';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { PostgresFeedJobSource } from '../../../src/infrastructure/postgres/feeds/postgres-feed-job-source';
import { PostgresSitemapSource } from '../../../src/infrastructure/postgres/feeds/postgres-sitemap-source';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { FeedEndpoints } from '../../../src/infrastructure/xml/feed-endpoints';
import { fixedClock } from '../../support/fixed-clock';
import { xmllint } from '../../unit/feeds/xmllint';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SCHEMAS = resolve(__dirname, 'schemas');
const SEEDED_AT = new Date('2026-11-04T10:00:00.000Z');
const clock = fixedClock('2026-11-04T10:05:00.000Z');
const sites = new FileSiteDirectory();
const silent = { error: () => undefined };

let db: TestDatabase;
const endpointsFor = (siteKey: string, maxUrls?: number) => {
  const feedSource = new PostgresFeedJobSource(db.pool);
  const sitemapSource = new PostgresSitemapSource(db.pool);
  return new FeedEndpoints(
    sites.get(siteKey)!,
    {
      getJobFeed: new GetJobFeed(sites, feedSource, clock),
      getSitemapIndex: new GetSitemapIndex(sites, sitemapSource, clock, maxUrls),
      getSitemap: new GetSitemap(sites, sitemapSource, clock, maxUrls),
    },
    silent,
  );
};
const get = (path: string) => new Request(`http://localhost${path}`);
/** A sitemap loc (`https://host/de/jobs/sitemap.xml?page=2`) as a request to the board. */
const asRequest = (loc: string) => {
  const url = new URL(loc);
  return get(url.pathname + url.search);
};
const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>(?:<!\\[CDATA\\[)?([^<\\]]*)`, 'g'))].map((m) => m[1]!);

/** Every document must be well-formed; sitemaps must also validate against the protocol's schema. */
function expectValid(xml: string, schema?: 'sitemap.xsd' | 'siteindex.xsd') {
  expect(xmllint(xml)).toMatchObject({ ok: true, stderr: '' });
  if (schema) {
    const result = xmllint(xml, { schema: `${SCHEMAS}/${schema}` });
    expect(result.stderr).toContain('validates');
    expect(result.ok).toBe(true);
  }
}

beforeAll(async () => {
  db = await createTestDatabase({ seed: { now: SEEDED_AT } });
  // A future post and a post of another site must not appear in default's blog sitemap.
  await db.pool.query(
    `insert into blog_posts (slug, title, published_at, sites) values
       ('noch-nicht-erschienen', 'Später', $1, '{default,suedwest}'),
       ('nur-mainfranken', 'Nur Mainfranken', $2, '{mainfranken}')`,
    [new Date('2026-12-24T08:00:00.000Z'), new Date('2026-10-01T08:00:00.000Z')],
  );
});
afterAll(() => db.drop());

/** The visitor listing's answer (a separate query path) is what the feed and sitemaps must agree with. */
async function visibleJobs(site: string) {
  const page = await new PostgresJobRepository(db.pool).listVisible({
    site,
    locale: 'de',
    now: clock.now(),
    range: { first: 0, last: 10_000 },
  });
  expect(page.items.length).toBe(page.total);
  for (const job of page.items) expect(isVisibleOn(job, site, clock.now())).toBe(true);
  return page.items;
}

describe('GET /xml/jobs', () => {
  it('lists exactly the visible jobs of the site, newest first, with the feed headers', async () => {
    const response = await endpointsFor('default').jobFeed(get('/xml/jobs'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const xml = await response.text();
    expectValid(xml);
    const visible = await visibleJobs('default');
    expect(visible.length).toBeGreaterThan(20);
    expect(all(xml, 'referencenumber')).toEqual(visible.map((j) => j.id));
    expect(all(xml, 'url')).toEqual(visible.map((j) => `https://www.jobs-regional.de/job/${j.slug}`));
    expect(xml).toContain('<publisher><![CDATA[Jobs Regional]]></publisher>');
    expect(xml).toMatch(/<jobtype><!\[CDATA\[(fulltime|parttime|internship|apprenticeship)/);
  });

  it('narrows the feed by the search words (title, organization or city, any case) with /xml/jobs/{search}', async () => {
    const visible = await visibleJobs('default');
    const city = visible[0]!.location.locality;
    const expected = visible.filter((j) =>
      `${j.title} ${j.organization.name} ${j.location.locality}`.toLowerCase().includes(city.toLowerCase()),
    );
    const response = await endpointsFor('default').jobFeed(get(`/xml/jobs/${encodeURIComponent(city.toUpperCase())}`));
    const xml = await response.text();
    expectValid(xml);
    expect(all(xml, 'referencenumber')).toEqual(expected.map((j) => j.id));
    expect(expected.length).toBeLessThan(visible.length);

    const word = visible[0]!.title.split(/\s+/)[0]!;
    const both = expected.filter((j) =>
      `${j.title} ${j.organization.name} ${j.location.locality}`.toLowerCase().includes(word.toLowerCase()),
    );
    const narrowed = await (await endpointsFor('default').jobFeed(get(`/xml/jobs/${encodeURIComponent(`${word} ${city}`)}`))).text();
    expect(all(narrowed, 'referencenumber')).toEqual(both.map((j) => j.id));
    expect(both.length).toBeGreaterThan(0);
  });

  it('matches umlauts case-insensitively and treats % and _ literally', async () => {
    const [job] = await visibleJobs('default');
    await db.pool.query(`update jobs set title = 'Pflegekraft im Ärztehaus' where id = $1`, [job!.id]);
    for (const search of ['ärztehaus', 'ÄRZTEHAUS', 'Ärztehaus pflegekraft']) {
      const xml = await (await endpointsFor('default').jobFeed(get(`/xml/jobs/${encodeURI(search)}`))).text();
      expect(all(xml, 'referencenumber'), search).toEqual([job!.id]);
    }
    const wildcard = await (await endpointsFor('default').jobFeed(get('/xml/jobs/%25_%25'))).text();
    expect(all(wildcard, 'referencenumber')).toEqual([]);
    expectValid(wildcard);
  });

  it('answers 400 in plain text for bad percent-encoding or an overlong search, never 500', async () => {
    for (const path of ['/xml/jobs/%E0%A4%A', '/xml/jobs/%zz', `/xml/jobs/${'a'.repeat(101)}`]) {
      const response = await endpointsFor('default').jobFeed(get(path));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });
});

describe('sitemaps', () => {
  it('suedwest: an index of jobs, blog, organizations and landing pages per locale, each sitemap valid and holding the localized pages', async () => {
    const endpoints = endpointsFor('suedwest');
    const index = await endpoints.sitemapIndex(get('/sitemap.xml'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('public, max-age=900');
    expect(index.headers.get('x-robots-tag')).toBeNull();
    const xml = await index.text();
    expectValid(xml, 'siteindex.xsd');
    const locs = all(xml, 'loc');
    expect(locs).toEqual(
      ['de', 'en', 'fr'].flatMap((p) =>
        ['jobs', 'blog', 'organizations', 'landing', 'directory'].map((type) => `https://www.jobs-suedwest.de/${p}/${type}/sitemap.xml`),
      ),
    );
    expect(all(xml, 'lastmod').every((d) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/.test(d))).toBe(true);

    const visible = await visibleJobs('suedwest');
    for (const [prefix, locale] of [
      ['de', 'de'],
      ['en', 'en'],
      ['fr', 'fr'],
    ]) {
      const jobs = await (await endpoints.sitemap(asRequest(`https://www.jobs-suedwest.de/${prefix}/jobs/sitemap.xml`))).text();
      expectValid(jobs, 'sitemap.xsd');
      expect(new Set(all(jobs, 'loc'))).toEqual(new Set(visible.map((j) => `https://www.jobs-suedwest.de/${locale}/job/${j.slug}`)));
      const blog = await (await endpoints.sitemap(asRequest(`https://www.jobs-suedwest.de/${prefix}/blog/sitemap.xml`))).text();
      expectValid(blog, 'sitemap.xsd');
      for (const loc of all(blog, 'loc'))
        expect(loc).toMatch(new RegExp(`^https://www\\.jobs-suedwest\\.de/${locale}/blog/\\d{4}/\\d\\d/[a-z0-9-]+$`));
    }
    // Unprefixed on a multi-locale site: the default locale's sitemap.
    const plain = await (await endpoints.sitemap(get('/jobs/sitemap.xml'))).text();
    expect(all(plain, 'loc')[0]).toMatch(/^https:\/\/www\.jobs-suedwest\.de\/de\/job\//);
  });

  it('organizations: exactly those with a visible job on the site, lastmod no older than their newest job; landing pages per language', async () => {
    const endpoints = endpointsFor('suedwest');
    const visible = await visibleJobs('suedwest');
    const expected = new Set(visible.map((j) => `https://www.jobs-suedwest.de/en/organization/${j.organization.slug}`));
    const organizations = await (await endpoints.sitemap(asRequest('https://www.jobs-suedwest.de/en/organizations/sitemap.xml'))).text();
    expectValid(organizations, 'sitemap.xsd');
    expect(new Set(all(organizations, 'loc'))).toEqual(expected);
    expect(all(organizations, 'loc')).toHaveLength(expected.size);

    const { rows } = await db.pool.query<{ language: string; path: string }>(
      `select language, path from landing_pages where site = 'suedwest' and published order by id`,
    );
    for (const [prefix, language] of [
      ['de', 'de'],
      ['en', 'en-GB'],
      ['fr', 'fr'],
    ] as const) {
      const landing = await (await endpoints.sitemap(asRequest(`https://www.jobs-suedwest.de/${prefix}/landing/sitemap.xml`))).text();
      expectValid(landing, 'sitemap.xsd');
      const paths = rows.filter((r) => r.language === language).map((r) => `https://www.jobs-suedwest.de/${prefix}${r.path}`);
      expect(paths.length).toBeGreaterThan(0);
      expect(all(landing, 'loc')).toEqual(paths);
    }
    // A draft stays out.
    await db.pool.query(`update landing_pages set published = false where site = 'suedwest' and language = 'fr'`);
    expect((await endpoints.sitemap(asRequest('https://www.jobs-suedwest.de/fr/landing/sitemap.xml'))).status).toBe(404);
    expect(all(await (await endpoints.sitemapIndex(get('/sitemap.xml'))).text(), 'loc')).not.toContain(
      'https://www.jobs-suedwest.de/fr/landing/sitemap.xml',
    );
    await db.pool.query(`update landing_pages set published = true where site = 'suedwest' and language = 'fr'`);
  });

  it('directory: the organizations directory and its pages with one clean facet segment, in each language’s aliases', async () => {
    const endpoints = endpointsFor('suedwest');
    const de = all(await (await endpoints.sitemap(asRequest('https://www.jobs-suedwest.de/de/directory/sitemap.xml'))).text(), 'loc');
    expect(de[0]).toBe('https://www.jobs-suedwest.de/de/arbeitgeber-suchen');
    expect(de).toContain('https://www.jobs-suedwest.de/de/arbeitgeber-suchen/it-software');
    expect(de).toContain('https://www.jobs-suedwest.de/de/arbeitgeber-suchen/softwareentwicklung');
    expect(de).toContain('https://www.jobs-suedwest.de/de/arbeitgeber-suchen/informatik');
    // "elektrotechnik" names an occupational field and a field of study: the page is listed once (the occupation's).
    expect(de.filter((loc) => loc.endsWith('/elektrotechnik'))).toHaveLength(1);
    expect(new Set(de).size).toBe(de.length);
    const en = await (await endpoints.sitemap(asRequest('https://www.jobs-suedwest.de/en/directory/sitemap.xml'))).text();
    expectValid(en, 'sitemap.xsd');
    expect(all(en, 'loc')).toContain('https://www.jobs-suedwest.de/en/organizations/computer-science');
    // A term only unpublished organizations have is no page of the directory.
    const { rows } = await db.pool.query<{ id: string }>(
      `select o.id from organizations o join terms t on t.id = o.industry_term_id and t.aliases ->> 'de' = 'handel'`,
    );
    await db.pool.query('update organizations set published = false where id = any($1::bigint[])', [rows.map((r) => r.id)]);
    const without = all(await (await endpoints.sitemap(asRequest('https://www.jobs-suedwest.de/de/directory/sitemap.xml'))).text(), 'loc');
    expect(without).not.toContain('https://www.jobs-suedwest.de/de/arbeitgeber-suchen/handel');
    await db.pool.query('update organizations set published = true where id = any($1::bigint[])', [rows.map((r) => r.id)]);
  });

  it('default: unprefixed index and blog sitemap with the posts of the site published by now, in their month', async () => {
    const endpoints = endpointsFor('default');
    const xml = await (await endpoints.sitemapIndex(get('/sitemap.xml'))).text();
    expectValid(xml, 'siteindex.xsd');
    expect(all(xml, 'loc')).toEqual(
      ['jobs', 'blog', 'organizations', 'landing', 'directory'].map((type) => `https://www.jobs-regional.de/${type}/sitemap.xml`),
    );
    const blog = await (await endpoints.sitemap(get('/blog/sitemap.xml'))).text();
    expectValid(blog, 'sitemap.xsd');
    const { rows } = await db.pool.query<{ slug: string; published_at: Date }>(
      `select slug, published_at from blog_posts where 'default' = any(sites) and published_at <= $1 order by id`,
      [clock.now()],
    );
    const expected = rows.map((r) => {
      const month = String(r.published_at.getUTCMonth() + 1).padStart(2, '0');
      return `https://www.jobs-regional.de/blog/${r.published_at.getUTCFullYear()}/${month}/${r.slug}`;
    });
    expect(all(blog, 'loc')).toEqual(expected);
    expect(blog).not.toContain('noch-nicht-erschienen');
    expect(blog).not.toContain('nur-mainfranken');
  });

  it('splits into parts of at most the limit, listed in the index, together every visible job exactly once', async () => {
    const limit = 25;
    const endpoints = endpointsFor('default', limit);
    const visible = await visibleJobs('default');
    const index = await (await endpoints.sitemapIndex(get('/sitemap.xml'))).text();
    expectValid(index, 'siteindex.xsd');
    const jobParts = all(index, 'loc').filter((l) => l.includes('/jobs/'));
    expect(jobParts).toHaveLength(Math.ceil(visible.length / limit));
    expect(jobParts[1]).toBe('https://www.jobs-regional.de/jobs/sitemap.xml?page=2');
    const seen: string[] = [];
    for (const loc of jobParts) {
      const part = await (await endpoints.sitemap(asRequest(loc))).text();
      expectValid(part, 'sitemap.xsd');
      const urls = all(part, 'loc');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(limit);
      seen.push(...urls);
    }
    expect(seen.sort()).toEqual(visible.map((j) => `https://www.jobs-regional.de/job/${j.slug}`).sort());
    const past = await endpoints.sitemap(get(`/jobs/sitemap.xml?page=${jobParts.length + 1}`));
    expect(past.status).toBe(404);
  });

  it('answers 404 for types without pages, unknown or foreign locales and bad page numbers', async () => {
    const cases: Array<[string, string]> = [
      ['default', '/organization/sitemap.xml'],
      ['default', '/landings/sitemap.xml'],
      ['default', '/fr/jobs/sitemap.xml'],
      ['mainfranken', '/en/landing/sitemap.xml'],
      ['suedwest', '/de/pages/sitemap.xml'],
      ['suedwest', '/it/jobs/sitemap.xml'],
      ['suedwest', '/de/jobs/sitemap.xml?page=abc'],
      ['suedwest', '/de/jobs/sitemap.xml?page=0'],
    ];
    for (const [site, path] of cases) {
      const response = await endpointsFor(site).sitemap(get(path));
      expect(response.status, `${site} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('serves both XSLT stylesheets as well-formed text/xsl', async () => {
    const endpoints = endpointsFor('default');
    for (const kind of ['urlset', 'index'] as const) {
      const response = endpoints.stylesheet(kind);
      expect(response.headers.get('content-type')).toBe('text/xsl; charset=utf-8');
      const xsl = await response.text();
      expectValid(xsl);
      expect(xsl).toContain('xmlns:xsl="http://www.w3.org/1999/XSL/Transform"');
      expect(xsl).toContain(kind === 'urlset' ? 's:urlset/s:url' : 's:sitemapindex/s:sitemap');
    }
  });

  it('answers 503 in plain text when the database fails', async () => {
    const broken = new FeedEndpoints(
      sites.get('default')!,
      {
        getJobFeed: new GetJobFeed(sites, { listFeedJobs: () => Promise.reject(new Error('down')) }, clock),
        getSitemapIndex: new GetSitemapIndex(
          sites,
          { summarize: () => Promise.reject(new Error('down')), entries: () => Promise.reject(new Error('down')) },
          clock,
        ),
        getSitemap: new GetSitemap(
          sites,
          { summarize: () => Promise.reject(new Error('down')), entries: () => Promise.reject(new Error('down')) },
          clock,
        ),
      },
      silent,
    );
    expect((await broken.jobFeed(get('/xml/jobs'))).status).toBe(503);
    expect((await broken.sitemapIndex(get('/sitemap.xml'))).status).toBe(503);
  });
});
