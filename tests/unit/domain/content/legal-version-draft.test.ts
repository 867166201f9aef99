import { describe, expect, it } from 'vitest';
import {
  checkLegalVersion,
  isLegalVersionDay,
  type LegalVersionDraft,
  newestLegalVersion,
} from '../../../../src/domain/content/legal-version-draft';
import { deactivationRefusal } from '../../../../src/domain/consent/consent-staff';

const NOW = new Date('2026-11-28T15:00:00Z');
const draft = (over: Partial<LegalVersionDraft> = {}): LegalVersionDraft => ({
  page: 'terms',
  locale: 'de',
  version: '2026-12-01',
  html: '<p>Bedingungen</p>',
  ...over,
});
const context = { siteLocales: ['de', 'en-GB', 'fr'] as const, newestVersion: '2026-12-01', versionHasGerman: true, now: NOW };

describe('a new legal page version', () => {
  it('takes effect today or later, on or after the newest version', () => {
    expect(checkLegalVersion(draft({ version: '2026-11-28' }), { ...context, newestVersion: '2026-01-01' })).toEqual([]);
    expect(checkLegalVersion(draft(), context)).toEqual([]);
    expect(checkLegalVersion(draft({ version: '2027-01-01' }), context)).toEqual([]);
    expect(checkLegalVersion(draft({ version: '2026-11-27' }), { ...context, newestVersion: null })).toEqual([
      { field: 'version', code: 'DATE_IN_PAST' },
    ]);
    expect(checkLegalVersion(draft({ version: '2026-11-30' }), context)).toEqual([{ field: 'version', code: 'OLDER_THAN_NEWEST' }]);
  });

  it('names a real day', () => {
    for (const version of ['2026-02-30', '28.11.2026', '2026-13-01', ''])
      expect(checkLegalVersion(draft({ version }), context)).toEqual([{ field: 'version', code: 'INVALID_DATE' }]);
    expect(isLegalVersionDay('2028-02-29')).toBe(true);
    expect(isLegalVersionDay('2027-02-29')).toBe(false);
  });

  it('says something, within the length limit, in a language of the site, German first', () => {
    expect(checkLegalVersion(draft({ html: '<p> </p>' }), context)).toEqual([{ field: 'html', code: 'TEXT_REQUIRED' }]);
    expect(checkLegalVersion(draft({ html: `<p>${'x'.repeat(200_001)}</p>` }), context)).toEqual([
      { field: 'html', code: 'TEXT_TOO_LONG' },
    ]);
    expect(checkLegalVersion(draft({ locale: 'fr' }), { ...context, siteLocales: ['de'] })).toEqual([
      { field: 'locale', code: 'LOCALE_NOT_OF_SITE' },
    ]);
    expect(checkLegalVersion(draft({ locale: 'en-GB' }), { ...context, versionHasGerman: false })).toEqual([
      { field: 'locale', code: 'GERMAN_FIRST' },
    ]);
    expect(checkLegalVersion(draft({ locale: 'en-GB' }), context)).toEqual([]);
  });

  it('the newest of several versions', () => {
    expect(newestLegalVersion(['2026-01-01', '2026-12-01', '2025-06-30'])).toBe('2026-12-01');
    expect(newestLegalVersion([])).toBeNull();
  });
});

describe('switching a consent info off', () => {
  it('the terms dialog’s info stays on while a site it serves has terms; any other info may go', () => {
    const terms = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' };
    expect(deactivationRefusal(terms, ['suedwest'])).toBe('TERMS_INFO_REQUIRED');
    expect(deactivationRefusal(terms, [])).toBeNull();
    expect(deactivationRefusal({ type: 'NEWSLETTER', placement: 'NEWSLETTER' }, ['suedwest'])).toBeNull();
    expect(deactivationRefusal({ type: 'PRIVACY_POLICY', placement: 'APPLICATION' }, ['suedwest'])).toBeNull();
  });
});
