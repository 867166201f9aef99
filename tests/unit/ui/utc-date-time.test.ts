import { describe, expect, it } from 'vitest';
import { utcDateTime } from '../../../src/ui/pages/consent-admin/utc-date-time';

describe('a consent wording’s instant on the staff page', () => {
  it('is written in UTC with the zone named, in each of the board’s languages', () => {
    const iso = '2026-12-01T23:30:00.000Z';
    for (const locale of ['de', 'en-GB', 'fr']) {
      const text = utcDateTime(iso, locale);
      expect(text).toContain('2026');
      expect(text).toContain('23:30');
      expect(text).toMatch(/UTC/);
    }
  });
});
