import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RADIUS_OPTIONS_KM } from '../../../../src/domain/site/radius';
import { JOB_FACET_FIELDS } from '../../../../src/domain/search/job-facets';
import { MAX_KEYS_LENGTH, buildJobSearchRequest, type BuildOptions } from '../../../../src/domain/search/job-search-builder';
import { organizationNameFilter, pageOf, selectedValues, type JobSearchRequest } from '../../../../src/domain/search/job-search-request';
import { TAXONOMY } from '../../../support/search-taxonomy';

const OPTIONS: BuildOptions = { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy: TAXONOMY };

const build = (query: string, segments: string[] = [], options: Partial<BuildOptions> = {}): JobSearchRequest => {
  const result = buildJobSearchRequest({ segments, params: [...new URLSearchParams(query)] }, { ...OPTIONS, ...options });
  if (!result.ok) throw new Error(`unexpected ${result.code}`);
  return result.value;
};

describe('buildJobSearchRequest (issue 4 item 1, spec §3 job search request)', () => {
  it('asks no deeper than offset 10,000: a later page is the last one a search answers', () => {
    for (const page of ['1001', '1002', '10000', '999999']) expect(build(`page=${page}`).range).toEqual({ first: 10_000, last: 10 });
  });

  it('builds the spec shape: facets with limit 100 / min_count 1, range from page, language', () => {
    const request = build('page=3&search=Pflege');
    expect(request.language).toBe('de');
    expect(request.range).toEqual({ first: 20, last: 10 });
    expect(request.fulltext).toEqual({ keys: 'Pflege' });
    expect(request.facets.map((f) => f.field)).toEqual([...JOB_FACET_FIELDS]);
    expect(request.facets[0]).toEqual({ field: 'remoteOptions', limit: 100, operator: 'OR', min_count: 1, missing: false });
    expect(request.condition_group).toEqual({ conjunction: 'AND', groups: [] });
    expect(request.sort).toBe('relevance');
    expect(build('', [], { locale: 'en-GB' }).language).toBe('en');
  });

  it('turns comma-separated numeric values into separate equal conditions, duplicates dropped', () => {
    const request = build('employmentType=2,1,2&employmentType=1&industry=21');
    expect(request.condition_group.groups).toEqual([
      {
        conjunction: 'OR',
        tags: ['facet:employmentType'],
        conditions: [
          { operator: '=', name: 'employmentType', value: '1' },
          { operator: '=', name: 'employmentType', value: '2' },
        ],
      },
      { conjunction: 'OR', tags: ['facet:industry'], conditions: [{ operator: '=', name: 'industry', value: '21' }] },
    ]);
  });

  it('reads facet values from path segments in any language (visitor’s first), reserved parameters are no facets', () => {
    expect(selectedValues(build('', ['vollzeit', 'remote']), 'employmentType')).toEqual(['1']);
    expect(selectedValues(build('', ['vollzeit', 'remote']), 'remoteOptions')).toEqual(['10']);
    expect(selectedValues(build('', ['temps-plein'], { locale: 'fr' }), 'employmentType')).toEqual(['1']);
    // German alias on the French page still names the term
    expect(selectedValues(build('', ['teilzeit'], { locale: 'fr' }), 'employmentType')).toEqual(['2']);
    // "logistik" is an occupation and an industry: the more telling facet (occupations) wins
    expect(selectedValues(build('', ['logistik']), 'occupations')).toEqual(['30']);
    const reserved = build('page=2&radius=25&lat=48.7&lon=9.1&country=DE');
    expect(reserved.condition_group.groups).toEqual([]);
  });

  it('answers a clear error for a path segment that names nothing', () => {
    const result = buildJobSearchRequest({ segments: ['vollzeit', 'gibtsnicht'], params: [] }, OPTIONS);
    expect(result).toMatchObject({ ok: false, code: 'UNKNOWN_PATH_SEGMENT', message: expect.stringContaining('gibtsnicht') });
  });

  it('puts the title filter in its own LIKE group', () => {
    const request = build('job_organization_name=%20Muster%20%20GmbH%20');
    expect(organizationNameFilter(request)).toBe('Muster GmbH');
    expect(request.condition_group.groups[0]).toEqual({
      conjunction: 'OR',
      tags: ['filter:job_organization_name'],
      conditions: [{ operator: 'LIKE', name: 'job_organization_name', value: 'Muster GmbH' }],
    });
  });

  it('geo: a locality takes a radius (default per site), areas and countries none', () => {
    expect(build('geo_location=Stuttgart&lat=48.7758&lon=9.1829&locationType=locality&radius=25').geoLocation).toEqual({
      label: 'Stuttgart',
      country: null,
      administrativeArea: null,
      lat: 48.7758,
      lon: 9.1829,
      radius: 25,
      locationType: 'locality',
    });
    expect(build('lat=48.7758&lon=9.1829', [], { defaultRadiusKm: 25 }).geoLocation).toMatchObject({
      radius: 25,
      locationType: 'locality',
    });
    expect(
      build(
        'geo_location=Baden-W%C3%BCrttemberg&administrative_area_level_1=Baden-W%C3%BCrttemberg&country=de&locationType=administrative_area_level_1&radius=50',
      ).geoLocation,
    ).toEqual({
      label: 'Baden-Württemberg',
      country: 'DE',
      administrativeArea: 'Baden-Württemberg',
      lat: null,
      lon: null,
      radius: null,
      locationType: 'administrative_area_level_1',
    });
    expect(build('geo_location=Deutschland&country=DE&locationType=country&radius=5').geoLocation).toMatchObject({
      radius: null,
      locationType: 'country',
      country: 'DE',
    });
  });

  it('ignores nonsense: negative page, radius 7, lat 999, 10 kB of text, unknown facet values, twice-given scalars', () => {
    const request = build(
      `page=-4&radius=7&lat=999&lon=9&locationType=locality&search=${'x'.repeat(10_000)}&employmentType=999,abc,-1,3&industry=1&remoteOptions=%00&sort=best&page=2&bogus=1`,
    );
    expect(pageOf(request)).toBe(1); // page given twice (-4 and 2): neither wins
    expect(request.geoLocation).toBeNull();
    expect(request.fulltext?.keys).toHaveLength(MAX_KEYS_LENGTH);
    expect(selectedValues(request, 'employmentType')).toEqual(['3']);
    expect(selectedValues(request, 'industry')).toEqual([]); // 1 is an employment type, not an industry
    expect(request.sort).toBe('relevance');
    expect(build('lat=48.1&lon=9.1&radius=7').geoLocation?.radius).toBe(100);
  });

  it('sorts by relevance with words, by date without; distance only with a point', () => {
    expect(build('').sort).toBe('date');
    expect(build('sort=relevance').sort).toBe('date');
    expect(build('sort=distance').sort).toBe('date');
    expect(build('sort=distance&lat=48.1&lon=9.1').sort).toBe('distance');
    expect(build('sort=date&search=koch').sort).toBe('date');
  });

  it('a search text without words is no search text: every job, by date', () => {
    for (const keys of ['-', '!', '%21%3F', '(m/w/d)', '-%20-']) {
      const request = build(`search=${keys}`);
      expect(request.fulltext).toBeNull();
      expect(request.sort).toBe('date');
    }
    expect(build('search=-Vollzeit').fulltext).toEqual({ keys: '-Vollzeit' });
  });

  it('any input yields a valid request or a clear error (property)', () => {
    const key = fc.oneof(
      fc.constantFrom(
        'page',
        'search',
        'geo_location',
        'country',
        'administrative_area_level_1',
        'lat',
        'lon',
        'radius',
        'locationType',
        'sort',
        'job_organization_name',
        ...JOB_FACET_FIELDS,
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 300 }))), fc.array(fc.string(), { maxLength: 3 }), (params, segments) => {
        const result = buildJobSearchRequest({ segments, params }, OPTIONS);
        if (!result.ok) {
          expect(result.code).toBe('UNKNOWN_PATH_SEGMENT');
          expect(result.message).toMatch(/No job category/);
          return;
        }
        const r = result.value;
        expect(r.range.last).toBe(10);
        expect(r.range.first % 10).toBe(0);
        expect(r.range.first).toBeGreaterThanOrEqual(0);
        expect(r.range.first).toBeLessThanOrEqual(10_000); // the deepest offset a search answers
        if (r.fulltext) expect(r.fulltext.keys.length).toBeGreaterThan(0);
        if (r.fulltext) expect(r.fulltext.keys.length).toBeLessThanOrEqual(MAX_KEYS_LENGTH);
        if (r.geoLocation?.radius != null) expect(RADIUS_OPTIONS_KM).toContain(r.geoLocation.radius);
        if (r.geoLocation?.lat != null) expect(Math.abs(r.geoLocation.lat)).toBeLessThanOrEqual(90);
        for (const group of r.condition_group.groups) {
          expect(group.conditions.length).toBeGreaterThan(0);
          for (const c of group.conditions) if (c.operator === '=') expect(c.value).toMatch(/^[1-9]\d*$/);
        }
      }),
    );
  });
});
