import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlaceSelection } from '../../../../src/domain/geo/place';
import { placeForAddress } from '../../../../src/domain/geo/place-for-address';

const place = (
  label: string,
  lat: number,
  lon: number,
  country = 'DE',
  locationType: PlaceSelection['locationType'] = 'locality',
): PlaceSelection => ({
  label,
  lat,
  lon,
  locationType,
  country,
  administrativeArea: null,
});

describe('placeForAddress (where a posted job goes on the map)', () => {
  it('takes the suggestion named like the locality over a bigger one ranked first', () => {
    const suggestions = [place('Freiberg', 50.91, 13.34), place('Freiburg', 47.99, 7.85)];
    expect(placeForAddress('Freiburg', 'DE', suggestions)).toEqual({ lat: 47.99, lon: 7.85 });
  });

  it('accepts the spellings the place search accepts (ue for ü, any case)', () => {
    expect(placeForAddress('MUENCHEN', 'de', [place('Mönchengladbach', 51.19, 6.44), place('München', 48.14, 11.58)])).toEqual({
      lat: 48.14,
      lon: 11.58,
    });
  });

  it('falls back to the first locality of the address’s country; ignores states, countries and other countries', () => {
    const suggestions = [
      place('Baden-Württemberg', 48.66, 9.0, 'DE', 'administrative_area_level_1'),
      place('Freiburg', 46.8, 7.15, 'CH'),
      place('Freiburg im Breisgau', 47.99, 7.85),
    ];
    expect(placeForAddress('Freiburg', 'DE', suggestions)).toEqual({ lat: 47.99, lon: 7.85 });
    expect(placeForAddress('Freiburg', 'CH', suggestions)).toEqual({ lat: 46.8, lon: 7.15 });
    expect(placeForAddress('Freiburg', 'AT', suggestions)).toBeNull();
    expect(placeForAddress('Nirgendwo', 'DE', [])).toBeNull();
  });

  it('property: the result is always one of the suggestions in the address’s country, or null', () => {
    const arbitraryPlace = fc.record({
      label: fc.string({ maxLength: 20 }),
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
      locationType: fc.constantFrom('locality', 'postal_code', 'administrative_area_level_1', 'country') as fc.Arbitrary<
        PlaceSelection['locationType']
      >,
      country: fc.constantFrom('DE', 'FR', 'CH'),
      administrativeArea: fc.constant(null),
    });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('DE', 'FR', 'AT'),
        fc.array(arbitraryPlace, { maxLength: 8 }),
        (locality, country, suggestions) => {
          const result = placeForAddress(locality, country, suggestions);
          const candidates = suggestions.filter(
            (s) => s.country === country && (s.locationType === 'locality' || s.locationType === 'postal_code'),
          );
          if (candidates.length === 0) expect(result).toBeNull();
          else expect(candidates.some((s) => s.lat === result?.lat && s.lon === result?.lon)).toBe(true);
        },
      ),
    );
  });
});
