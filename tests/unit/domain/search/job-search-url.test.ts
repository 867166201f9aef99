import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, translate, type Locale } from '../../../../src/domain/shared/locale';
import { JOB_FACET_FIELDS } from '../../../../src/domain/search/job-facets';
import { buildJobSearchRequest, type BuildOptions } from '../../../../src/domain/search/job-search-builder';
import { withFacetValues, withPage, withoutFilters } from '../../../../src/domain/search/job-search-edits';
import type { JobSearchRequest } from '../../../../src/domain/search/job-search-request';
import { toSearchHref, toSearchUrl } from '../../../../src/domain/search/job-search-url';
import { TAXONOMY } from '../../../support/search-taxonomy';

const options = (locale: Locale = 'de'): BuildOptions => ({ locale, pageSize: 10, defaultRadiusKm: 100, taxonomy: TAXONOMY });

function build(
  segments: readonly string[],
  params: ReadonlyArray<readonly [string, string]>,
  locale: Locale = 'de',
): JobSearchRequest | null {
  const result = buildJobSearchRequest({ segments, params }, options(locale));
  return result.ok ? result.value : null;
}

/** Reads an href the way the server does: path segments after /jobs and the query. */
function fromHref(href: string, locale: Locale): JobSearchRequest | null {
  const url = new URL(href, 'https://x.test');
  const segments = url.pathname.split('/').slice(2).map(decodeURIComponent);
  return build(segments, [...url.searchParams], locale);
}

const anyLocale = fc.constantFrom(...LOCALES);
const aliases = TAXONOMY.flatMap((t) => LOCALES.map((l) => translate(t.alias, l)));
const facetValue = fc.oneof(
  fc.constantFrom(...TAXONOMY.map((t) => t.id)),
  fc.constantFrom('999', 'abc', '', '0', '007', '1,2,3', '3,3', ' 2 ', '12345678901234567890'),
  fc.string({ maxLength: 6 }),
);
const param = fc.oneof(
  fc.tuple(fc.constantFrom(...JOB_FACET_FIELDS), facetValue),
  fc.tuple(fc.constant('page'), fc.oneof(fc.integer({ min: -3, max: 40 }).map(String), fc.string({ maxLength: 4 }))),
  fc.tuple(
    fc.constant('search'),
    fc.oneof(fc.constantFrom('Pflege', 'koch  stuttgart', ' Ärztin ', 'a+b,c&d=e'), fc.string({ maxLength: 40 })),
  ),
  fc.tuple(fc.constant('geo_location'), fc.constantFrom('Stuttgart', 'Baden-Württemberg', 'Deutschland', '')),
  fc.tuple(
    fc.constant('lat'),
    fc.oneof(fc.double({ min: -100, max: 100, noNaN: true }).map(String), fc.constantFrom('48.7758', '999', 'x')),
  ),
  fc.tuple(fc.constant('lon'), fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }).map(String), fc.constantFrom('9.1829', '-0'))),
  fc.tuple(fc.constant('radius'), fc.constantFrom('5', '25', '50', '100', '200', '7', '-5', '')),
  fc.tuple(fc.constant('locationType'), fc.constantFrom('locality', 'postal_code', 'administrative_area_level_1', 'country', 'planet')),
  fc.tuple(fc.constant('country'), fc.constantFrom('DE', 'fr', 'DEU', '')),
  fc.tuple(fc.constant('administrative_area_level_1'), fc.constantFrom('Baden-Württemberg', 'Bayern', ' ')),
  fc.tuple(fc.constant('sort'), fc.constantFrom('relevance', 'date', 'distance', 'random')),
  fc.tuple(fc.constant('job_organization_name'), fc.constantFrom('Muster GmbH', '100%_sicher', '')),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })),
);
const input = fc.record({
  segments: fc.array(fc.constantFrom(...aliases), { maxLength: 4 }),
  params: fc.array(param, { maxLength: 14 }),
  locale: anyLocale,
});

describe('toSearchUrl — the inverse of the builder (issue 4 item 1)', () => {
  it('URL → request → URL is stable (property)', () => {
    fc.assert(
      fc.property(input, ({ segments, params, locale }) => {
        const first = build(segments, params, locale)!;
        const href = toSearchHref(first, { locale, taxonomy: TAXONOMY });
        const again = fromHref(href, locale);
        expect(again).toEqual(first);
        expect(toSearchHref(again!, { locale, taxonomy: TAXONOMY })).toBe(href);
      }),
      { numRuns: 500 },
    );
  });

  it('the order of parameters and segments does not change the result (property)', () => {
    fc.assert(
      fc.property(input, fc.integer(), ({ segments, params, locale }, seed) => {
        const shuffle = <T>(list: readonly T[]) =>
          [...list]
            .map((v, i) => [((i + 1) * (seed | 1)) % 9973, v] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([, v]) => v);
        expect(build(shuffle(segments), shuffle(params), locale)).toEqual(build(segments, params, locale));
        expect(build([...segments].reverse(), [...params].reverse(), locale)).toEqual(build(segments, params, locale));
      }),
      { numRuns: 300 },
    );
  });

  it('puts at most two single-valued facets in the path, in the visitor’s language, the rest in the query', () => {
    const request = build(
      [],
      [
        ['employmentType', '1'],
        ['occupations', '32'],
        ['remoteOptions', '10'],
        ['industry', '20,21'],
        ['company', '7'],
      ],
    )!;
    expect(toSearchHref(request, { locale: 'de', taxonomy: TAXONOMY })).toBe(
      '/jobs/softwareentwicklung/vollzeit?remoteOptions=10&industry=20%2C21&company=7',
    );
    expect(toSearchHref(request, { locale: 'fr', taxonomy: TAXONOMY })).toBe(
      '/jobs/developpement-logiciel/temps-plein?remoteOptions=10&industry=20%2C21&company=7',
    );
    expect(toSearchHref(request, { locale: 'en-GB', taxonomy: TAXONOMY })).toBe(
      '/jobs/software-development/full-time?remoteOptions=10&industry=20%2C21&company=7',
    );
  });

  it('keeps an alias out of the path when it would read back as another facet', () => {
    // "logistik" names the occupation; the industry of the same name must go to the query
    const industry = build([], [['industry', '20']])!;
    expect(toSearchHref(industry, { locale: 'de', taxonomy: TAXONOMY })).toBe('/jobs?industry=20');
    const occupation = build([], [['occupations', '30']])!;
    expect(toSearchHref(occupation, { locale: 'de', taxonomy: TAXONOMY })).toBe('/jobs/logistik');
  });

  it('writes the query in a fixed order and leaves defaults out', () => {
    const request = build(
      ['pflege'],
      [
        ['page', '2'],
        ['sort', 'distance'],
        ['radius', '25'],
        ['lat', '48.7758'],
        ['lon', '9.1829'],
        ['locationType', 'locality'],
        ['geo_location', 'Stuttgart'],
        ['search', 'Nacht dienst'],
      ],
    )!;
    expect(toSearchHref(request, { locale: 'de', taxonomy: TAXONOMY })).toBe(
      '/jobs/pflege?search=Nacht+dienst&geo_location=Stuttgart&locationType=locality&lat=48.7758&lon=9.1829&radius=25&sort=distance&page=2',
    );
    expect(toSearchUrl(build([], [['sort', 'date']])!, { locale: 'de', taxonomy: TAXONOMY })).toEqual({ segments: [], params: [] });
  });

  it('edits: paging keeps filters, filter changes go back to page 1', () => {
    const request = build(
      ['vollzeit'],
      [
        ['page', '3'],
        ['search', 'koch'],
      ],
    )!;
    const href = (r: JobSearchRequest) => toSearchHref(r, { locale: 'de', taxonomy: TAXONOMY });
    expect(href(withPage(request, 4))).toBe('/jobs/vollzeit?search=koch&page=4');
    expect(href(withFacetValues(request, 'employmentType', ['1', '2']))).toBe('/jobs?search=koch&employmentType=1%2C2');
    expect(href(withoutFilters(request))).toBe('/jobs');
  });
});
