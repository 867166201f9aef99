import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertQueryOf, alertSearchInput, describeSearch } from '../../../../src/domain/alerts/alert-search';
import { buildJobSearchRequest } from '../../../../src/domain/search/job-search-builder';
import type { JobSearchRequest } from '../../../../src/domain/search/job-search-request';
import { LOCALES, type Locale } from '../../../../src/domain/shared/locale';
import { TAXONOMY } from '../../../support/search-taxonomy';

const build = (segments: string[], params: Array<[string, string]>, locale: Locale = 'de'): JobSearchRequest => {
  const built = buildJobSearchRequest({ segments, params }, { locale, pageSize: 10, defaultRadiusKm: 100, taxonomy: TAXONOMY });
  if (!built.ok) throw new Error(built.code);
  return built.value;
};
const fromQuery = (query: string, locale: Locale = 'de') => {
  const built = buildJobSearchRequest(alertSearchInput(query), { locale, pageSize: 10, defaultRadiusKm: 100, taxonomy: TAXONOMY });
  if (!built.ok) throw new Error(built.code);
  return built.value;
};

describe('the normalized search of an alert', () => {
  it('keeps every facet as a parameter, drops page and sort', () => {
    const request = build(
      ['pflege', 'vollzeit'],
      [
        ['search', 'Nacht dienst'],
        ['page', '3'],
        ['sort', 'date'],
      ],
    );
    expect(alertQueryOf(request)).toBe('search=Nacht+dienst&employmentType=1&occupations=31');
  });

  it('is the same in every language (path aliases differ, the alert does not)', () => {
    const de = alertQueryOf(
      build(
        ['pflege'],
        [
          ['geo_location', 'Freiburg'],
          ['lat', '47.99'],
          ['lon', '7.84'],
          ['radius', '25'],
        ],
        'de',
      ),
    );
    const fr = alertQueryOf(
      build(
        ['soins'],
        [
          ['geo_location', 'Freiburg'],
          ['lat', '47.99'],
          ['lon', '7.84'],
          ['radius', '25'],
        ],
        'fr',
      ),
    );
    expect(fr).toBe(de);
    expect(de).toBe('geo_location=Freiburg&locationType=locality&lat=47.99&lon=7.84&radius=25&occupations=31');
  });

  it('an empty search is the empty query (an alert on all new jobs)', () => {
    expect(alertQueryOf(build([], []))).toBe('');
    expect(alertSearchInput('')).toEqual({ segments: [], params: [] });
  });

  it('reads back to the same search (a fixed point of builder and printer)', () => {
    const param = fc.oneof(
      fc.tuple(fc.constant('search'), fc.string({ maxLength: 20 })),
      fc.tuple(
        fc.constantFrom('employmentType', 'occupations', 'industry', 'remoteOptions', 'yearsOfExperience', 'company'),
        fc.constantFrom('1', '2', '20', '31', '32', '10', '41', '99', '1,2'),
      ),
      fc.tuple(fc.constantFrom('lat', 'lon'), fc.constantFrom('48.1', '9.5', '-7', 'x')),
      fc.tuple(fc.constantFrom('radius', 'page', 'sort', 'job_organization_name', 'geo_location'), fc.string({ maxLength: 12 })),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 8 }), fc.constantFrom(...LOCALES), (params, locale) => {
        const query = alertQueryOf(build([], params as Array<[string, string]>, locale));
        expect(alertQueryOf(fromQuery(query, locale))).toBe(query);
        expect(alertQueryOf(fromQuery(query, 'de'))).toBe(query);
      }),
    );
  });

  it('is described in the reader’s language: words, place with radius, facet labels', () => {
    const request = build(
      ['pflege'],
      [
        ['search', 'nacht'],
        ['geo_location', 'Freiburg'],
        ['lat', '47.99'],
        ['lon', '7.84'],
        ['radius', '25'],
        ['employmentType', '1,2'],
      ],
    );
    expect(describeSearch(request, TAXONOMY, 'de')).toEqual(['„nacht“', 'Freiburg (25 km)', 'Vollzeit, Teilzeit', 'Pflege']);
    expect(describeSearch(request, TAXONOMY, 'en-GB')).toEqual(['“nacht”', 'Freiburg (25 km)', 'Full-time, Part-time', 'Nursing']);
    expect(describeSearch(request, TAXONOMY, 'fr')[0]).toBe('« nacht »');
    expect(describeSearch(build([], []), TAXONOMY, 'de')).toEqual([]);
  });
});
