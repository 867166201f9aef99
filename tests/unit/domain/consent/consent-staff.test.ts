import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '../../../../src/domain/identity/actor';
import { ROLE_IDS, type Role } from '../../../../src/domain/identity/roles';
import { checkConsentRevision, MAX_CONSENT_TEXT_LENGTH, mayRewordConsentInfo } from '../../../../src/domain/consent/consent-staff';

const SITES = ['jobboard-de', 'jobboard-fr', 'other'] as const;
const role: fc.Arbitrary<Role> = fc.record({
  id: fc.constantFrom(...ROLE_IDS),
  targetId: fc.constantFrom<string | null>(...SITES, null),
});
const actor: fc.Arbitrary<Actor> = fc.oneof(
  fc.constant(ANONYMOUS),
  fc.record({
    kind: fc.constant('user' as const),
    userId: fc.constantFrom('1', '2'),
    roles: fc.array(role, { maxLength: 4 }),
    masqueradedBy: fc.option(fc.constant('9'), { nil: undefined }),
  }),
);
const sites = fc.option(fc.uniqueArray(fc.constantFrom(...SITES), { maxLength: 3 }), { nil: null });
const user = (...roles: Role[]): Actor => ({ kind: 'user', userId: '1', roles });
const NOW = new Date('2026-03-01T12:00:00Z');

describe('who may reword a consent info', () => {
  it('an administrator rewords every info; an info of every site is an administrator’s alone', () => {
    fc.assert(
      fc.property(actor, sites, (a, s) => {
        const isAdmin = a.kind === 'user' && !a.masqueradedBy && a.roles.some((r) => r.id === 'administrator');
        if (isAdmin) expect(mayRewordConsentInfo(a, s)).toBe(true);
        if (s === null || s.length === 0) expect(mayRewordConsentInfo(a, s)).toBe(isAdmin);
      }),
    );
  });

  it('a site admin rewords an info only when it holds every one of its sites; job editors and masquerades never', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...SITES), { maxLength: 3 }), sites, (held, s) => {
        const admin = user(...held.map((targetId) => ({ id: 'site_admin' as const, targetId })));
        const expected = s !== null && s.length > 0 && s.every((k) => held.includes(k));
        expect(mayRewordConsentInfo(admin, s)).toBe(expected);
        expect(mayRewordConsentInfo({ ...admin, masqueradedBy: '9' } as Actor, s)).toBe(false);
        expect(mayRewordConsentInfo(user({ id: 'job_editor', targetId: null }), s)).toBe(false);
      }),
    );
  });
});

describe('a new consent wording', () => {
  const text = fc.string({ maxLength: 60 });
  it('is accepted exactly when German has text, nothing is too long and the date is now or later', () => {
    fc.assert(
      fc.property(text, text, fc.option(fc.integer({ min: -10_000_000, max: 10_000_000 }), { nil: null }), (de, fr, offset) => {
        const deHtml = `<p>${de.replace(/[<>&]/g, '')}</p>`;
        const result = checkConsentRevision(
          { texts: { de: deHtml, fr }, effectiveAt: offset === null ? null : new Date(NOW.getTime() + offset).toISOString() },
          NOW,
        );
        const hasGerman = de.replace(/[<>&]/g, '').trim().length > 0;
        const inPast = offset !== null && offset < -60_000;
        expect(result.ok).toBe(hasGerman && !inPast);
        if (result.ok) {
          expect(result.texts.de).toBe(deHtml);
          expect(result.effectiveAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
        } else {
          if (!hasGerman) expect(result.problems).toContainEqual({ field: 'textDe', code: 'TEXT_REQUIRED' });
          if (inPast) expect(result.problems).toContainEqual({ field: 'effectiveAt', code: 'DATE_IN_PAST' });
        }
      }),
    );
  });

  it('names a text over the limit and an unreadable date, and leaves empty languages to German', () => {
    const long = `<p>${'a'.repeat(MAX_CONSENT_TEXT_LENGTH)}</p>`;
    expect(checkConsentRevision({ texts: { de: '<p>Ja</p>', 'en-GB': long }, effectiveAt: 'tomorrow' }, NOW)).toEqual({
      ok: false,
      problems: [
        { field: 'textEn', code: 'TEXT_TOO_LONG' },
        { field: 'effectiveAt', code: 'INVALID_DATE' },
      ],
    });
    expect(checkConsentRevision({ texts: { de: '<p>Ja</p>', 'en-GB': '<p> </p>' }, effectiveAt: null }, NOW)).toEqual({
      ok: true,
      texts: { de: '<p>Ja</p>' },
      effectiveAt: NOW,
    });
  });
});
