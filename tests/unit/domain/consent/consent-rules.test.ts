import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowsGuestConsent, currentRevision, isInForce, type ConsentRevision } from '../../../../src/domain/consent/consent-info';
import { sameMail, validateConsentRequest } from '../../../../src/domain/consent/consent-request';
import { coversTermsVersion, latestConsentAmong, needsAcceptance } from '../../../../src/domain/consent/latest-consent';
import type { UserConsent } from '../../../../src/domain/consent/user-consent';
import { aConsentInfo } from '../../../support/in-memory-consent-repository';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const revision = (id: string, effectiveAt: string): ConsentRevision => ({ id, texts: { de: `<p>${id}</p>` }, effectiveAt });
const consent = (revisionId: string, infoId = '1'): UserConsent => ({
  id: `c${revisionId}`,
  infoId,
  infoRevisionId: revisionId,
  mail: 'a@example.org',
  userId: '7',
  site: 'default',
  consentedAt: '2026-11-01T00:00:00.000Z',
  termsVersion: null,
  acceptedTermsVersions: [],
});

describe('consent infos and revisions', () => {
  const info = aConsentInfo({
    revisions: [
      revision('1', '2025-01-01T00:00:00.000Z'),
      revision('2', '2026-11-15T00:00:00.000Z'),
      revision('3', '2026-12-01T00:00:00.000Z'),
    ],
  });

  it('the revision in force is the newest one already effective; scheduled wordings wait', () => {
    expect(currentRevision(info, NOW)?.id).toBe('2');
    expect(currentRevision(info, new Date('2026-12-01T00:00:00.000Z'))?.id).toBe('3');
    expect(currentRevision(info, new Date('2024-01-01T00:00:00.000Z'))).toBeNull();
  });

  it('on equal effective instants the later revision (higher id) wins', () => {
    const tie = aConsentInfo({ revisions: [revision('9', '2026-01-01T00:00:00.000Z'), revision('10', '2026-01-01T00:00:00.000Z')] });
    expect(currentRevision(tie, NOW)?.id).toBe('10');
  });

  it('is in force when active, meant for the site and worded', () => {
    expect(isInForce(info, 'default', NOW)).toBe(true);
    expect(isInForce({ ...info, active: false }, 'default', NOW)).toBe(false);
    expect(isInForce({ ...info, sites: ['suedwest'] }, 'default', NOW)).toBe(false);
    expect(isInForce({ ...info, sites: ['suedwest'] }, 'suedwest', NOW)).toBe(true);
    expect(isInForce({ ...info, revisions: [revision('3', '2026-12-01T00:00:00.000Z')] }, 'default', NOW)).toBe(false);
  });

  it('only the newsletter takes guest consents', () => {
    expect(allowsGuestConsent({ type: 'NEWSLETTER' })).toBe(true);
    expect(allowsGuestConsent({ type: 'PRIVACY_POLICY' })).toBe(false);
  });

  it('currentRevision never picks a future revision and never misses a newer effective one (property)', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 1, maxLength: 8 }), (offsets) => {
        const revs = offsets.map((d, i) => revision(String(i + 1), new Date(NOW.getTime() + d * day).toISOString()));
        const picked = currentRevision({ revisions: revs }, NOW);
        const effective = revs.filter((r) => Date.parse(r.effectiveAt) <= NOW.getTime());
        if (effective.length === 0) {
          expect(picked).toBeNull();
        } else {
          expect(Date.parse(picked!.effectiveAt)).toBeLessThanOrEqual(NOW.getTime());
          for (const r of effective) expect(Date.parse(r.effectiveAt)).toBeLessThanOrEqual(Date.parse(picked!.effectiveAt));
        }
      }),
    );
  });
});

describe('the latest terms accepted?', () => {
  const info = aConsentInfo({ revisions: [revision('1', '2025-01-01T00:00:00.000Z'), revision('2', '2026-11-15T00:00:00.000Z')] });

  it('a consent to an older wording does not count; one to the wording in force does', () => {
    expect(latestConsentAmong(info, [consent('1')], NOW)).toBeNull();
    expect(latestConsentAmong(info, [consent('1'), consent('2')], NOW)?.infoRevisionId).toBe('2');
    expect(latestConsentAmong(info, [consent('2', '99')], NOW)).toBeNull();
  });

  it('asks only when terms are in force on the site and not accepted', () => {
    expect(needsAcceptance(info, [], 'default', NOW)).toBe(true);
    expect(needsAcceptance(info, [consent('1')], 'default', NOW)).toBe(true);
    expect(needsAcceptance(info, [consent('2')], 'default', NOW)).toBe(false);
    expect(needsAcceptance(null, [], 'default', NOW)).toBe(false);
    expect(needsAcceptance({ ...info, active: false }, [], 'default', NOW)).toBe(false);
  });

  it('accepting the wording in force always ends the question (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', '3'), { maxLength: 5 }), (earlier) => {
        const given = earlier.map((r) => consent(r));
        const current = currentRevision(info, NOW)!;
        expect(needsAcceptance(info, [...given, consent(current.id)], 'default', NOW)).toBe(false);
      }),
    );
  });
});

describe('the terms dialog follows the terms page’s version', () => {
  const info = aConsentInfo({ revisions: [revision('2', '2026-11-15T00:00:00.000Z')] });
  const accepted = (termsVersion: string | null, consentedAt = '2026-11-20T00:00:00.000Z'): UserConsent => ({
    ...consent('2'),
    termsVersion,
    acceptedTermsVersions: termsVersion === null ? [] : [termsVersion],
    consentedAt,
  });

  it('an acceptance of an older terms version does not count; one of the version in force does', () => {
    expect(needsAcceptance(info, [accepted('2026-01-01')], 'default', NOW, '2026-11-21')).toBe(true);
    expect(needsAcceptance(info, [accepted('2026-11-21')], 'default', NOW, '2026-11-21')).toBe(false);
    // Without terms on the site only the consent's wording matters.
    expect(needsAcceptance(info, [accepted('2026-01-01')], 'default', NOW, null)).toBe(false);
    // Other infos do not follow the terms.
    const newsletter = { ...info, type: 'NEWSLETTER', placement: 'NEWSLETTER' };
    expect(latestConsentAmong(newsletter, [accepted('2026-01-01')], NOW, '2026-11-21')).not.toBeNull();
  });

  it('an acceptance counts for exactly the versions it accepted, whenever it was given (property)', () => {
    const day = fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2099-12-31') });
    const version = day.map((d) => new Date(d).toISOString().slice(0, 10));
    fc.assert(
      fc.property(version, fc.uniqueArray(version, { maxLength: 5 }), fc.option(version, { nil: null }), (inForce, others, last) => {
        const accepted = last === null ? others : [...others, last];
        const covered = coversTermsVersion({ termsVersion: last, acceptedTermsVersions: others }, inForce);
        expect(covered).toBe(accepted.includes(inForce));
        // An acceptance without a version covers none, however recent it is.
        expect(coversTermsVersion({ termsVersion: null, acceptedTermsVersions: [] }, inForce)).toBe(false);
      }),
    );
  });

  it('accepting another site’s terms keeps the first site’s accepted: each site asks only for its own version', () => {
    const both = { ...accepted('2026-11-21'), acceptedTermsVersions: ['2026-01-01', '2026-11-21'] };
    expect(needsAcceptance(info, [both], 'default', NOW, '2026-01-01')).toBe(false);
    expect(needsAcceptance(info, [both], 'suedwest', NOW, '2026-11-21')).toBe(false);
    expect(needsAcceptance(info, [both], 'mainfranken', NOW, '2026-11-22')).toBe(true);
  });
});

describe('consent request validation (spec §5: non-empty mail and infoId)', () => {
  it.each([
    [{ mail: '', infoId: '' }, ['MAIL_REQUIRED', 'INFO_REQUIRED']],
    [{ mail: '   ', infoId: '3' }, ['MAIL_REQUIRED']],
    [{ mail: 'anna@example.org', infoId: ' ' }, ['INFO_REQUIRED']],
    [{ mail: 'not-a-mail', infoId: '3' }, ['MAIL_INVALID']],
    [{ mail: 'anna@example.org', infoId: 'abc' }, ['INFO_INVALID']],
    [{ mail: 'anna@example.org', infoId: '0' }, ['INFO_INVALID']],
  ])('%j is refused with %j', (input, errors) => {
    expect(validateConsentRequest(input)).toEqual({ ok: false, errors });
  });

  it('trims a valid request', () => {
    expect(validateConsentRequest({ mail: ' Anna@Example.org ', infoId: ' 12 ' })).toEqual({
      ok: true,
      value: { mail: 'Anna@Example.org', infoId: '12' },
    });
  });

  it('compares mails without regard to case', () => {
    expect(sameMail('Anna@Example.org', 'anna@example.org ')).toBe(true);
    expect(sameMail('anna@example.org', 'anne@example.org')).toBe(false);
  });
});
