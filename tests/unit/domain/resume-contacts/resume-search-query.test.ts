import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAREER_STATUSES } from '../../../../src/domain/resume/resume';
import { resumeSearchQuery, withoutFacet } from '../../../../src/domain/resume-search/resume-search-query';

describe('resume search query', () => {
  it('defaults to everything, page 1; trims and collapses words; drops repeated values', () => {
    expect(resumeSearchQuery({})).toEqual({
      ok: true,
      value: { keywords: '', careerStatus: [], languages: [], skills: [], occupations: [], place: null, page: 1 },
    });
    const q = resumeSearchQuery({ keywords: '  Pflege   Intensiv ', languages: ['de', 'de', 'fr'], page: 3 });
    expect(q.ok && q.value).toMatchObject({ keywords: 'Pflege Intensiv', languages: ['de', 'fr'], page: 3 });
  });

  it('refuses unknown facet values and says which facet', () => {
    expect(resumeSearchQuery({ careerStatus: ['astronaut'] })).toEqual({
      ok: false,
      problems: [{ field: 'careerStatus', problem: 'UNKNOWN_VALUE' }],
    });
    expect(resumeSearchQuery({ languages: ['xx'] })).toEqual({ ok: false, problems: [{ field: 'languages', problem: 'UNKNOWN_VALUE' }] });
    expect(resumeSearchQuery({ occupations: ['nursing'] })).toEqual({
      ok: false,
      problems: [{ field: 'occupations', problem: 'UNKNOWN_VALUE' }],
    });
    expect(resumeSearchQuery({ page: 0 })).toEqual({ ok: false, problems: [{ field: 'page', problem: 'OUT_OF_RANGE' }] });
  });

  it('accepts every known career status and any subset of them', () => {
    fc.assert(
      fc.property(fc.subarray([...CAREER_STATUSES]), (chosen) => {
        const q = resumeSearchQuery({ careerStatus: chosen });
        expect(q.ok && q.value.careerStatus).toEqual(chosen);
      }),
    );
  });

  it('a value outside the list anywhere refuses the whole query', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CAREER_STATUSES]),
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((s) => s.trim() !== '' && !(CAREER_STATUSES as readonly string[]).includes(s.trim())),
        (chosen, stranger) => {
          expect(resumeSearchQuery({ careerStatus: [...chosen, stranger] }).ok).toBe(false);
        },
      ),
    );
  });

  it('counting a facet leaves out only its own choices', () => {
    const q = resumeSearchQuery({ keywords: 'Pflege', languages: ['de'], careerStatus: ['student'] });
    if (!q.ok) throw new Error('refused');
    expect(withoutFacet(q.value, 'languages')).toEqual({ ...q.value, languages: [] });
  });
});
