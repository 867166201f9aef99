import { describe, expect, it } from 'vitest';
import { importerFormValues, readImporterForm } from '../../../src/ui/forms/importer-form';

const terms = [
  { id: '11', vocabulary: 'employmentType', label: 'Vollzeit' },
  { id: '12', vocabulary: 'employmentType', label: 'Teilzeit' },
  { id: '21', vocabulary: 'industry', label: 'Pflege' },
];
const fields = {
  name: 'ATS',
  organizationId: '5',
  sourceUrl: 'https://ats.example/feed.xml',
  format: 'indeed_xml',
  intervalHours: '12',
  followReview: 'on',
  enabled: '',
  rules_employmentType: 'fulltime = Vollzeit\r\n\r\nparttime = 12',
  default_industry: '21',
};

describe('the importer form without JavaScript', () => {
  it('reads rules by the term’s label or id, defaults, checkboxes and numbers', () => {
    const read = readImporterForm(fields, terms);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toMatchObject({ name: 'ATS', organizationId: '5', intervalHours: 12, followReview: true, enabled: false });
    expect(read.input.mapping.find((m) => m.vocabulary === 'employmentType')?.rules).toEqual([
      { source: 'fulltime', termId: '11' },
      { source: 'parttime', termId: '12' },
    ]);
    expect(read.input.mapping.find((m) => m.vocabulary === 'industry')?.defaultTermIds).toEqual(['21']);
  });

  it('refuses a rule naming a term of another vocabulary or none, on that vocabulary’s field', () => {
    expect(readImporterForm({ ...fields, rules_employmentType: 'care = Pflege' }, terms)).toEqual({
      ok: false,
      problems: [{ field: 'mapping.employmentType', code: 'RULE_INVALID' }],
    });
    expect(readImporterForm({ ...fields, rules_employmentType: 'no term here' }, terms).ok).toBe(false);
  });

  it('shows a stored importer’s rules as the lines it reads back to the same mapping', () => {
    const read = readImporterForm(fields, terms);
    if (!read.ok) throw new Error('form refused');
    const stored = {
      ...read.input,
      id: '1',
      organizationName: 'X',
      nextRunAt: '',
      running: false,
      failedRuns: 0,
      lastRun: null,
    };
    const values = importerFormValues(stored, terms);
    const again = readImporterForm(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])), terms);
    expect(again.ok && again.input.mapping).toEqual(read.input.mapping);
  });
});
