import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROCHURE_LIMITS,
  brochureFileName,
  brochureKey,
  brochureProblems,
  brochureUrl,
} from '../../../../src/domain/organization/organization-brochures';
import { isFileKey } from '../../../../src/domain/files/file-key';
import { SECTION_MAX, sectionFullProblem } from '../../../../src/domain/organization/profile-sections';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const HTML = new TextEncoder().encode('<html><bo');

describe('PDF brochures', () => {
  it('takes a titled PDF up to 10 MB, recognised by its first bytes', () => {
    expect(brochureProblems({ title: 'Karriere bei uns', size: 2_000_000, head: PDF })).toEqual([]);
    expect(brochureProblems({ title: 'Karriere', size: BROCHURE_LIMITS.maxBytes, head: PDF })).toEqual([]);
  });

  it('refuses a file that only calls itself a PDF, an empty or too large one, and a missing or multi-line title', () => {
    expect(brochureProblems({ title: 'Karriere', size: 500, head: HTML })).toEqual([
      { field: 'brochure', problem: 'FILE_TYPE_NOT_ALLOWED' },
    ]);
    expect(brochureProblems({ title: 'Karriere', size: 0, head: PDF })).toEqual([{ field: 'brochure', problem: 'FILE_TYPE_NOT_ALLOWED' }]);
    expect(brochureProblems({ title: ' ', size: BROCHURE_LIMITS.maxBytes + 1, head: PDF })).toEqual([
      { field: 'title', problem: 'REQUIRED' },
      { field: 'brochure', problem: 'FILE_TOO_LARGE' },
    ]);
    expect(brochureProblems({ title: 'Zeile\nzwei', size: 10, head: PDF })).toEqual([{ field: 'title', problem: 'INVALID_TEXT' }]);
  });

  it('a profile holds at most 10 brochures', () => {
    expect(SECTION_MAX.brochures).toBe(10);
    expect(sectionFullProblem('brochures', 9)).toBeNull();
    expect(sectionFullProblem('brochures', 10)).toEqual({ field: 'brochures', problem: 'LIMIT_REACHED' });
  });

  it('every title gives a download name the route and the table accept', () => {
    expect(brochureFileName('Ausbildung & Studium 2026 – Übersicht')).toBe('ausbildung-studium-2026-ubersicht.pdf');
    expect(brochureFileName('Größe')).toBe('grosse.pdf');
    expect(brochureFileName('!!!')).toBe('brochure.pdf');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        expect(brochureFileName(title)).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?\.pdf$/);
      }),
    );
  });

  it('keys are file-store keys of the organization, and the url names the brochure and its file', () => {
    const key = brochureKey('42', '0b7e1c9a-3f2d-4c1b-9a8e-5d6f7a8b9c0d');
    expect(key).toBe('organizations/42/brochure-0b7e1c9a-3f2d-4c1b-9a8e-5d6f7a8b9c0d.pdf');
    expect(isFileKey(key)).toBe(true);
    expect(brochureUrl({ id: '7', fileName: 'karriere.pdf' })).toBe('/organization-brochure/7/karriere.pdf');
  });
});
