import type { LanguageLevel } from '../job/job-details';

/*
 * An applicant's resume in the spec's sections: personal info, job preferences, education and work
 * experience (repeatable, ordered as the owner orders them), languages and skills, plus who may see it.
 * Dates are ISO strings: days (`YYYY-MM-DD`) for birthday and availability, months (`YYYY-MM`) for the
 * periods of education and work, which people remember by month.
 */

/** Hidden: no recruiter sees it. Anonymous: found, private fields and picture left out. Full: found whole. */
export const RESUME_VISIBILITIES = ['hidden', 'anonymous', 'full'] as const;
export type ResumeVisibility = (typeof RESUME_VISIBILITIES)[number];
export const isResumeVisibility = (v: unknown): v is ResumeVisibility =>
  typeof v === 'string' && (RESUME_VISIBILITIES as readonly string[]).includes(v);

export const SALUTATIONS = ['mr', 'ms', 'mx'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const CAREER_STATUSES = ['pupil', 'student', 'apprentice', 'graduate', 'professional', 'executive', 'returner'] as const;
export type CareerStatus = (typeof CAREER_STATUSES)[number];

export const SALARY_UNITS = ['hour', 'month', 'year'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** A stretch of education or work by month; `end` null: until now. */
export interface TimePeriod {
  readonly start: string;
  readonly end: string | null;
}

/** When the applicant is available, by day; `until` null: open-ended. */
export interface DatePeriod {
  readonly from: string;
  readonly until: string | null;
}

export interface SalaryRange {
  readonly min: number | null;
  readonly max: number | null;
  readonly currency: 'EUR';
  readonly unit: SalaryUnit;
}

export interface PersonalInfo {
  readonly salutation: Salutation | null;
  /** File store key of the picture; never shown anonymously. */
  readonly picture: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly birthday: string | null;
  readonly homeLocation: string;
  /** Rich text in the filtered format. */
  readonly about: string;
}

export interface JobPreferences {
  readonly title: string;
  /** Term of the `occupations` vocabulary. */
  readonly desiredOccupationId: string | null;
  /** Term of the `employmentType` vocabulary. */
  readonly employmentTypeId: string | null;
  readonly desiredLocation: string;
  readonly desiredSalary: SalaryRange | null;
  readonly careerStatus: CareerStatus | null;
  readonly availableStart: string | null;
  readonly availabilityPeriods: readonly DatePeriod[];
}

export interface EducationEntry {
  readonly id: string;
  readonly institution: string;
  /** Term of the `degreeLevel` vocabulary. */
  readonly degreeLevelId: string | null;
  /** Term of the `fieldsOfStudy` vocabulary. */
  readonly fieldOfStudyId: string | null;
  readonly studyProgram: string;
  readonly location: string;
  readonly period: TimePeriod;
  /** Rich text in the filtered format. */
  readonly summary: string;
}

export interface WorkExperienceEntry {
  readonly id: string;
  readonly jobTitle: string;
  /** Term of the `occupations` vocabulary. */
  readonly occupationId: string | null;
  /** Term of the `employmentType` vocabulary. */
  readonly employmentTypeId: string | null;
  readonly companyName: string;
  readonly location: string;
  readonly period: TimePeriod;
  /** Rich text in the filtered format. */
  readonly summary: string;
}

export interface LanguageSkill {
  /** ISO 639-1 code (resume-languages.ts). */
  readonly code: string;
  readonly level: LanguageLevel | null;
}

export interface ResumeContent {
  readonly personalInfo: PersonalInfo;
  readonly jobPreferences: JobPreferences;
  readonly education: readonly EducationEntry[];
  readonly workExperience: readonly WorkExperienceEntry[];
  readonly languages: readonly LanguageSkill[];
  /** Languages the list does not know, as the owner wrote them. */
  readonly languagesFree: readonly string[];
  readonly languageNotes: string;
  readonly skills: readonly string[];
  readonly skillsFree: readonly string[];
  readonly skillsNotes: string;
}

export interface Resume extends ResumeContent {
  readonly ownerId: string;
  readonly visibility: ResumeVisibility;
  /** Organizations the owner never wants to see the resume, not even anonymously. */
  readonly blockedOrganizationIds: readonly string[];
  /** When the owner finished the wizard (null: not yet). */
  readonly completedAt: string | null;
  readonly updatedAt: string | null;
}

export const EMPTY_PERSONAL_INFO: PersonalInfo = {
  salutation: null,
  picture: null,
  firstName: '',
  lastName: '',
  phone: '',
  birthday: null,
  homeLocation: '',
  about: '',
};

export const EMPTY_JOB_PREFERENCES: JobPreferences = {
  title: '',
  desiredOccupationId: null,
  employmentTypeId: null,
  desiredLocation: '',
  desiredSalary: null,
  careerStatus: null,
  availableStart: null,
  availabilityPeriods: [],
};

export const EMPTY_RESUME_CONTENT: ResumeContent = {
  personalInfo: EMPTY_PERSONAL_INFO,
  jobPreferences: EMPTY_JOB_PREFERENCES,
  education: [],
  workExperience: [],
  languages: [],
  languagesFree: [],
  languageNotes: '',
  skills: [],
  skillsFree: [],
  skillsNotes: '',
};

/** A resume nobody has written yet: hidden until its owner decides otherwise. */
export const emptyResume = (ownerId: string): Resume => ({
  ...EMPTY_RESUME_CONTENT,
  ownerId,
  visibility: 'hidden',
  blockedOrganizationIds: [],
  completedAt: null,
  updatedAt: null,
});
