import { describe, expect, it } from 'vitest';
import { proposeFromCvText } from '../../../../src/domain/resume/cv-import/cv-proposals';
import { LocalCvTextReader } from '../../../../src/infrastructure/cv-import/local-cv-text-reader';
import { DEMO_TERMS } from '../../../../src/infrastructure/postgres/seed/demo-taxonomy';
import { CV_FIXTURES, DOCX_DECLARING_GIGABYTES, DOCX_INFLATING_PAST_ITS_CLAIM, encryptedPdf } from '../../../fixtures/cv/cv-fixtures';

const TERMS = DEMO_TERMS.map((t, i) => ({ id: String(i + 1), vocabulary: t.vocabulary, labels: [t.de, t.en, t.fr] }));
const termId = (vocabulary: string, de: string | null) =>
  de === null ? null : (TERMS.find((t) => t.vocabulary === vocabulary && t.labels[0] === de)?.id ?? `missing ${de}`);
const reader = new LocalCvTextReader();

describe('CV import on generated CVs (unpdf, mammoth, the proposal rules)', () => {
  for (const fixture of CV_FIXTURES) {
    it(`finds every entry of: ${fixture.name}`, async () => {
      const read = await reader.read(await fixture.bytes(), fixture.fileName.endsWith('.docx') ? 'docx' : 'pdf');
      if (!read.ok) throw new Error(`not read: ${read.code}`);
      const proposal = proposeFromCvText(read.value, TERMS, '2026-11-26');
      const e = fixture.expected;
      expect(proposal).toMatchObject({ firstName: e.firstName, lastName: e.lastName, email: e.email, phone: e.phone });
      expect(proposal.workExperience).toEqual(
        e.workExperience.map((w) => ({
          jobTitle: w.jobTitle,
          companyName: w.companyName,
          location: w.location,
          period: { start: w.start, end: w.end },
          occupationId: termId('occupations', w.occupation),
        })),
      );
      expect(proposal.education).toEqual(
        e.education.map((n) =>
          expect.objectContaining({
            institution: n.institution,
            studyProgram: n.studyProgram,
            period: { start: n.start, end: n.end },
            degreeLevelId: termId('degreeLevel', n.degree),
            fieldOfStudyId: termId('fieldsOfStudy', n.field),
          }),
        ),
      );
      expect(proposal.languages).toEqual(e.languages);
      expect(proposal.skills).toEqual(e.skills);
    });
  }

  it('refuses a PDF encrypted with a password', async () => {
    expect(await reader.read(await encryptedPdf(), 'pdf')).toMatchObject({ ok: false, code: 'ENCRYPTED' });
  });

  it('refuses a corrupt PDF', async () => {
    expect(await reader.read(new TextEncoder().encode('%PDF-1.7\nnot really a pdf'), 'pdf')).toMatchObject({ ok: false, code: 'CORRUPT' });
  });

  it('refuses a DOCX that declares gigabytes, and one that inflates past what it declares', async () => {
    expect(await reader.read(DOCX_DECLARING_GIGABYTES(), 'docx')).toMatchObject({ ok: false, code: 'TOO_LARGE_INFLATED' });
    expect(await reader.read(DOCX_INFLATING_PAST_ITS_CLAIM(), 'docx')).toMatchObject({ ok: false, code: 'TOO_LARGE_INFLATED' });
  });

  it('refuses a zip that is no Word document', async () => {
    const { zip } = await import('../../../fixtures/cv/zip-writer');
    const other = zip([{ name: 'hello.txt', data: new TextEncoder().encode('hello') }]);
    expect(await reader.read(other, 'docx')).toMatchObject({ ok: false, code: 'FILE_TYPE_NOT_ALLOWED' });
  });
});
