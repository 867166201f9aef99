import { describe, expect, it } from 'vitest';
import type { JobSearchGateway } from '../../../../src/application/board/search/job-search-gateway.port';
import type { PlaceGateway } from '../../../../src/application/board/geo/place-gateway.port';
import { SearchJobs } from '../../../../src/application/board/search/search-jobs.use-case';
import { RunJobSearch } from '../../../../src/application/platform/search/run-job-search.use-case';
import type { JobSearchResult } from '../../../../src/domain/search/facet-entry';
import { buildJobSearchRequest } from '../../../../src/domain/search/job-search-builder';
import type { JobSearchRequest } from '../../../../src/domain/search/job-search-request';
import { fixedClock } from '../../../support/fixed-clock';
import { InMemoryJobIndex } from '../../../support/in-memory-job-index';
import { InMemoryJobRepository } from '../../../support/in-memory-job-repository';
import { aJob } from '../../../support/job-mother';
import { ctx } from '../../../support/request-context';
import { TAXONOMY } from '../../../support/search-taxonomy';

const NOW = '2026-11-15T12:00:00.000Z';
const vollzeit = { id: '1', vocabulary: 'employmentType' as const, label: { de: 'Vollzeit' }, alias: { de: 'vollzeit' } };
const teilzeit = { id: '2', vocabulary: 'employmentType' as const, label: { de: 'Teilzeit' }, alias: { de: 'teilzeit' } };

const request = (query: string): JobSearchRequest => {
  const built = buildJobSearchRequest(
    { segments: [], params: [...new URLSearchParams(query)] },
    { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy: TAXONOMY },
  );
  if (!built.ok) throw new Error(built.code);
  return built.value;
};

describe('RunJobSearch (platform)', () => {
  const jobs = [
    aJob({ id: '1', title: 'Koch', employmentTypes: [vollzeit], publishedAt: '2026-11-10T08:00:00.000Z' }),
    aJob({ id: '2', title: 'Koch Teilzeit', employmentTypes: [teilzeit], publishedAt: '2026-11-09T08:00:00.000Z' }),
    aJob({ id: '3', title: 'Koch Entwurf', state: 'draft' }),
    aJob({ id: '4', title: 'Koch abgelaufen', expiresAt: '2026-11-01T00:00:00.000Z' }),
    aJob({ id: '5', title: 'Koch anderswo', sites: ['suedwest'] }),
  ];

  it('returns visible jobs of the site with facet entries in the request locale', async () => {
    const search = new RunJobSearch(new InMemoryJobIndex(jobs), new InMemoryJobRepository(jobs), fixedClock(NOW));
    const result = await search.execute(request('search=koch&employmentType=1'), ctx({ locale: 'en-GB' }));
    if (!result.ok) throw new Error(result.code);
    expect(result.value.items.map((h) => h.job.id)).toEqual(['1']);
    expect(result.value.total).toBe(1);
    const employment = result.value.facets.find((f) => f.fieldName === 'employmentType')!;
    expect(employment).toMatchObject({ title: 'Employment type', multiple: true, order: 1 });
    // the employment type's own selection (1) does not hide the other value (2) from its counts
    expect(Object.fromEntries(employment.values.map((v) => [v.filter, v.count]))).toEqual({ '1': 1, '2': 1 });
    expect(employment.values.find((v) => v.filter === '1')).toMatchObject({
      label: 'Vollzeit',
      alias: 'vollzeit',
      aliasTranslation: [{ alias: 'vollzeit', langcode: 'de' }],
    });
  });

  it('drops a job the index still names but that is no longer visible (unpublished a moment ago)', async () => {
    const stale = new InMemoryJobIndex([aJob({ id: '9', title: 'Koch' })]);
    const search = new RunJobSearch(
      stale,
      new InMemoryJobRepository([aJob({ id: '9', title: 'Koch', state: 'archived' })]),
      fixedClock(NOW),
    );
    const result = await search.execute(request('search=koch'), ctx());
    expect(result.ok && result.value.items).toEqual([]);
  });

  it('refuses page sizes over 50 and deep offsets', async () => {
    const search = new RunJobSearch(new InMemoryJobIndex(jobs), new InMemoryJobRepository(jobs), fixedClock(NOW));
    expect(await search.execute({ ...request(''), range: { first: 0, last: 51 } }, ctx())).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
    expect(await search.execute({ ...request(''), range: { first: 10_010, last: 10 } }, ctx())).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
  });
});

describe('SearchJobs (board)', () => {
  const empty: JobSearchResult = { items: [], total: 0, totalEstimated: false, facets: [] };
  const gateway = (result: JobSearchResult, seen: JobSearchRequest[] = []): JobSearchGateway => ({
    search: async (r) => {
      seen.push(r);
      return result;
    },
    terms: async () => TAXONOMY,
  });
  const listing = { jobsPerPage: 10, defaultRadiusKm: 25 };
  const LOCALES = ['de', 'en-GB'] as const;

  it('builds the request from the URL with the site’s page size and default radius', async () => {
    const seen: JobSearchRequest[] = [];
    const search = new SearchJobs(gateway({ ...empty, total: 35 }, seen), listing, LOCALES);
    const canonical = '/jobs/vollzeit?locationType=locality&lat=48.1&lon=9.2&radius=25&page=2';
    // the default radius is part of the search: a URL without it is sent to the one with it
    expect(
      await search.execute(
        {
          segments: ['vollzeit'],
          params: [
            ['lat', '48.1'],
            ['lon', '9.2'],
            ['page', '2'],
          ],
        },
        { site: 'default', locale: 'de' },
      ),
    ).toEqual({ kind: 'redirect', status: 302, href: canonical });
    const params = [...new URLSearchParams(canonical.split('?')[1])].reverse();
    const result = await search.execute(
      { segments: ['vollzeit'], params: [...params, ['utm_source', 'x'], ['jobId', '7']] },
      { site: 'default', locale: 'de' },
    );
    expect(result).toMatchObject({ kind: 'page', page: { page: 2, pageCount: 4, noindex: false, href: canonical } });
    expect(seen[0]!.geoLocation?.radius).toBe(25);
    expect(seen[0]!.range).toEqual({ first: 10, last: 10 });
  });

  it('gives the page the taxonomy in the site’s languages only, German kept as the stand-in', async () => {
    const vollzeitIn = async (locales: readonly ('de' | 'en-GB' | 'fr')[]) => {
      const result = await new SearchJobs(gateway(empty), listing, locales).execute(
        { segments: [], params: [] },
        { site: 'default', locale: 'de' },
      );
      if (result.kind !== 'page') throw new Error(result.kind);
      return result.page.taxonomy.find((term) => term.id === '1');
    };
    expect(await vollzeitIn(['de', 'en-GB'])).toEqual({
      id: '1',
      field: 'employmentType',
      label: { de: 'Vollzeit', 'en-GB': 'Full-time' },
      alias: { de: 'vollzeit', 'en-GB': 'full-time' },
    });
    expect(await vollzeitIn(['fr'])).toMatchObject({ label: { de: 'Vollzeit', fr: 'Temps plein' } });
    expect((await vollzeitIn(['fr']))?.label).not.toHaveProperty('en-GB');
  });

  it('cleans a query spelled otherwise (empty form fields, nonsense) with a temporary redirect', async () => {
    const search = new SearchJobs(gateway(empty), listing, LOCALES);
    const form: Array<[string, string]> = [
      ['search', ' koch '],
      ['geo_location', ''],
      ['radius', '100'],
      ['sort', 'relevance'],
      ['page', '-3'],
    ];
    expect(await search.execute({ segments: [], params: form }, { site: 'default', locale: 'de' })).toEqual({
      kind: 'redirect',
      status: 302,
      href: '/jobs?search=koch',
    });
  });

  it('redirects to the URL the search really has; unknown path segments are not found', async () => {
    const search = new SearchJobs(gateway(empty), listing, LOCALES);
    expect(await search.execute({ segments: [], params: [['employmentType', '1']] }, { site: 'default', locale: 'de' })).toEqual({
      kind: 'redirect',
      status: 301,
      href: '/jobs/vollzeit',
    });
    expect(await search.execute({ segments: ['teilzeit', 'vollzeit'], params: [] }, { site: 'default', locale: 'de' })).toEqual({
      kind: 'redirect',
      status: 301,
      href: '/jobs?employmentType=1%2C2',
    });
    expect(await search.execute({ segments: ['quatsch'], params: [] }, { site: 'default', locale: 'de' })).toEqual({ kind: 'not-found' });
  });

  it('sends a page past the end to the last page; an empty result is noindex and lists the selected values', async () => {
    const search = new SearchJobs(gateway({ ...empty, total: 12 }), listing, LOCALES);
    expect(
      await search.execute(
        {
          segments: [],
          params: [
            ['page', '9'],
            ['search', 'koch'],
          ],
        },
        { site: 'default', locale: 'de' },
      ),
    ).toEqual({ kind: 'redirect', status: 302, href: '/jobs?search=koch&page=2' });
    const none = await new SearchJobs(
      gateway({
        ...empty,
        facets: [{ fieldName: 'occupations', title: 'Berufsfeld', multiple: true, order: 3, estimated: false, values: [], groups: [] }],
      }),
      listing,
      LOCALES,
    ).execute({ segments: ['pflege'], params: [] }, { site: 'default', locale: 'de' });
    expect(none).toMatchObject({ kind: 'page', page: { noindex: true, total: 0 } });
    if (none.kind === 'page') expect(none.page.facets[0]!.values).toEqual([{ filter: '31', label: 'Pflege', count: 0 }]);
  });

  it('never asks the platform past its deepest offset: later pages go to page 1,001 (at 10 per page), which lists as the last', async () => {
    const seen: JobSearchRequest[] = [];
    const search = new SearchJobs(gateway({ ...empty, total: 50_000 }, seen), listing, LOCALES);
    for (const page of ['1002', '5000', '10000']) {
      expect(await search.execute({ segments: [], params: [['page', page]] }, { site: 'default', locale: 'de' })).toEqual({
        kind: 'redirect',
        status: 302,
        href: '/jobs?page=1001',
      });
    }
    expect(seen).toEqual([]);
    const last = await search.execute({ segments: [], params: [['page', '1001']] }, { site: 'default', locale: 'de' });
    expect(last).toMatchObject({ kind: 'page', page: { page: 1001, pageCount: 1001 } });
    expect(seen[0]!.range).toEqual({ first: 10_000, last: 10 });
  });
  it('a typed place without coordinates (no JavaScript) is searched as its best suggestion; unknown text does not filter', async () => {
    const asked: string[] = [];
    const places: PlaceGateway = {
      suggest: async (query) => {
        asked.push(query);
        return query === 'Stuttg'
          ? [
              {
                label: 'Stuttgart',
                lat: 48.78,
                lon: 9.18,
                locationType: 'locality',
                country: 'DE',
                administrativeArea: 'Baden-Württemberg',
              },
            ]
          : [];
      },
    };
    const search = new SearchJobs(gateway(empty), listing, LOCALES, places);
    const typed = await search.execute(
      {
        segments: [],
        params: [
          ['search', ''],
          ['geo_location', 'Stuttg'],
        ],
      },
      { site: 'default', locale: 'de' },
    );
    expect(typed).toMatchObject({ kind: 'redirect', status: 302 });
    const href = typed.kind === 'redirect' ? typed.href : '';
    const query = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      geo_location: 'Stuttgart',
      lat: '48.78',
      lon: '9.18',
      locationType: 'locality',
      country: 'DE',
      administrative_area_level_1: 'Baden-Württemberg',
      radius: '25',
    });
    // Following the redirect: coordinates present, nothing is looked up again.
    expect(await search.execute({ segments: [], params: [...query] }, { site: 'default', locale: 'de' })).toMatchObject({ kind: 'page' });
    expect(asked).toEqual(['Stuttg']);
    // A typed place next to a radius (the form's own field) still moves to the URL of the place searched.
    const withRadius = await search.execute(
      {
        segments: [],
        params: [
          ['geo_location', 'Stuttg'],
          ['radius', '50'],
        ],
      },
      { site: 'default', locale: 'de' },
    );
    expect(withRadius).toMatchObject({ kind: 'redirect', status: 302 });
    const moved = new URLSearchParams(withRadius.kind === 'redirect' ? withRadius.href.split('?')[1] : '');
    expect(Object.fromEntries(moved)).toMatchObject({ geo_location: 'Stuttgart', lat: '48.78', lon: '9.18', radius: '50' });
    expect(await search.execute({ segments: [], params: [['geo_location', 'Atlantis']] }, { site: 'default', locale: 'de' })).toEqual({
      kind: 'redirect',
      status: 302,
      href: '/jobs',
    });
  });

  it('/jobs?jobId= shows that job first, out of the results, when it is published and not expired', async () => {
    const shown = aJob({ id: '7', title: 'Koch' });
    const other = aJob({ id: '8', title: 'Kellner' });
    const result: JobSearchResult = {
      items: [
        { job: other, distanceKm: null, top: false },
        { job: shown, distanceKm: null, top: false },
      ],
      total: 2,
      totalEstimated: false,
      facets: [],
    };
    const byId: Record<string, { job: ReturnType<typeof aJob>; expired: boolean }> = {
      '7': { job: shown, expired: false },
      '9': { job: aJob({ id: '9', title: 'Alt' }), expired: true },
      '10': { job: aJob({ id: '10', title: 'Entwurf', state: 'draft' }), expired: false },
    };
    const asked: string[] = [];
    const jobs = {
      byId: async (id: string) => {
        asked.push(id);
        if (id === '11') throw new Error('platform down');
        return byId[id] ?? null;
      },
    };
    const search = new SearchJobs(gateway(result), listing, LOCALES, undefined, jobs);
    const at = (jobId: string) => search.execute({ segments: [], params: [['jobId', jobId]] }, { site: 'default', locale: 'de' });

    const page = await at('7');
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.page.pinned?.id).toBe('7');
    expect(page.page.hits.map((h) => h.job.id)).toEqual(['8']);
    // the search's one URL stays without jobId: no redirect, canonical of the plain search
    expect(page.page.href).toBe('/jobs');

    for (const id of ['9', '10', '11', '404', 'abc', '-1', '']) {
      const plain = await at(id);
      if (plain.kind !== 'page') throw new Error(plain.kind);
      expect(plain.page.pinned, id).toBeNull();
      expect(plain.page.hits.map((h) => h.job.id)).toEqual(['8', '7']);
    }
    expect(asked).toEqual(['7', '9', '10', '11', '404']);
  });
});
