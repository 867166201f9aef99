import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cvUploadProblem,
  detectCvFileType,
  docxEntriesProblem,
  MAX_CV_IMPORT_BYTES,
} from '../../../../../src/domain/resume/cv-import/cv-file-policy';
import { findPeriod } from '../../../../../src/domain/resume/cv-import/cv-periods';
import { proposeFromCvText } from '../../../../../src/domain/resume/cv-import/cv-proposals';
import { readingOrder } from '../../../../../src/domain/resume/cv-import/cv-reading-order';
import { matchTerm, type MatchableTerm } from '../../../../../src/domain/resume/cv-import/cv-term-matching';
import { applyImportProposal, EMPTY_IMPORT_PROPOSAL } from '../../../../../src/domain/resume/cv-import/resume-import';
import { EMPTY_RESUME_CONTENT } from '../../../../../src/domain/resume/resume';
import { resumeContentProblems } from '../../../../../src/domain/resume/resume-rules';

const TODAY = '2026-11-26';
const TERMS: MatchableTerm[] = [
  { id: '1', vocabulary: 'occupations', labels: ['Softwareentwicklung', 'Software development', 'Développement logiciel'] },
  { id: '2', vocabulary: 'occupations', labels: ['Pflege', 'Nursing & care', 'Soins infirmiers'] },
  { id: '3', vocabulary: 'degreeLevel', labels: ['Bachelor', "Bachelor's degree", 'Licence'] },
];
const pdfHead = new TextEncoder().encode('%PDF-1.7\n');

describe('CV upload policy', () => {
  it('knows PDF and DOCX by their first bytes, not their names', () => {
    expect(detectCvFileType(pdfHead)).toBe('pdf');
    expect(detectCvFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('docx');
    expect(detectCvFileType(new TextEncoder().encode('<html>'))).toBeNull();
  });

  it('takes 50 MB and refuses one byte more', () => {
    expect(cvUploadProblem(MAX_CV_IMPORT_BYTES, pdfHead)).toBeNull();
    expect(cvUploadProblem(MAX_CV_IMPORT_BYTES + 1, pdfHead)).toBe('FILE_TOO_LARGE');
    expect(cvUploadProblem(10, new Uint8Array([0xff, 0xd8, 0xff]))).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a DOCX whose declared parts would inflate past the bound, before inflating', () => {
    const doc = { name: 'word/document.xml', compressedSize: 1000, uncompressedSize: 5000 };
    expect(docxEntriesProblem([doc])).toBeNull();
    expect(docxEntriesProblem([{ ...doc, uncompressedSize: 3 * 1024 ** 3 }])).toBe('TOO_LARGE_INFLATED');
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, compressedSize: 1024 ** 2, uncompressedSize: 10 * 1024 ** 2 }));
    expect(docxEntriesProblem([doc, ...parts])).toBe('TOO_LARGE_INFLATED');
    expect(docxEntriesProblem([{ ...doc, name: 'xl/workbook.xml' }])).toBe('FILE_TYPE_NOT_ALLOWED');
  });
});

describe('periods in CVs', () => {
  it.each([
    ['03/2019 – heute', '2019-03', null],
    ['2015 - 2018', '2015-01', '2018-12'],
    ['Sept. 2016 – Juni 2019 Entwicklerin', '2016-09', '2019-06'],
    ["janvier 2020 – aujourd'hui", '2020-01', null],
    ['seit 04.2021', '2021-04', null],
    ['2019-03 to present', '2019-03', null],
    ['Praktikum 2019 – 2020', '2019-01', '2020-12'],
  ])('%s', (line, start, end) => {
    expect(findPeriod(line)).toMatchObject({ start, end });
  });

  it('is no period where there is none', () => {
    expect(findPeriod('Hauptstraße 12, 79098 Freiburg')).toBeNull();
    expect(findPeriod('13/2019 – 14/2020')).toBeNull();
  });
});

describe('reading order', () => {
  const item = (text: string, x: number, y: number, size = 10) => ({ text, x, y, width: text.length * size * 0.5, size });

  it('reads a sidebar before the main column', () => {
    const lines = readingOrder([
      item('Sprachen', 40, 700, 9),
      item('Berufserfahrung', 220, 700),
      item('Deutsch', 40, 688, 9),
      item('2019 – heute', 220, 685),
      item('Englisch', 40, 676, 9),
      item('Entwicklerin', 220, 670),
    ]);
    expect(lines).toEqual(['Sprachen', 'Deutsch', 'Englisch', 'Berufserfahrung', '2019 – heute', 'Entwicklerin']);
  });

  it('reads labels beside their values row by row', () => {
    const lines = readingOrder([
      item('Dates', 40, 700, 9),
      item('2019 – 2020', 220, 700),
      item('Poste', 40, 685, 9),
      item('Comptable', 220, 685),
    ]);
    expect(lines).toEqual(['Dates | 2019 – 2020', 'Poste | Comptable']);
  });

  it('loses no word, whatever the layout', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ x: fc.integer({ min: 0, max: 500 }), y: fc.integer({ min: 0, max: 800 }), w: fc.stringMatching(/^[a-z]{3,8}$/) }),
          {
            maxLength: 40,
          },
        ),
        (words) => {
          const text = readingOrder(words.map((w) => item(w.w, w.x, w.y))).join(' ');
          for (const w of words) expect(text).toContain(w.w);
        },
      ),
    );
  });
});

describe('proposals from CV text', () => {
  it('finds name, contact, entries, languages and skills', () => {
    const proposal = proposeFromCvText(
      [
        'Curriculum Vitae',
        'Max Mustermann',
        'Tel.: 0761 987654 · max@example.org',
        'Berufserfahrung',
        '05/2020 – heute',
        'Softwareentwickler bei Beispiel GmbH, Freiburg',
        '• Bullet text that describes',
        'Ausbildung',
        '2016 – 2020',
        'Bachelor Informatik, Hochschule Offenburg',
        'Sprachen',
        'Deutsch – Muttersprache; Englisch – fließend',
        'Skills',
        'Java | Kotlin | Docker',
      ],
      TERMS,
      TODAY,
    );
    expect(proposal).toMatchObject({ firstName: 'Max', lastName: 'Mustermann', email: 'max@example.org', phone: '0761 987654' });
    expect(proposal.workExperience).toEqual([
      {
        jobTitle: 'Softwareentwickler',
        companyName: 'Beispiel GmbH',
        location: 'Freiburg',
        period: { start: '2020-05', end: null },
        occupationId: '1',
      },
    ]);
    expect(proposal.education[0]).toMatchObject({
      institution: 'Hochschule Offenburg',
      degreeLevelId: '3',
      period: { start: '2016-01', end: '2020-12' },
    });
    expect(proposal.languages).toEqual([
      { code: 'de', level: 'native' },
      { code: 'en', level: 'C1' },
    ]);
    expect(proposal.skills).toEqual(['Java', 'Kotlin', 'Docker']);
  });

  it('leaves out entries that start in the future or end before they start', () => {
    const proposal = proposeFromCvText(
      ['Experience', '2030 – 2031', 'Astronaut, Moon Base', '2020 – 2018', 'Backwards, Nowhere'],
      TERMS,
      TODAY,
    );
    expect(proposal.workExperience).toEqual([]);
  });

  it('proposes nothing from text that is no CV', () => {
    expect(proposeFromCvText(['lorem ipsum dolor', 'sit amet'], TERMS, TODAY)).toEqual(EMPTY_IMPORT_PROPOSAL);
  });

  it('any text gives a proposal the resume rules accept once applied', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 40 }), (lines) => {
        const proposal = proposeFromCvText(['Berufserfahrung', ...lines, 'Ausbildung', ...lines], TERMS, TODAY);
        const applied = applyImportProposal(EMPTY_RESUME_CONTENT, proposal);
        const withIds = {
          ...applied,
          workExperience: applied.workExperience.map((e, i) => ({ ...e, id: String(i + 1) })),
          education: applied.education.map((e, i) => ({ ...e, id: String(i + 1000) })),
        };
        const problems = resumeContentProblems(withIds, TODAY).filter(
          (p) => p.problem !== 'HTML_NOT_ALLOWED' && p.problem !== 'INVALID_PHONE',
        );
        expect(problems).toEqual([]);
      }),
    );
  });
});

describe('terms named by CV text', () => {
  it('matches a job title to its occupation in any language', () => {
    expect(matchTerm('Softwareentwicklerin', 'occupations', TERMS)).toBe('1');
    expect(matchTerm('Senior software developer', 'occupations', TERMS)).toBe('1');
    expect(matchTerm('Pflegefachkraft', 'occupations', TERMS)).toBe('2');
    expect(matchTerm('Bäcker', 'occupations', TERMS)).toBeNull();
  });
});

describe('applying a confirmed proposal', () => {
  const proposal = {
    ...EMPTY_IMPORT_PROPOSAL,
    firstName: 'Anna',
    lastName: 'Müller',
    email: 'anna@example.de',
    workExperience: [
      { jobTitle: 'Entwicklerin', companyName: 'A GmbH', location: '', period: { start: '2020-01', end: null }, occupationId: null },
    ],
    languages: [{ code: 'de', level: 'native' as const }],
    skills: ['Git', 'git', 'SQL'],
  };

  it('adds entries, fills names and never stores the e-mail address', () => {
    const applied = applyImportProposal(EMPTY_RESUME_CONTENT, proposal);
    expect(applied.personalInfo).toMatchObject({ firstName: 'Anna', lastName: 'Müller' });
    expect(JSON.stringify(applied)).not.toContain('anna@example.de');
    expect(applied.workExperience).toHaveLength(1);
    expect(applied.skillsFree).toEqual(['Git', 'SQL']);
  });

  it('keeps what the resume holds and adds nothing twice', () => {
    const once = applyImportProposal(EMPTY_RESUME_CONTENT, proposal);
    const twice = applyImportProposal(
      { ...once, workExperience: once.workExperience.map((e) => ({ ...e, id: '1' })) },
      { ...proposal, firstName: '', languages: [{ code: 'de', level: 'B1' }] },
    );
    expect(twice.workExperience).toHaveLength(1);
    expect(twice.personalInfo.firstName).toBe('Anna');
    expect(twice.languages).toEqual([{ code: 'de', level: 'native' }]);
    expect(twice.skillsFree).toEqual(['Git', 'SQL']);
  });
});
