import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentLegalVersion, legalPagePath } from '../../../../src/domain/content/legal-document';
import { delocalizePath, localizePath } from '../../../../src/domain/routing/localized-paths';

const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('legal page versions', () => {
  it('shows the newest version already in effect, never a future one', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 8 }), day, (dates, now) => {
        const versions = dates.map(iso);
        const chosen = currentLegalVersion(versions, now);
        const inEffect = versions.filter((v) => v <= iso(now)).sort();
        expect(chosen).toBe(inEffect.at(-1) ?? null);
      }),
    );
  });

  it('a version takes effect at the start of its UTC day', () => {
    expect(currentLegalVersion(['2026-01-01', '2026-03-01'], new Date('2026-02-28T23:59:59Z'))).toBe('2026-01-01');
    expect(currentLegalVersion(['2026-01-01', '2026-03-01'], new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(currentLegalVersion(['2026-03-01'], new Date('2026-02-01T00:00:00Z'))).toBeNull();
  });

  it('ignores names that are not dates', () => {
    expect(currentLegalVersion(['latest', '2026-13-01', '2026-1-01', '2025-06-30'], new Date('2026-06-01T00:00:00Z'))).toBe('2025-06-30');
  });

  it('privacy lives at the site’s path; German visitors see /agb, /impressum and /cookie-einstellungen', () => {
    expect(legalPagePath('privacy', '/datenschutz')).toBe('/datenschutz');
    expect(['terms', 'imprint', 'cookies'].map((p) => localizePath(legalPagePath(p as 'terms', '/x'), 'de'))).toEqual([
      '/agb',
      '/impressum',
      '/cookie-einstellungen',
    ]);
    expect(delocalizePath('/impressum', 'de')).toBe('/imprint');
    expect(localizePath('/imprint', 'en-GB')).toBe('/imprint');
  });
});
