import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTypedPlace } from '../../../../src/domain/search/job-search-url';

describe('withTypedPlace — a place typed but not picked reaches the platform', () => {
  it('adds the typed text and the radius to any search href, keeping what was there', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/jobs', '/jobs?search=Koch', '/jobs/vollzeit?employmentType=2,3'),
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        fc.constantFrom('', '5', '25', '100'),
        (href, typed, radius) => {
          const out = withTypedPlace(href, [
            ['search', 'Koch'],
            ['geo_location', typed],
            ['radius', radius],
          ]);
          expect(out.startsWith(href)).toBe(true);
          const query = new URLSearchParams(out.split('?')[1]);
          expect(query.get('geo_location')).toBe(typed.trim());
          expect(query.get('radius')).toBe(radius === '' ? null : radius);
        },
      ),
    );
  });

  it('leaves the href alone when the place was picked (coordinates) or nothing was typed', () => {
    const picked: Array<[string, string]> = [
      ['geo_location', 'Freiburg'],
      ['lat', '47.99'],
      ['lon', '7.85'],
    ];
    expect(withTypedPlace('/jobs?geo_location=Freiburg', picked)).toBe('/jobs?geo_location=Freiburg');
    expect(withTypedPlace('/jobs', [['geo_location', '  ']])).toBe('/jobs');
    expect(withTypedPlace('/jobs', [])).toBe('/jobs');
  });
});
