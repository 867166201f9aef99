import { describe, expect, it } from 'vitest';
import type { FeedJobRecord, FeedJobSource, FeedJobsQuery } from '../../../src/application/platform/feeds/feed-job-source.port';
import { GetJobFeed } from '../../../src/application/platform/feeds/get-job-feed.use-case';
import { GetSitemap } from '../../../src/application/platform/feeds/get-sitemap.use-case';
import { GetSitemapIndex } from '../../../src/application/platform/feeds/get-sitemap-index.use-case';
import type {
  SitemapPartSummary,
  SitemapRecord,
  SitemapScope,
  SitemapSource,
} from '../../../src/application/platform/feeds/sitemap-source.port';
import type { SitemapType } from '../../../src/domain/feeds/sitemap';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { fixedClock } from '../../support/fixed-clock';
import { ctx } from '../../support/request-context';

const sites = new FileSiteDirectory();
const clock = fixedClock('2026-11-04T10:00:00.000Z');

const record = (id: string): FeedJobRecord => ({
  id,
  title: `Job ${id}`,
  slug: `job-${id}`,
  organizationName: 'Muster GmbH',
  locality: 'Stuttgart',
  administrativeArea: 'BW',
  zip: '70173',
  countryCode: 'DE',
  descriptionHtml: '<p>x</p>',
  salary: null,
  employmentTypes: ['vollzeit'],
  publishedAt: '2026-11-01T08:00:00.000Z',
  expiresAt: null,
});

class RecordingFeedSource implements FeedJobSource {
  queries: FeedJobsQuery[] = [];
  async listFeedJobs(query: FeedJobsQuery) {
    this.queries.push(query);
    return [record('7')];
  }
}

/** Same contract as the PostgreSQL source: parts of `maxUrls` in a fixed order; landing pages per locale. */
class InMemorySitemapSource implements SitemapSource {
  constructor(
    private readonly rows: Partial<Record<SitemapType, SitemapRecord[]>>,
    private readonly landing: Partial<Record<string, SitemapRecord[]>> = {},
  ) {}
  private of(type: SitemapType, scope: SitemapScope): SitemapRecord[] {
    return type === 'landing' ? (this.landing[scope.locale] ?? []) : (this.rows[type] ?? []);
  }
  async summarize(type: SitemapType, scope: SitemapScope, maxUrls: number): Promise<SitemapPartSummary[]> {
    const rows = this.of(type, scope);
    const parts: SitemapPartSummary[] = [];
    for (let i = 0; i < rows.length; i += maxUrls) {
      const lastmod = rows
        .slice(i, i + maxUrls)
        .map((r) => r.lastmod)
        .sort()
        .at(-1)!;
      parts.push({ part: parts.length + 1, lastmod });
    }
    return parts;
  }
  async entries(type: SitemapType, scope: SitemapScope, offset: number, limit: number) {
    return this.of(type, scope).slice(offset, offset + limit);
  }
}

const jobRows = (n: number): SitemapRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    slug: `job-${i + 1}`,
    publishedAt: '2026-10-01T00:00:00.000Z',
    lastmod: `2026-10-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
  }));
const blogRows: SitemapRecord[] = [{ slug: 'tipps', publishedAt: '2026-09-30T22:30:00.000Z', lastmod: '2026-09-30T22:30:00.000Z' }];
const orgRows: SitemapRecord[] = [{ slug: 'muster-gmbh', publishedAt: '2026-01-01T00:00:00.000Z', lastmod: '2026-10-03T00:00:00.000Z' }];
const landingRows = (path: string): SitemapRecord[] => [
  { slug: path, publishedAt: '2026-01-01T00:00:00.000Z', lastmod: '2026-10-06T00:00:00.000Z' },
];

describe('GetJobFeed', () => {
  it('asks for the site’s visible jobs at most maxJobs, with the search words, and links canonical job pages', async () => {
    const source = new RecordingFeedSource();
    const result = await new GetJobFeed(sites, source, clock, 3).execute(
      { search: 'Pflege%20Stuttgart' },
      ctx({ site: 'suedwest', locale: 'fr' }),
    );
    expect(source.queries).toEqual([
      { site: 'suedwest', now: new Date('2026-11-04T10:00:00.000Z'), words: ['pflege', 'stuttgart'], limit: 3 },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: { publisher: 'Jobs im Südwesten', publisherUrl: 'https://www.jobs-suedwest.de/', lastBuildDate: '2026-11-04T10:00:00.000Z' },
    });
    // Sites with several locales: the default locale's prefix, whatever the request's locale.
    expect(result.ok && result.value.jobs[0]!.url).toBe('https://www.jobs-suedwest.de/de/job/job-7');
  });

  it('links without a prefix on a single-locale site and reads the whole feed without a search', async () => {
    const source = new RecordingFeedSource();
    const result = await new GetJobFeed(sites, source, clock).execute({ search: null }, ctx({ site: 'default' }));
    expect(source.queries[0]).toMatchObject({ words: [], limit: 5_000 });
    expect(result.ok && result.value.jobs[0]!.url).toBe('https://www.jobs-regional.de/job/job-7');
  });

  it('refuses a bad search without reading jobs', async () => {
    const source = new RecordingFeedSource();
    expect(await new GetJobFeed(sites, source, clock).execute({ search: '%E0%A4' }, ctx())).toMatchObject({
      ok: false,
      code: 'INVALID_ENCODING',
    });
    expect(await new GetJobFeed(sites, source, clock).execute({ search: 'x'.repeat(101) }, ctx())).toMatchObject({
      ok: false,
      code: 'SEARCH_TOO_LONG',
    });
    expect(await new GetJobFeed(sites, source, clock).execute({ search: null }, ctx({ site: 'nowhere' }))).toMatchObject({
      ok: false,
      code: 'UNKNOWN_SITE',
    });
    expect(source.queries).toEqual([]);
  });
});

describe('GetSitemapIndex', () => {
  it('lists every part of every type once per locale of a multi-locale site, with the part’s newest change', async () => {
    const index = new GetSitemapIndex(sites, new InMemorySitemapSource({ jobs: jobRows(5), blog: blogRows }), clock, 2);
    const result = await index.execute(ctx({ site: 'suedwest' }));
    expect(result.ok).toBe(true);
    const refs = result.ok ? result.value : [];
    expect(refs.map((r) => r.loc)).toEqual(
      ['de', 'en', 'fr'].flatMap((p) => [
        `https://www.jobs-suedwest.de/${p}/jobs/sitemap.xml`,
        `https://www.jobs-suedwest.de/${p}/jobs/sitemap.xml?page=2`,
        `https://www.jobs-suedwest.de/${p}/jobs/sitemap.xml?page=3`,
        `https://www.jobs-suedwest.de/${p}/blog/sitemap.xml`,
      ]),
    );
    expect(refs.slice(0, 3).map((r) => r.lastmod)).toEqual([
      '2026-10-02T00:00:00.000Z',
      '2026-10-04T00:00:00.000Z',
      '2026-10-05T00:00:00.000Z',
    ]);
  });

  it('lists organizations once per locale and landing pages only for the locales that have some', async () => {
    const index = new GetSitemapIndex(
      sites,
      new InMemorySitemapSource(
        { organizations: orgRows },
        { de: landingRows('/jobs-in-stuttgart'), fr: landingRows('/emplois-a-stuttgart') },
      ),
      clock,
    );
    const result = await index.execute(ctx({ site: 'suedwest' }));
    expect(result.ok && result.value.map((r) => r.loc)).toEqual([
      'https://www.jobs-suedwest.de/de/organizations/sitemap.xml',
      'https://www.jobs-suedwest.de/de/landing/sitemap.xml',
      'https://www.jobs-suedwest.de/en/organizations/sitemap.xml',
      'https://www.jobs-suedwest.de/fr/organizations/sitemap.xml',
      'https://www.jobs-suedwest.de/fr/landing/sitemap.xml',
    ]);
  });

  it('uses unprefixed paths on a single-locale site, leaves out empty types, and is EMPTY without any URL', async () => {
    const single = await new GetSitemapIndex(sites, new InMemorySitemapSource({ jobs: jobRows(1) }), clock).execute(
      ctx({ site: 'default' }),
    );
    expect(single).toEqual({
      ok: true,
      value: [{ loc: 'https://www.jobs-regional.de/jobs/sitemap.xml', lastmod: '2026-10-01T00:00:00.000Z' }],
    });
    expect(await new GetSitemapIndex(sites, new InMemorySitemapSource({}), clock).execute(ctx())).toMatchObject({
      ok: false,
      code: 'EMPTY',
    });
  });
});

describe('GetSitemap', () => {
  const sitemap = new GetSitemap(sites, new InMemorySitemapSource({ jobs: jobRows(5), blog: blogRows }), clock, 2);

  it('returns one part in the request locale with localized absolute URLs', async () => {
    expect(await sitemap.execute({ type: 'jobs', page: 3 }, ctx({ site: 'suedwest', locale: 'en-GB' }))).toEqual({
      ok: true,
      value: [{ loc: 'https://www.jobs-suedwest.de/en/job/job-5', lastmod: '2026-10-05T00:00:00.000Z' }],
    });
    expect(await sitemap.execute({ type: 'blog', page: 1 }, ctx({ site: 'default' }))).toEqual({
      ok: true,
      value: [{ loc: 'https://www.jobs-regional.de/blog/2026/09/tipps', lastmod: '2026-09-30T22:30:00.000Z' }],
    });
  });

  it('lists organization pages in every locale and landing pages only in their own', async () => {
    const withPages = new GetSitemap(
      sites,
      new InMemorySitemapSource({ organizations: orgRows }, { fr: landingRows('/emplois-a-stuttgart') }),
      clock,
    );
    expect(await withPages.execute({ type: 'organizations', page: 1 }, ctx({ site: 'suedwest', locale: 'fr' }))).toEqual({
      ok: true,
      value: [{ loc: 'https://www.jobs-suedwest.de/fr/organization/muster-gmbh', lastmod: '2026-10-03T00:00:00.000Z' }],
    });
    expect(await withPages.execute({ type: 'landing', page: 1 }, ctx({ site: 'suedwest', locale: 'fr' }))).toEqual({
      ok: true,
      value: [{ loc: 'https://www.jobs-suedwest.de/fr/emplois-a-stuttgart', lastmod: '2026-10-06T00:00:00.000Z' }],
    });
    expect(await withPages.execute({ type: 'landing', page: 1 }, ctx({ site: 'suedwest', locale: 'de' }))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  it('is NOT_FOUND for unknown types, types without URLs, locales the site lacks and parts past the end', async () => {
    for (const type of ['organizations', 'landing', 'pages', 'JOBS', 'organization']) {
      expect(await sitemap.execute({ type, page: 1 }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
    expect(await sitemap.execute({ type: 'jobs', page: 1 }, ctx({ site: 'default', locale: 'fr' }))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await sitemap.execute({ type: 'jobs', page: 4 }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await sitemap.execute({ type: 'jobs', page: 0 }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
