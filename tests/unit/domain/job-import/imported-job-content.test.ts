import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salaryText } from '../../../../src/domain/feeds/job-feed';
import { SALARY_UNITS } from '../../../../src/domain/job/job';
import { emptyFeedJob, type FeedJob, hasMarkup, readDate } from '../../../../src/domain/job-import/feed-job';
import { importedJobContent } from '../../../../src/domain/job-import/imported-job-content';
import {
  emptyMapping,
  importerProblems,
  type ImporterSettings,
  mapLabels,
  normalizeLabel,
} from '../../../../src/domain/job-import/importer';
import { readIndeedSalary } from '../../../../src/domain/job-import/indeed-salary';

const job = (overrides: Partial<FeedJob> = {}): FeedJob => ({
  ...emptyFeedJob('KS-1'),
  title: 'Pflegefachkraft (m/w/d)',
  descriptionHtml: '<p>Wir suchen Sie.</p>',
  url: 'https://karriere.example/jobs/1',
  city: 'Karlsruhe',
  countryCode: 'de',
  employmentTypes: ['fulltime', 'parttime'],
  ...overrides,
});

const settings = (overrides: Partial<ImporterSettings> = {}): ImporterSettings => ({
  name: 'Klinikum ATS',
  organizationId: 'org-1',
  site: 'jobs-regional',
  sourceUrl: 'https://karriere.example/feed.xml',
  format: 'indeed_xml',
  mapping: {
    ...emptyMapping(),
    employmentType: { rules: [{ source: 'Fulltime', termId: 'term-vollzeit' }], defaultTermIds: ['term-sonstige'] },
    industry: { rules: [], defaultTermIds: ['term-gesundheit'] },
  },
  intervalHours: 6,
  followReview: true,
  enabled: true,
  ...overrides,
});

const identity = (html: string) => html;

describe('an imported job under the wizard’s rules', () => {
  it('becomes a template job whose applicants apply at the source, with mapped and default terms', () => {
    const result = importedJobContent(job(), settings(), identity);
    expect(result).toMatchObject({
      ok: true,
      content: {
        type: 'job_per_template',
        organizationId: 'org-1',
        address: { countryCode: 'DE', locality: 'Karlsruhe' },
        termIds: ['term-vollzeit', 'term-gesundheit'],
        application: { workflow: 'link', url: 'https://karriere.example/jobs/1' },
      },
    });
  });

  it('is a link job when the source gives no description', () => {
    const result = importedJobContent(job({ descriptionHtml: '<p> </p>' }), settings(), identity);
    expect(result).toMatchObject({ ok: true, content: { type: 'job_per_link', linkUrl: 'https://karriere.example/jobs/1' } });
  });

  it('is refused without a title, with that reason', () => {
    expect(importedJobContent(job({ title: '  ' }), settings(), identity)).toEqual({
      ok: false,
      refusals: [{ reference: 'KS-1', field: 'title', code: 'TITLE_REQUIRED' }],
    });
  });

  it('is refused with markup where plain text belongs', () => {
    expect(importedJobContent(job({ title: '<b>Chefarzt</b>', city: '<i>Karlsruhe</i>' }), settings(), identity)).toEqual({
      ok: false,
      refusals: [
        { reference: 'KS-1', field: 'title', code: 'MARKUP_IN_TEXT' },
        { reference: 'KS-1', field: 'city', code: 'MARKUP_IN_TEXT' },
      ],
    });
  });

  it('is refused with every problem the wizard would show', () => {
    const result = importedJobContent(job({ url: null, city: '', salaryMin: 5000, salaryMax: 100 }), settings(), identity);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.refusals.map((r) => r.code)).toEqual(
      expect.arrayContaining(['LOCALITY_REQUIRED', 'SALARY_MAX_BELOW_MIN', 'APPLICATION_LINK_REQUIRED']),
    );
  });

  it('checks and keeps the sanitized description, not the source’s', () => {
    const result = importedJobContent(job({ descriptionHtml: '<p>ok</p><script>x</script>' }), settings(), (html) =>
      html.replace(/<script>.*<\/script>/, ''),
    );
    expect(result).toMatchObject({ ok: true, content: { descriptionHtml: '<p>ok</p>' } });
  });
});

describe('category mapping', () => {
  const mapping = { rules: [{ source: ' Full  Time ', termId: 'a' }], defaultTermIds: ['d', 'd'] };

  it('matches labels without case or extra spaces, else falls back to the defaults once each', () => {
    expect(mapLabels(['full time'], mapping)).toEqual(['a']);
    expect(mapLabels(['Part time'], mapping)).toEqual(['d']);
  });

  it('maps any spelling variant of a rule’s label to its term (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => normalizeLabel(s) !== ''),
        fc.nat(3),
        (label, pad) => {
          const rules = [{ source: label, termId: 't' }];
          const variant = `${' '.repeat(pad)}${label.toLocaleUpperCase('de')}${' '.repeat(pad)}`;
          if (normalizeLabel(variant) !== normalizeLabel(label)) return true;
          return mapLabels([variant], { rules, defaultTermIds: ['d'] }).join() === 't';
        },
      ),
    );
  });
});

describe('importer settings', () => {
  it('accepts sound settings and names each problem', () => {
    expect(importerProblems(settings())).toEqual([]);
    expect(
      importerProblems(
        settings({
          name: ' ',
          sourceUrl: 'file:///etc/passwd',
          intervalHours: 0,
          mapping: { ...emptyMapping(), occupations: { rules: [{ source: ' ', termId: 't' }], defaultTermIds: [] } },
        }),
      ),
    ).toEqual([
      { field: 'name', code: 'NAME_REQUIRED' },
      { field: 'sourceUrl', code: 'SOURCE_URL_INVALID' },
      { field: 'intervalHours', code: 'INTERVAL_OUT_OF_RANGE' },
      { field: 'mapping.occupations', code: 'RULE_INVALID' },
    ]);
  });
});

describe('reading feed values', () => {
  it('reads back every salary line the board’s own feed writes (property)', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });
    fc.assert(
      fc.property(amount, amount, fc.constantFrom(...SALARY_UNITS), (a, b, unit) => {
        const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        const facts = readIndeedSalary(salaryText({ min, max, currencyCode: 'EUR', unit }));
        if (min === null && max === null) return facts.min === null && facts.max === null && facts.unit === null;
        return facts.min === min && facts.max === max && facts.unit === unit && facts.currency === 'EUR';
      }),
    );
  });

  it('leaves wording it does not know without a salary', () => {
    expect(readIndeedSalary('nach Vereinbarung')).toEqual({ min: null, max: null, currency: null, unit: null });
  });

  it('reads RFC 1123 and ISO dates and nothing else', () => {
    expect(readDate('Tue, 03 Nov 2026 08:00:00 GMT')).toBe('2026-11-03T08:00:00.000Z');
    expect(readDate('2026-11-03T08:00:00Z')).toBe('2026-11-03T08:00:00.000Z');
    expect(readDate('soon')).toBeNull();
  });

  it('sees markup but not a lone angle bracket', () => {
    expect(hasMarkup('<b>x</b>')).toBe(true);
    expect(hasMarkup('Gehalt < 3000 €')).toBe(false);
  });
});
