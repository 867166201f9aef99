import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, generatedFileError, validateApplication } from '../../../../src/domain/applications/application-input';
import { MAX_ATTACHMENT_BYTES } from '../../../../src/domain/files/attachment-policy';
import { EMPTY_RESUME_CONTENT, type ResumeContent } from '../../../../src/domain/resume/resume';
import { resumeDocument, resumePdfFileName, resumeWorthSending } from '../../../../src/domain/resume/resume-document';

const words = { t: (key: string) => `[${key}]`, term: (id: string) => `term:${id}`, locale: 'de' as const };
const period = { start: '2019-04', end: null };
const content: ResumeContent = {
  ...EMPTY_RESUME_CONTENT,
  personalInfo: {
    ...EMPTY_RESUME_CONTENT.personalInfo,
    salutation: 'ms',
    firstName: 'Zoë',
    lastName: 'Müller',
    phone: '+49 711 1',
    about: '<p>Hallo</p>',
  },
  jobPreferences: { ...EMPTY_RESUME_CONTENT.jobPreferences, title: 'Pflegefachkraft', employmentTypeId: '12' },
  workExperience: [
    {
      id: 'a',
      jobTitle: 'Stationsleitung',
      occupationId: null,
      employmentTypeId: null,
      companyName: 'Klinikum Süd',
      location: '',
      period,
      summary: '',
    },
    { id: 'b', jobTitle: 'Pflegerin', occupationId: null, employmentTypeId: '12', companyName: '', location: 'Ulm', period, summary: '' },
  ],
  languages: [{ code: 'fr', level: 'B2' }],
  skillsFree: ['Wundversorgung'],
};
const texts = (c: ResumeContent) =>
  resumeDocument(c, words).sections.map((s) => [s.title, s.items.map((i) => (i.kind === 'gap' ? '—' : i.text))]);

describe('the resume as a document (the PDF sent with an application)', () => {
  it('has the name as its title and the sections in the resume page’s order, entries in the owner’s order', () => {
    expect(resumeDocument(content, words).title).toBe('[resumes.salutation.ms] Zoë Müller');
    expect(texts(content)).toEqual([
      ['[resumes.sections.personalInfo]', ['[resumes.fields.phone]: +49 711 1', '<p>Hallo</p>']],
      ['[resumes.sections.jobPreferences]', ['[resumes.fields.title]: Pflegefachkraft', '[resumes.fields.employmentTypeId]: term:12']],
      [
        '[resumes.sections.workExperience]',
        [
          'Stationsleitung',
          'Klinikum Süd',
          '2019-04 – [resumes.ongoing]',
          '—',
          'Pflegerin',
          'Ulm · term:12',
          '2019-04 – [resumes.ongoing]',
        ],
      ],
      ['[resumes.sections.languages]', ['Französisch ([resumes.languageLevel.B2])']],
      ['[resumes.sections.skills]', ['Wundversorgung']],
    ]);
  });

  it('leaves out empty sections; without a name the title is the localized word for a resume', () => {
    const nameless = { ...EMPTY_RESUME_CONTENT, skills: ['Excel'] };
    expect(resumeDocument(nameless, { ...words, locale: 'fr' })).toEqual({
      title: 'CV',
      sections: [{ title: '[resumes.sections.skills]', items: [{ kind: 'text', text: 'Excel' }] }],
    });
    expect(resumeWorthSending(nameless)).toBe(true);
    expect(resumeWorthSending(EMPTY_RESUME_CONTENT)).toBe(false);
    expect(resumeWorthSending(null)).toBe(false);
  });

  it('names the file after the applicant, without characters a file name must not hold', () => {
    expect(resumePdfFileName(content, 'de')).toBe('Lebenslauf Zoë Müller.pdf');
    const odd = { personalInfo: { ...content.personalInfo, firstName: 'A/B"<x>', lastName: '' } };
    expect(resumePdfFileName(odd, 'en-GB')).toBe('CV ABx.pdf');
    expect(resumePdfFileName(EMPTY_RESUME_CONTENT, 'fr')).toBe('CV.pdf');
  });

  it('holds the generated PDF to the upload size limit', () => {
    expect(generatedFileError(MAX_ATTACHMENT_BYTES)).toBeNull();
    expect(generatedFileError(MAX_ATTACHMENT_BYTES + 1)).toBe('RESUME_PDF_TOO_LARGE');
  });
});

describe('the resume PDF and the file limit', () => {
  const settings = { workflow: 'form' as const, requireCv: false, requireCoverLetter: false, requireQuestions: false, questions: [] };
  const PDF = new TextEncoder().encode('%PDF-1.7\n');
  const form = (files: number, withResumePdf: boolean, requireCv = false) =>
    validateApplication(
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.example',
        phone: '',
        coverLetter: '',
        answers: {},
        privacyConsent: true,
        idempotencyKey: 'key-0123456789abcdef',
        files: Array.from({ length: files }, (_, i) => ({ name: `${i}.pdf`, size: PDF.length, head: PDF })),
        withResumePdf,
      },
      { ...settings, requireCv },
    );

  it('takes the resume PDF exactly while the uploads leave a place for it, and counts it as a CV', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: APPLICATION_LIMITS.maxFiles + 3 }), fc.boolean(), fc.boolean(), (files, withPdf, requireCv) => {
        const result = form(files, withPdf, requireCv);
        const total = files + (withPdf ? 1 : 0);
        const fits = total <= APPLICATION_LIMITS.maxFiles || (!withPdf && files <= APPLICATION_LIMITS.maxFiles);
        const cvThere = !requireCv || total > 0;
        expect(result.ok).toBe(fits && cvThere && files <= APPLICATION_LIMITS.maxFiles);
        if (!result.ok && withPdf && files === APPLICATION_LIMITS.maxFiles)
          expect(result.errors).toEqual([{ field: 'files', code: 'NO_ROOM_FOR_RESUME' }]);
      }),
    );
  });
});
