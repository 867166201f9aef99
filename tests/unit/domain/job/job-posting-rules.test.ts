import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeSvg, pdfFileName } from '../../../../src/domain/files/upload-names';
import {
  contentProblems,
  expiryFor,
  submissionProblems,
  visibleText,
  type JobPostingContent,
} from '../../../../src/domain/job/job-posting';
import { countsAsView } from '../../../../src/domain/job/job-views';
import { aPostingContent } from '../../../support/job-posting-mother';

const codes = (content: JobPostingContent, hasFile = false) => contentProblems(content, { hasFile }).map((p) => `${p.field}:${p.code}`);

describe('job content rules', () => {
  it('accepts a complete template job', () => {
    expect(codes(aPostingContent())).toEqual([]);
  });

  it('asks each job type for what it lives on', () => {
    expect(codes(aPostingContent({ descriptionHtml: '<p>&nbsp;</p>' }))).toEqual(['descriptionHtml:DESCRIPTION_REQUIRED']);
    expect(codes(aPostingContent({ type: 'job_per_link', linkUrl: null }))).toEqual(['linkUrl:LINK_REQUIRED']);
    expect(codes(aPostingContent({ type: 'job_per_link', linkUrl: 'javascript:alert(1)' }))).toEqual(['linkUrl:LINK_REQUIRED']);
    expect(codes(aPostingContent({ type: 'job_per_file', descriptionHtml: '' }))).toEqual(['file:FILE_REQUIRED']);
    expect(codes(aPostingContent({ type: 'job_per_file', descriptionHtml: '' }), true)).toEqual([]);
  });

  it('checks ranges, dates, addresses and the application settings', () => {
    expect(
      codes(
        aPostingContent({
          title: 'ab',
          salaryMin: 5,
          salaryMax: 4,
          salaryCurrency: 'EUR',
          salaryUnit: 'YEAR',
          availableFrom: '2026-05-01',
          availableUntil: '2026-04-01',
        }),
      ),
    ).toEqual(['title:TITLE_TOO_SHORT', 'availableUntil:UNTIL_BEFORE_FROM', 'salaryMax:SALARY_MAX_BELOW_MIN']);
    expect(
      codes(aPostingContent({ address: { countryCode: 'de', addressLine1: null, zip: null, locality: ' ', administrativeArea: null } })),
    ).toEqual(['address.locality:LOCALITY_REQUIRED', 'address.countryCode:COUNTRY_INVALID']);
    const app = aPostingContent().application;
    expect(codes(aPostingContent({ application: { ...app, workflow: 'email', emails: [] } }))).toEqual([
      'application.emails:EMAIL_REQUIRED',
    ]);
    expect(codes(aPostingContent({ application: { ...app, emails: ['kein-mail'] } }))).toEqual(['application.emails:EMAIL_INVALID']);
    expect(codes(aPostingContent({ application: { ...app, workflow: 'link', url: null } }))).toEqual([
      'application.url:APPLICATION_LINK_REQUIRED',
    ]);
    expect(codes(aPostingContent({ application: { ...app, requireQualifyingQuestions: true, qualifyingQuestions: [] } }))).toEqual([
      'application.qualifyingQuestions:QUESTIONS_REQUIRED',
    ]);
    expect(codes(aPostingContent({ videoUrl: 'http://youtube.com/watch?v=x' }))).toEqual(['videoUrl:VIDEO_URL_INVALID']);
  });

  it('dates expiry from publication: its own date when later, otherwise publication + duration', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(expiryFor({ expiresAt: null, durationDays: 30 }, at).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(expiryFor({ expiresAt: '2026-04-15T23:59:59.000Z', durationDays: 30 }, at).toISOString()).toBe('2026-04-15T23:59:59.000Z');
    expect(expiryFor({ expiresAt: '2026-02-01T00:00:00.000Z', durationDays: 60 }, at).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(submissionProblems({ expiresAt: '2026-02-01T00:00:00.000Z' }, at, null)).toEqual([
      { field: 'expiresAt', code: 'EXPIRES_BEFORE_PUBLICATION' },
    ]);
    expect(submissionProblems({ expiresAt: null }, at, new Date('2026-03-01T09:00:00Z'))).toEqual([
      { field: 'publishAt', code: 'PUBLISH_AT_NOT_IN_FUTURE' },
    ]);
  });

  it('reads the text of rich text', () => {
    expect(visibleText('<p>&nbsp;</p><p> </p>')).toBe('');
    expect(visibleText('<h2>A</h2><p>b&nbsp;c</p>')).toBe('A b c');
  });
});

describe('upload names and content', () => {
  it('makes every name a storable PDF name', () => {
    expect(pdfFileName('Stellenanzeige Größe.PDF')).toBe('Stellenanzeige-Groesse.pdf');
    expect(pdfFileName('../../etc/passwd')).toBe('etc-passwd.pdf');
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (name) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}\.pdf$/.test(pdfFileName(name))));
  });

  it('recognizes SVG by its first bytes', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(looksLikeSvg(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(bytes('\uFEFF  <?xml version="1.0"?><svg/>'))).toBe(true);
    expect(looksLikeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('view counting', () => {
  it('counts browsers, not bots or empty user agents', () => {
    expect(countsAsView('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36')).toBe(true);
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'curl/8.0',
      'facebookexternalhit/1.1',
      'HeadlessChrome/130',
      '',
      null,
    ])
      expect(countsAsView(ua)).toBe(false);
  });
});
