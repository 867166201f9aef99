import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_RESUME_CONTENT, type ResumeContent, type WorkExperienceEntry } from '../../../../src/domain/resume/resume';
import { anonymousContent, recruiterAccess, resumeContentFor } from '../../../../src/domain/resume/resume-access';
import { COMPLETENESS_ITEMS, completenessOf } from '../../../../src/domain/resume/resume-completeness';
import { moveEntry, nextEntryId, removeEntry, upsertEntry } from '../../../../src/domain/resume/resume-entries';
import { RESUME_LIMITS, resumeContentProblems, visibilityProblems } from '../../../../src/domain/resume/resume-rules';

const TODAY = '2026-11-26';
const work = (id: string, over: Partial<WorkExperienceEntry> = {}): WorkExperienceEntry => ({
  id,
  jobTitle: 'Pflegefachkraft',
  occupationId: null,
  employmentTypeId: null,
  companyName: 'Klinikum Freiburg',
  location: 'Freiburg',
  period: { start: '2019-04', end: '2023-08' },
  summary: '',
  ...over,
});
const withPersonal = (over: Partial<ResumeContent['personalInfo']>): ResumeContent => ({
  ...EMPTY_RESUME_CONTENT,
  personalInfo: { ...EMPTY_RESUME_CONTENT.personalInfo, ...over },
});
const problems = (c: ResumeContent) => resumeContentProblems(c, TODAY);

describe('resume rules', () => {
  it('an empty resume may be stored', () => {
    expect(problems(EMPTY_RESUME_CONTENT)).toEqual([]);
  });

  it('birthdays run from 1900 to today', () => {
    expect(problems(withPersonal({ birthday: '1900-01-01' }))).toEqual([]);
    expect(problems(withPersonal({ birthday: TODAY }))).toEqual([]);
    expect(problems(withPersonal({ birthday: '1899-12-31' }))).toEqual([{ field: 'personalInfo.birthday', problem: 'BIRTHDAY_TOO_EARLY' }]);
    expect(problems(withPersonal({ birthday: '2026-11-27' }))).toEqual([{ field: 'personalInfo.birthday', problem: 'BIRTHDAY_IN_FUTURE' }]);
    expect(problems(withPersonal({ birthday: '1990-02-30' }))).toEqual([{ field: 'personalInfo.birthday', problem: 'INVALID_DATE' }]);
  });

  it('private fields are checked: phone numbers and HTML in names', () => {
    expect(problems(withPersonal({ phone: '+49 761 123456' }))).toEqual([]);
    expect(problems(withPersonal({ phone: 'call me' }))).toEqual([{ field: 'personalInfo.phone', problem: 'INVALID_PHONE' }]);
    expect(problems(withPersonal({ firstName: '<b>Anna</b>' }))).toEqual([
      { field: 'personalInfo.firstName', problem: 'HTML_NOT_ALLOWED' },
    ]);
    expect(problems(withPersonal({ lastName: 'x'.repeat(201) }))).toEqual([{ field: 'personalInfo.lastName', problem: 'TOO_LONG' }]);
    // A "less than" in text is no markup.
    expect(problems(withPersonal({ homeLocation: 'a < b' }))).toEqual([]);
  });

  it('a period that ends before it starts is refused', () => {
    const c = { ...EMPTY_RESUME_CONTENT, workExperience: [work('1', { period: { start: '2020-05', end: '2020-04' } })] };
    expect(problems(c)).toEqual([{ field: 'workExperience.0.period', problem: 'PERIOD_ENDS_BEFORE_START' }]);
    const same = { ...EMPTY_RESUME_CONTENT, workExperience: [work('1', { period: { start: '2020-05', end: '2020-05' } })] };
    expect(problems(same)).toEqual([]);
    const ongoing = { ...EMPTY_RESUME_CONTENT, workExperience: [work('1', { period: { start: '2020-05', end: null } })] };
    expect(problems(ongoing)).toEqual([]);
  });

  it(`at most ${RESUME_LIMITS.workExperience} work experiences and ${RESUME_LIMITS.education} educations`, () => {
    expect(RESUME_LIMITS.workExperience).toBe(200);
    expect(RESUME_LIMITS.education).toBe(100);
    const full = Array.from({ length: 200 }, (_, i) => work(String(i + 1)));
    expect(problems({ ...EMPTY_RESUME_CONTENT, workExperience: full })).toEqual([]);
    expect(problems({ ...EMPTY_RESUME_CONTENT, workExperience: [...full, work('201')] })).toEqual([
      { field: 'workExperience', problem: 'TOO_MANY' },
    ]);
  });

  it('languages come from the list, once each', () => {
    const c = {
      ...EMPTY_RESUME_CONTENT,
      languages: [
        { code: 'de', level: 'native' as const },
        { code: 'de', level: 'B2' as const },
        { code: 'xx', level: null },
      ],
    };
    expect(problems(c)).toEqual([
      { field: 'languages.1', problem: 'DUPLICATE' },
      { field: 'languages.2', problem: 'INVALID_VALUE' },
    ]);
  });

  it('desired salary: min not above max', () => {
    const c = (min: number | null, max: number | null) => ({
      ...EMPTY_RESUME_CONTENT,
      jobPreferences: {
        ...EMPTY_RESUME_CONTENT.jobPreferences,
        desiredSalary: { min, max, currency: 'EUR' as const, unit: 'year' as const },
      },
    });
    expect(problems(c(40000, 50000))).toEqual([]);
    expect(problems(c(50000, 40000))).toEqual([{ field: 'jobPreferences.desiredSalary', problem: 'INVALID_SALARY' }]);
  });

  it('blocked organizations are ids, at most 200', () => {
    expect(visibilityProblems({ blockedOrganizationIds: ['12'] })).toEqual([]);
    expect(visibilityProblems({ blockedOrganizationIds: ['x'] })).toEqual([{ field: 'blockedOrganizationIds', problem: 'INVALID_VALUE' }]);
  });
});

describe('entries', () => {
  it('ids follow the largest in use; upsert, remove and move keep the rest in order', () => {
    const list = [work('1'), work('4'), work('2')];
    expect(nextEntryId({ education: [], workExperience: list })).toBe('5');
    expect(upsertEntry(list, work('4', { jobTitle: 'Stationsleitung' })).map((e) => e.jobTitle)).toEqual([
      'Pflegefachkraft',
      'Stationsleitung',
      'Pflegefachkraft',
    ]);
    expect(upsertEntry(list, work('5')).map((e) => e.id)).toEqual(['1', '4', '2', '5']);
    expect(removeEntry(list, '4').map((e) => e.id)).toEqual(['1', '2']);
    expect(moveEntry(list, '4', 'up').map((e) => e.id)).toEqual(['4', '1', '2']);
    expect(moveEntry(list, '4', 'down').map((e) => e.id)).toEqual(['1', '2', '4']);
    expect(moveEntry(list, '1', 'up').map((e) => e.id)).toEqual(['1', '4', '2']);
  });

  it('moving keeps every entry exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.boolean(), (n, pick, up) => {
        const list = Array.from({ length: n }, (_, i) => work(String(i + 1)));
        const moved = moveEntry(list, String((pick % n) + 1), up ? 'up' : 'down');
        expect(moved.map((e) => e.id).sort()).toEqual(list.map((e) => e.id).sort());
      }),
    );
  });
});

/** Arbitrary resume content: each part empty or filled. */
const contentArb: fc.Arbitrary<ResumeContent> = fc
  .record({
    firstName: fc.constantFrom('', 'Anna'),
    lastName: fc.constantFrom('', 'Schmidt'),
    about: fc.constantFrom('', '<p>Hi</p>'),
    homeLocation: fc.constantFrom('', 'Freiburg'),
    phone: fc.constantFrom('', '+49 761 1234'),
    picture: fc.constantFrom(null, 'resumes/1/p.webp'),
    title: fc.constantFrom('', 'Pflegefachkraft'),
    occupation: fc.constantFrom(null, '12'),
    desiredLocation: fc.constantFrom('', 'Basel'),
    careerStatus: fc.constantFrom(null, 'professional' as const),
    availableStart: fc.constantFrom(null, '2027-01-01'),
    work: fc.nat({ max: 3 }),
    education: fc.nat({ max: 2 }),
    languages: fc.nat({ max: 2 }),
    skills: fc.nat({ max: 2 }),
  })
  .map((r) => ({
    ...EMPTY_RESUME_CONTENT,
    personalInfo: {
      ...EMPTY_RESUME_CONTENT.personalInfo,
      firstName: r.firstName,
      lastName: r.lastName,
      about: r.about,
      homeLocation: r.homeLocation,
      phone: r.phone,
      picture: r.picture,
      birthday: '1990-05-01',
    },
    jobPreferences: {
      ...EMPTY_RESUME_CONTENT.jobPreferences,
      title: r.title,
      desiredOccupationId: r.occupation,
      desiredLocation: r.desiredLocation,
      careerStatus: r.careerStatus,
      availableStart: r.availableStart,
    },
    workExperience: Array.from({ length: r.work }, (_, i) => work(String(i + 1))),
    education: Array.from({ length: r.education }, (_, i) => ({
      id: String(i + 10),
      institution: 'Universität Freiburg',
      degreeLevelId: null,
      fieldOfStudyId: null,
      studyProgram: '',
      location: '',
      period: { start: '2010-10', end: '2014-09' },
      summary: '',
    })),
    languages: (['de', 'en'] as const).slice(0, r.languages).map((code) => ({ code, level: null })),
    skills: ['Wundversorgung', 'SAP'].slice(0, r.skills),
  }));

/** Fills one more thing into the content (or nothing, when it is already there). */
const addOne = (c: ResumeContent, what: number): ResumeContent => {
  switch (what % 6) {
    case 0:
      return { ...c, workExperience: [...c.workExperience, work(nextEntryId(c))] };
    case 1:
      return { ...c, personalInfo: { ...c.personalInfo, about: '<p>Mehr</p>' } };
    case 2:
      return { ...c, skillsFree: [...c.skillsFree, 'Teamarbeit'] };
    case 3:
      return { ...c, jobPreferences: { ...c.jobPreferences, title: 'Stationsleitung' } };
    case 4:
      return { ...c, languagesFree: [...c.languagesFree, 'Alemannisch'] };
    default:
      return { ...c, personalInfo: { ...c.personalInfo, firstName: 'Lea', lastName: 'Roth' } };
  }
};

describe('completeness', () => {
  it('weights add up to 100: an empty resume is 0 %, a full one 100 %', () => {
    expect(COMPLETENESS_ITEMS.reduce((s, i) => s + i.weight, 0)).toBe(100);
    expect(completenessOf(EMPTY_RESUME_CONTENT)).toMatchObject({ percent: 0, next: 'workExperience' });
  });

  it('names the most useful missing item next', () => {
    const c = { ...EMPTY_RESUME_CONTENT, workExperience: [work('1')] };
    expect(completenessOf(c)).toMatchObject({ percent: 15, next: 'desiredJob' });
  });

  it('adding data never lowers the percentage', () => {
    fc.assert(
      fc.property(contentArb, fc.nat(), (c, what) => {
        expect(completenessOf(addOne(c, what)).percent).toBeGreaterThanOrEqual(completenessOf(c).percent);
      }),
    );
  });
});

describe('who sees what', () => {
  it('the anonymous view has no private field and no picture', () => {
    fc.assert(
      fc.property(contentArb, (c) => {
        const anon = anonymousContent(c).personalInfo;
        expect(anon).toMatchObject({
          firstName: '',
          lastName: '',
          phone: '',
          birthday: null,
          homeLocation: '',
          picture: null,
          salutation: null,
        });
        expect(anonymousContent(c).workExperience).toEqual(c.workExperience);
      }),
    );
  });

  it('hidden resumes and blocked organizations see nothing; an approved contact sees all', () => {
    const viewer = { organizationId: '7', contactApproved: false };
    expect(recruiterAccess({ visibility: 'hidden', blockedOrganizationIds: [] }, { ...viewer, contactApproved: true })).toBe('none');
    expect(recruiterAccess({ visibility: 'full', blockedOrganizationIds: ['7'] }, viewer)).toBe('none');
    expect(recruiterAccess({ visibility: 'anonymous', blockedOrganizationIds: ['8'] }, viewer)).toBe('anonymous');
    expect(recruiterAccess({ visibility: 'anonymous', blockedOrganizationIds: [] }, { ...viewer, contactApproved: true })).toBe('full');
    expect(recruiterAccess({ visibility: 'full', blockedOrganizationIds: [] }, viewer)).toBe('full');
  });

  it('the full view without an approved contact has no phone', () => {
    const c = withPersonal({ firstName: 'Anna', phone: '+49 761 1234' });
    expect(resumeContentFor(c, 'full', false)?.personalInfo).toMatchObject({ firstName: 'Anna', phone: '' });
    expect(resumeContentFor(c, 'full', true)?.personalInfo.phone).toBe('+49 761 1234');
    expect(resumeContentFor(c, 'none', true)).toBeNull();
  });
});
