import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, checkConfigEntry, isReadOnlyValue, READ_ONLY_KEY } from '../../../../src/domain/site/app-config-rules';

const allowed = Object.keys(CONFIG_KEYS);

describe('app configuration entries', () => {
  it('a key outside the allowed set is always refused by name, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((k) => !allowed.includes(k.trim())),
        fc.string(),
        fc.string(),
        (key, name, value) => {
          const result = checkConfigEntry({ key, name, value });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.problems).toContainEqual({ field: 'key', code: 'KEY_NOT_ALLOWED' });
        },
      ),
    );
  });

  it('counts are whole positive numbers; the flag is true or false; an accepted entry comes back trimmed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 2_000_000 }), fc.constantFrom('true', 'false', 'yes', '1', 'TRUE', ''), (n, flag) => {
        const count = checkConfigEntry({ key: 'jobs_per_page', name: ' Jobs ', value: ` ${n} ` });
        expect(count.ok).toBe(n >= 1 && n <= 999_999);
        if (count.ok) expect(count.entry).toEqual({ key: 'jobs_per_page', name: 'Jobs', value: String(n) });
        expect(checkConfigEntry({ key: READ_ONLY_KEY, name: 'Read-only', value: flag }).ok).toBe(flag === 'true' || flag === 'false');
      }),
    );
  });

  it('names and values are required and bounded', () => {
    expect(checkConfigEntry({ key: 'home_headline', name: ' ', value: 'x'.repeat(501) })).toEqual({
      ok: false,
      problems: [
        { field: 'name', code: 'NAME_REQUIRED' },
        { field: 'value', code: 'VALUE_TOO_LONG' },
      ],
    });
    expect(checkConfigEntry({ key: 'contact_email', name: 'Mail', value: 'no address' })).toEqual({
      ok: false,
      problems: [{ field: 'value', code: 'INVALID_VALUE' }],
    });
  });

  it('the platform is read-only only for exactly "true"', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (v) => {
        expect(isReadOnlyValue(v)).toBe(v === 'true');
      }),
    );
  });
});
