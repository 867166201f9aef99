import { describe, expect, it } from 'vitest';
import { parseFeedSearch } from '../../../src/domain/feeds/feed-search';
import { indeedJobType, renderJobFeed, rfc1123, salaryText, type JobFeedEntry } from '../../../src/domain/feeds/job-feed';
import { xmllint } from './xmllint';

const entry = (overrides: Partial<JobFeedEntry> = {}): JobFeedEntry => ({
  id: '42',
  title: 'Pflegefachkraft (m/w/d)',
  url: 'https://www.jobs-regional.de/job/pflegefachkraft-42',
  organizationName: 'Klinikum Süd',
  city: 'Karlsruhe',
  state: 'BW',
  postalCode: '76133',
  countryCode: 'DE',
  descriptionHtml: '<p>Wir suchen <strong>Sie</strong>.</p>',
  salary: { min: 3500, max: 4200, currencyCode: 'EUR', unit: 'MONTH' },
  employmentTypes: ['vollzeit', 'teilzeit'],
  publishedAt: '2026-11-03T08:00:00.000Z',
  expiresAt: '2027-01-31T00:00:00.000Z',
  ...overrides,
});

describe('the XML job feed (Indeed fields)', () => {
  it('prints publisher facts and every field of a job', () => {
    const xml = renderJobFeed({
      publisher: 'Jobs Regional',
      publisherUrl: 'https://www.jobs-regional.de/',
      lastBuildDate: '2026-11-04T10:00:00.000Z',
      jobs: [entry()],
    });
    expect(xml).toContain('<publisher><![CDATA[Jobs Regional]]></publisher>');
    expect(xml).toContain('<publisherurl><![CDATA[https://www.jobs-regional.de/]]></publisherurl>');
    expect(xml).toContain('<lastBuildDate>Wed, 04 Nov 2026 10:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<job><title><![CDATA[Pflegefachkraft (m/w/d)]]></title><date>Tue, 03 Nov 2026 08:00:00 GMT</date>' +
        '<referencenumber><![CDATA[42]]></referencenumber><url><![CDATA[https://www.jobs-regional.de/job/pflegefachkraft-42]]></url>' +
        '<company><![CDATA[Klinikum Süd]]></company><city><![CDATA[Karlsruhe]]></city><state><![CDATA[BW]]></state>' +
        '<postalcode><![CDATA[76133]]></postalcode><country><![CDATA[DE]]></country>' +
        '<description><![CDATA[<p>Wir suchen <strong>Sie</strong>.</p>]]></description>' +
        '<salary><![CDATA[3500-4200 EUR per month]]></salary><jobtype><![CDATA[fulltime, parttime]]></jobtype>' +
        '<expirationdate>Sun, 31 Jan 2027 00:00:00 GMT</expirationdate></job>',
    );
    expect(xmllint(xml)).toMatchObject({ ok: true, stderr: '' });
  });

  it('leaves out empty optional fields and survives hostile text', () => {
    const xml = renderJobFeed({
      publisher: 'A & B <Jobs>',
      publisherUrl: 'https://x.example/',
      lastBuildDate: '2026-11-04T10:00:00.000Z',
      jobs: [
        entry({
          title: 'C]]>D\u0000\u0007',
          state: null,
          postalCode: null,
          salary: null,
          employmentTypes: ['minijob-xyz'],
          expiresAt: null,
          descriptionHtml: '<p>]]></p>',
        }),
      ],
    });
    expect(xml).not.toMatch(/<state>|<postalcode>|<salary>|<jobtype>|<expirationdate>/);
    expect(xml).toContain('<title><![CDATA[C]]]]><![CDATA[>D]]></title>');
    expect(xmllint(xml)).toMatchObject({ ok: true, stderr: '' });
  });

  it('maps employment types to Indeed job types and formats salaries', () => {
    expect(indeedJobType(['vollzeit', 'ausbildung', 'duales-studium', 'unbekannt'])).toBe('fulltime, apprenticeship');
    expect(indeedJobType([])).toBe('');
    expect(salaryText({ min: 18, max: null, currencyCode: 'EUR', unit: 'HOUR' })).toBe('from 18 EUR per hour');
    expect(salaryText({ min: null, max: 60000, currencyCode: 'CHF', unit: 'YEAR' })).toBe('up to 60000 CHF per year');
    expect(salaryText({ min: 50000, max: 50000, currencyCode: 'EUR', unit: 'YEAR' })).toBe('50000 EUR per year');
    expect(salaryText(null)).toBe('');
    expect(rfc1123('2026-03-01T23:59:59.000Z')).toBe('Sun, 01 Mar 2026 23:59:59 GMT');
  });
});

describe('the feed search segment', () => {
  it('decodes, lower-cases and splits into distinct words (space, +, comma)', () => {
    expect(parseFeedSearch('Pflege%20Karlsruhe')).toEqual({ ok: true, value: ['pflege', 'karlsruhe'] });
    expect(parseFeedSearch('M%C3%BCnchen+IT,it')).toEqual({ ok: true, value: ['münchen', 'it'] });
    expect(parseFeedSearch('')).toEqual({ ok: true, value: [] });
    expect(parseFeedSearch('100%25')).toEqual({ ok: true, value: ['100%'] });
  });

  it('refuses invalid percent-encoding and searches over 100 characters', () => {
    expect(parseFeedSearch('%E0%A4%A')).toMatchObject({ ok: false, code: 'INVALID_ENCODING' });
    expect(parseFeedSearch('%zz')).toMatchObject({ ok: false, code: 'INVALID_ENCODING' });
    expect(parseFeedSearch('a'.repeat(100))).toMatchObject({ ok: true });
    expect(parseFeedSearch('a'.repeat(101))).toMatchObject({ ok: false, code: 'SEARCH_TOO_LONG' });
    expect(parseFeedSearch('%C3%BC'.repeat(101))).toMatchObject({ ok: false, code: 'SEARCH_TOO_LONG' });
  });
});
