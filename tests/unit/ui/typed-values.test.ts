import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedValues, typedValuesCookie, typedValuesCookieName } from '../../../src/ui/server/typed-values.server';

const URL_HTTPS = new URL('https://jobs.example/api/contact');
const NAMES = ['name', 'email', 'subject', 'copy', 'body'] as const;

/** The cookie's value as a browser sends it back (the header's first attribute, URI-decoded). */
const cookieValue = (cookie: string): string =>
  decodeURIComponent(cookie.split(';', 1)[0]!.slice(typedValuesCookieName('contact').length + 1));

/** What a refused plain form carried, kept for the page that shows it again (typed-values.server.ts). */
describe('typed values of a refused form', () => {
  it('brings every short field back whole, HttpOnly, for five minutes, Secure on HTTPS', () => {
    const cookie = typedValuesCookie(
      'contact',
      [
        ['name', 'Erika Muster'],
        ['email', 'erika@example.test'],
        ['subject', 'Frage: Stelle 12 — geht das?'],
        ['copy', 'on'],
        ['body', 'Guten Tag,\nich hätte eine Frage …'],
      ],
      URL_HTTPS,
    );
    expect(cookie).toMatch(/^jb_typed_contact=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=300');
    expect(cookie).toContain('Secure');
    expect(parseTypedValues(cookieValue(cookie), NAMES)).toEqual({
      name: 'Erika Muster',
      email: 'erika@example.test',
      subject: 'Frage: Stelle 12 — geht das?',
      copy: 'on',
      body: 'Guten Tag,\nich hätte eine Frage …',
    });
  });

  it('always fits one cookie: the fields before the last come back whole, the last as a prefix of what was typed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.string({ maxLength: 254 }),
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 12_000 }),
          fc.string({ unit: fc.constantFrom('a', 'ä', '😀', ' '), minLength: 3000, maxLength: 12_000 }),
        ),
        (name, email, body) => {
          const cookie = typedValuesCookie(
            'contact',
            [
              ['name', name],
              ['email', email],
              ['body', body],
            ],
            URL_HTTPS,
          );
          expect(cookie.split(';', 1)[0]!.length).toBeLessThanOrEqual(4000);
          const back = parseTypedValues(cookieValue(cookie), NAMES);
          expect(back.name).toBe(name);
          expect(back.email).toBe(email);
          expect(body.startsWith(back.body ?? '')).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reads only the names asked for, only strings, and nothing from a cookie that is not JSON', () => {
    expect(parseTypedValues(JSON.stringify({ name: 'A', password: 'geheim', copy: true }), ['name', 'copy'] as const)).toEqual({
      name: 'A',
    });
    expect(parseTypedValues('not json', NAMES)).toEqual({});
    expect(parseTypedValues(undefined, NAMES)).toEqual({});
  });
});
