import { describe, expect, it } from 'vitest';
import { parseTypedResume, typedImportReviewCookie } from '../../../src/ui/server/resumes/typed-resume.server';

const request = new Request('http://localhost:3000/api/resume-import/confirm', { method: 'POST' });
/** The cookie's value as the page reads it back. */
const roundTrip = (fields: Array<[string, string]>) => {
  const cookie = typedImportReviewCookie('42', fields, request);
  const raw = decodeURIComponent(/^jb_typed_resume=([^;]*)/.exec(cookie)?.[1] ?? '');
  return parseTypedResume(raw);
};

describe('a refused CV import review, without JavaScript', () => {
  it('comes back with every entry as sent, an unticked box as off, and nothing of the envelope', () => {
    const typed = roundTrip([
      ['csrfToken', 'secret'],
      ['locale', 'de'],
      ['importId', '42'],
      ['firstName', 'Jürgen'],
      ['work.0.include', 'on'],
      ['work.0.jobTitle', 'Schweißer'],
      ['work.0.start', '2024-05'],
      ['work.0.end', '2020-01'],
      ['work.1.jobTitle', 'Praktikant'],
      ['edu.0.include', 'on'],
      ['edu.0.institution', 'Berufsschule Ulm'],
      ['lang.0.code', 'fr'],
      ['lang.0.level', 'B2'],
      ['skills', 'Schweißen, Löten'],
    ]);
    expect(typed).toEqual({
      form: 'cv-confirm',
      entry: '42',
      values: {
        'work.0.include': 'on',
        'work.1.include': 'off',
        'edu.0.include': 'on',
        'lang.0.include': 'off',
        firstName: 'Jürgen',
        'work.0.jobTitle': 'Schweißer',
        'work.0.start': '2024-05',
        'work.0.end': '2020-01',
        'work.1.jobTitle': 'Praktikant',
        'edu.0.institution': 'Berufsschule Ulm',
        'lang.0.code': 'fr',
        'lang.0.level': 'B2',
        skills: 'Schweißen, Löten',
      },
    });
  });

  it('keeps every entry’s box when a long skills list has to be cut to fit the cookie', () => {
    const entries = Array.from(
      { length: 12 },
      (_, i): Array<[string, string]> => [
        [`work.${i}.jobTitle`, `Beruf ${i}`],
        [`work.${i}.companyName`, `Firma ${i}`],
      ],
    ).flat();
    const typed = roundTrip([...entries, ['skills', 'x'.repeat(5000)]]);
    for (let i = 0; i < 12; i++) expect(typed?.values[`work.${i}.include`]).toBe('off');
    expect(typed?.values['work.11.companyName']).toBe('Firma 11');
    expect((typed?.values.skills ?? '').length).toBeLessThan(5000);
  });
});
