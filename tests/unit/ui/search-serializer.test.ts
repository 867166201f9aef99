import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../../src/ui/routing/search-serializer';

describe('the router’s query', () => {
  it('writes numbers and numeric-looking text plain, as a person or a form would', () => {
    expect(stringifySearch({ job: 640 })).toBe('?job=640');
    expect(stringifySearch({ job: '640' })).toBe('?job=640');
    expect(stringifySearch({ import: '1', done: true })).toBe('?import=1&done=true');
  });

  it('writes a list as its key repeated, so several form errors stay several', () => {
    const written = stringifySearch({ query: 'search=pflege', error: ['INVALID_EMAIL', 'LIMIT_REACHED'] });
    expect(written).toBe('?query=search%3Dpflege&error=INVALID_EMAIL&error=LIMIT_REACHED');
    expect(new URLSearchParams(written).getAll('error')).toEqual(['INVALID_EMAIL', 'LIMIT_REACHED']);
    expect(parseSearch(written)).toEqual({ query: 'search=pflege', error: ['INVALID_EMAIL', 'LIMIT_REACHED'] });
  });

  it('writes list items plain even when they look like JSON, because a repeated key is never read as JSON', () => {
    const written = stringifySearch({ a: [0, '""', '"x"'] });
    expect(written).toBe('?a=0&a=%22%22&a=%22x%22');
    expect(parseSearch(written)).toEqual({ a: [0, '""', '"x"'] });
  });

  it('still reads the links it wrote before (quoted numbers, JSON lists)', () => {
    expect(parseSearch('?job=%22640%22&import=%221%22')).toEqual({ job: '640', import: '1' });
    expect(parseSearch('?error=%5B%22A%22%2C%22B%22%5D')).toEqual({ error: ['A', 'B'] });
  });

  it('quotes only text that would be read back as something else', () => {
    expect(stringifySearch({ search: '"Pflege"' })).toBe(`?search=${encodeURIComponent('"\\"Pflege\\""')}`);
    expect(parseSearch(stringifySearch({ search: '"Pflege"', other: '1e3', nothing: 'null' }))).toEqual({
      search: '"Pflege"',
      other: '1e3',
      nothing: 'null',
    });
  });

  it('reads back what it writes: text as text (or the number it spells), lists as lists', () => {
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean());
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 4 }))),
        (search) => {
          const back = parseSearch(stringifySearch(search));
          const same = (a: unknown, b: unknown) => a === b || String(a) === String(b);
          for (const [key, v] of Object.entries(search)) {
            if (Array.isArray(v)) {
              expect(Array.isArray(back[key])).toBe(true);
              expect((back[key] as unknown[]).every((item, i) => same(item, v[i]))).toBe(true);
            } else if (v === '') expect(back[key]).toBe('');
            else expect(same(back[key], v)).toBe(true);
          }
          // Written again, the address does not change (the router rewrites any that would).
          expect(stringifySearch(back)).toBe(stringifySearch(search));
        },
      ),
    );
  });
});
