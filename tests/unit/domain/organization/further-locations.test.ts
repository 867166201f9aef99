import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCATION_LIMITS,
  type LocationDraft,
  locationAddressLine,
  locationMapUrl,
  locationProblems,
  normalizedLocation,
} from '../../../../src/domain/organization/further-locations';
import { SECTION_MAX, sectionFullProblem } from '../../../../src/domain/organization/profile-sections';

const draft = (over: Partial<LocationDraft> = {}): LocationDraft => ({
  name: 'Werk Freiburg',
  countryCode: 'DE',
  addressLine1: 'Bertoldstraße 12',
  zip: '79098',
  locality: 'Freiburg im Breisgau',
  ...over,
});

describe('further locations', () => {
  it('a location needs a name and a town; street and postal code may be left out', () => {
    expect(locationProblems(draft())).toEqual([]);
    expect(locationProblems(draft({ addressLine1: null, zip: null }))).toEqual([]);
    expect(locationProblems(draft({ name: '  ', locality: '' }))).toEqual([
      { field: 'name', problem: 'REQUIRED' },
      { field: 'locality', problem: 'REQUIRED' },
    ]);
  });

  it('refuses a country that is no ISO code, a malformed postal code, overlong texts and line breaks', () => {
    expect(locationProblems(draft({ countryCode: 'Deutschland' }))).toEqual([{ field: 'countryCode', problem: 'INVALID_COUNTRY' }]);
    expect(locationProblems(draft({ zip: '7!' }))).toEqual([{ field: 'zip', problem: 'INVALID_ZIP' }]);
    expect(locationProblems(draft({ name: 'x'.repeat(LOCATION_LIMITS.nameMax + 1) }))).toEqual([{ field: 'name', problem: 'TOO_LONG' }]);
    expect(locationProblems(draft({ addressLine1: 'Hauptstraße 1\nHinterhaus' }))).toEqual([
      { field: 'addressLine1', problem: 'INVALID_TEXT' },
    ]);
  });

  it('normalizing trims, empties optional fields and upper-cases the country; a normalized draft stays the same', () => {
    expect(normalizedLocation(draft({ name: ' Lager ', countryCode: ' at ', addressLine1: '  ', zip: '', locality: ' Wien ' }))).toEqual({
      name: 'Lager',
      countryCode: 'AT',
      addressLine1: null,
      zip: null,
      locality: 'Wien',
    });
    const text = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(text, text, fc.option(text), fc.option(text), text, (name, countryCode, addressLine1, zip, locality) => {
        const once = normalizedLocation({ name, countryCode, addressLine1, zip, locality });
        expect(normalizedLocation(once)).toEqual(once);
      }),
    );
  });

  it('any draft with a well-formed name, country, postal code and town is accepted; a blank name or town never is', () => {
    const line = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '' && !/[\u0000-\u001f\u007f]/.test(s));
    const zip = fc.stringMatching(/^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$/);
    const country = fc.stringMatching(/^[A-Z]{2}$/);
    fc.assert(
      fc.property(
        line(LOCATION_LIMITS.nameMax),
        country,
        fc.option(line(LOCATION_LIMITS.addressLineMax)),
        fc.option(zip),
        line(LOCATION_LIMITS.localityMax),
        (name, countryCode, addressLine1, z, locality) => {
          const accepted = { name, countryCode, addressLine1, zip: z, locality };
          expect(locationProblems(accepted)).toEqual([]);
          const blankTown = locationProblems({ ...accepted, locality: ' '.repeat(name.length % 3) });
          expect(blankTown).toContainEqual({ field: 'locality', problem: 'REQUIRED' });
        },
      ),
    );
  });

  it('an organization has at most 20 further locations: the 21st is refused naming the list', () => {
    expect(SECTION_MAX.locations).toBe(20);
    expect(sectionFullProblem('locations', 19)).toBeNull();
    expect(sectionFullProblem('locations', 20)).toEqual({ field: 'locations', problem: 'LIMIT_REACHED' });
  });

  it('the address reads as one line, and the map link points at the location on OpenStreetMap', () => {
    expect(locationAddressLine(draft())).toBe('Bertoldstraße 12, 79098 Freiburg im Breisgau');
    expect(locationAddressLine(draft({ addressLine1: null, zip: null }))).toBe('Freiburg im Breisgau');
    expect(locationMapUrl({ lat: 47.99591, lon: 7.85222 })).toBe(
      'https://www.openstreetmap.org/?mlat=47.99591&mlon=7.85222#map=14/47.99591/7.85222',
    );
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
        const url = new URL(locationMapUrl({ lat, lon }));
        expect(url.origin).toBe('https://www.openstreetmap.org');
        expect(Number(url.searchParams.get('mlat'))).toBeCloseTo(lat, 4);
        expect(Number(url.searchParams.get('mlon'))).toBeCloseTo(lon, 4);
      }),
    );
  });
});
