import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePlaceName, normalizePlaceText, searchPlaces } from '../../../../src/domain/geo/place-search';
import { PLACE_FIXTURE } from '../../../support/fixture-geocoder';

const SUEDWEST = { west: 5.8, south: 47.2, east: 10.6, north: 50.95 };
const labels = (text: string, options: Partial<Parameters<typeof searchPlaces>[2]> = {}) =>
  searchPlaces(PLACE_FIXTURE, text, { limit: 5, locale: 'de', bounds: null, ...options }).map((p) => p.label);

describe('place text normalizing', () => {
  it('drops case, accents and punctuation; spells umlauts both ways', () => {
    expect(normalizePlaceText('  Saint-Étienne ')).toBe('saint etienne');
    expect(normalizePlaceText('Straße')).toBe('strasse');
    expect(normalizePlaceName('München')).toEqual(['munchen', 'muenchen']);
    expect(normalizePlaceName('Stuttgart')).toEqual(['stuttgart']);
  });

  it('is idempotent and never keeps marks or upper case', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalizePlaceText(s);
        expect(normalizePlaceText(n)).toBe(n);
        expect(n).toBe(n.toLowerCase());
        expect(n).not.toMatch(/\p{M}/u);
      }),
    );
  });
});

describe('place suggestions', () => {
  it('finds München however it is typed', () => {
    for (const typed of ['münchen', 'munchen', 'Muenchen', 'MÜNCH', 'Munich']) expect(labels(typed)[0], typed).toBe('München');
  });

  it('ranks exact and prefix matches of the own name first, then by population', () => {
    expect(labels('Frei')).toEqual(['Freiburg', 'Freiberg']);
    expect(labels('m')).toEqual(['München', 'Mannheim', 'Mönchengladbach', 'Münchenstein']);
    // "Breisgau" is a later word of another name of Freiburg.
    expect(labels('Breisgau')).toEqual(['Freiburg']);
  });

  it('offers federal states and countries, the country in the request locale', () => {
    expect(searchPlaces(PLACE_FIXTURE, 'ba', { limit: 2, locale: 'de', bounds: null })).toEqual([
      { label: 'Bayern', lat: 48.95, lon: 11.4, locationType: 'administrative_area_level_1', country: 'DE', administrativeArea: 'Bayern' },
      {
        label: 'Baden-Württemberg',
        lat: 48.66,
        lon: 9.0,
        locationType: 'administrative_area_level_1',
        country: 'DE',
        administrativeArea: 'Baden-Württemberg',
      },
    ]);
    expect(labels('germ', { locale: 'fr' })).toEqual(['Allemagne']);
    expect(labels('deutsch', { locale: 'en-GB' })).toEqual(['Germany']);
  });

  it('on a bounded site keeps localities inside the box and areas that overlap it', () => {
    expect(labels('m', { bounds: SUEDWEST })).toEqual(['Mannheim', 'Münchenstein']);
    expect(labels('Frei', { bounds: SUEDWEST })).toEqual(['Freiburg']);
    expect(labels('Bayern', { bounds: SUEDWEST })).toEqual(['Bayern']);
  });

  it('gives nothing for blank or unmatched text and respects the limit', () => {
    expect(labels('   ')).toEqual([]);
    expect(labels('zzzz')).toEqual([]);
    expect(labels('m', { limit: 2 })).toHaveLength(2);
  });

  it('never returns more than asked, and only places that match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 10 }), (text, limit) => {
        const found = searchPlaces(PLACE_FIXTURE, text, { limit, locale: 'de', bounds: null });
        expect(found.length).toBeLessThanOrEqual(limit);
        const q = normalizePlaceText(text);
        for (const place of found) {
          const entry = PLACE_FIXTURE.find((e) => (e.localizedLabels?.de ?? e.label) === place.label)!;
          const keys = [...entry.keys, ...(entry.otherKeys ?? [])];
          expect(keys.some((k) => k.startsWith(q) || k.includes(` ${q}`))).toBe(true);
        }
      }),
    );
  });
});
