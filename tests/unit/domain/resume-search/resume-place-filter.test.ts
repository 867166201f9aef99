import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCoordinate } from '../../../../src/domain/geo/coordinate';
import type { PlaceSelection } from '../../../../src/domain/geo/place';
import { desiredPlaceOf, firstNamedPlace } from '../../../../src/domain/resume-search/desired-place';
import { rawResumePlaceOf, resumePlaceFilter } from '../../../../src/domain/resume-search/resume-place-filter';
import { RADIUS_OPTIONS_KM } from '../../../../src/domain/site/radius';

const town = fc.record({
  label: fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() !== ''),
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
  locationType: fc.constantFrom('locality', 'postal_code'),
  country: fc.constantFrom('DE', 'FR', 'CH'),
  administrativeArea: fc.option(fc.constantFrom('Baden-Württemberg', 'Bayern'), { nil: null }),
});

describe('the place of a resume search', () => {
  it('searches a town within an offered radius, and reads back what it stored', () => {
    fc.assert(
      fc.property(town, fc.constantFrom(...RADIUS_OPTIONS_KM), (place, radius) => {
        const filter = resumePlaceFilter({ ...place, radius });
        expect(filter.ok).toBe(true);
        if (!filter.ok || !filter.value) return;
        expect(filter.value).toMatchObject({
          kind: 'radius',
          lat: roundCoordinate(place.lat),
          lon: roundCoordinate(place.lon),
          radiusKm: radius,
        });
        expect(resumePlaceFilter(rawResumePlaceOf(filter.value))).toEqual(filter);
      }),
    );
  });

  it('refuses a radius that is not offered and a town without its point, never searching everywhere instead', () => {
    fc.assert(
      fc.property(
        town,
        fc.integer({ min: -1000, max: 1000 }).filter((r) => !(RADIUS_OPTIONS_KM as readonly number[]).includes(r)),
        (place, radius) => {
          expect(resumePlaceFilter({ ...place, radius }).ok).toBe(false);
          expect(resumePlaceFilter({ ...place, lat: null }).ok).toBe(false);
        },
      ),
    );
  });

  it('is no place without a text, a point or a type', () => {
    expect(resumePlaceFilter(null)).toEqual({ ok: true, value: null });
    expect(resumePlaceFilter({ label: '  ', radius: 25 })).toEqual({ ok: true, value: null });
  });

  it('takes a federal state and a country as a whole, with no radius', () => {
    expect(
      resumePlaceFilter({
        label: 'Bayern',
        locationType: 'administrative_area_level_1',
        country: 'de',
        administrativeArea: 'Bayern',
        radius: 50,
      }),
    ).toEqual({ ok: true, value: { kind: 'region', label: 'Bayern', country: 'DE', administrativeArea: 'Bayern' } });
    expect(resumePlaceFilter({ label: 'Frankreich', locationType: 'country', country: 'FR' })).toEqual({
      ok: true,
      value: { kind: 'country', label: 'Frankreich', country: 'FR' },
    });
  });
});

const suggestion = (label: string, locationType: PlaceSelection['locationType'], lat = 50, lon = 8): PlaceSelection => ({
  label,
  lat,
  lon,
  locationType,
  country: 'DE',
  administrativeArea: locationType === 'country' ? null : 'Hamburg',
});

describe('where a resume wants to work', () => {
  it('a city that is its own state is the city, with its point', () => {
    const place = desiredPlaceOf('Hamburg', [
      suggestion('Hamburg', 'administrative_area_level_1'),
      suggestion('Hamburg', 'locality', 53.55, 9.99),
    ]);
    expect(place).toEqual({ lat: 53.55, lon: 9.99, country: 'DE', administrativeArea: 'Hamburg' });
  });

  it('a whole state has no point (a radius around its centre would claim towns nobody named)', () => {
    expect(desiredPlaceOf('Hamburg', [suggestion('Hamburg', 'administrative_area_level_1')])).toEqual({
      lat: null,
      lon: null,
      country: 'DE',
      administrativeArea: 'Hamburg',
    });
  });

  it('nothing suggested is no place; the first of several named places is looked up', () => {
    expect(desiredPlaceOf('Atlantis', [])).toBeNull();
    expect(firstNamedPlace('Köln / Bonn')).toBe('Köln');
    expect(firstNamedPlace('Emmendingen, gern auch Basel')).toBe('Emmendingen');
    expect(firstNamedPlace('Freiburg oder Basel')).toBe('Freiburg');
  });
});
