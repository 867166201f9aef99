import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/domain/shared/slug';

describe('slugify', () => {
  it('spells out German letters and joins words with dashes', () => {
    expect(slugify('Softwareentwickler (m/w/d) für Größe & Qualität')).toBe('softwareentwickler-m-w-d-fuer-groesse-qualitaet');
    expect(slugify('Élève – Crème brûlée')).toBe('eleve-creme-brulee');
  });

  it('always yields a URL-safe slug of at most 80 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(80);
      }),
    );
  });
});
