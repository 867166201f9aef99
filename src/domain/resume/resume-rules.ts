import { isLanguageLevel } from '../job/job-details';
import {
  CAREER_STATUSES,
  SALARY_UNITS,
  SALUTATIONS,
  type DatePeriod,
  type EducationEntry,
  type Resume,
  type ResumeContent,
  type TimePeriod,
  type WorkExperienceEntry,
} from './resume';
import { isResumeLanguageCode } from './resume-languages';

/*
 * What a resume may hold. The platform's use case checks every write against these rules (the forms
 * check the same ones first), so no driving side can store a birthday in the future or the 201st job.
 */

export const RESUME_LIMITS = {
  workExperience: 200,
  education: 100,
  languages: 30,
  languagesFree: 20,
  skills: 60,
  availabilityPeriods: 10,
  blockedOrganizations: 200,
  /** Names, titles, places, institutions. */
  shortText: 200,
  phone: 40,
  /** Notes of languages and skills. */
  notes: 2000,
  /** Sanitized HTML of about and summaries. */
  richText: 20_000,
  salaryMax: 10_000_000,
  earliestBirthYear: 1900,
} as const;

export type ResumeProblem =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'DUPLICATE'
  | 'HTML_NOT_ALLOWED'
  | 'INVALID_DATE'
  | 'INVALID_VALUE'
  | 'INVALID_PHONE'
  | 'BIRTHDAY_IN_FUTURE'
  | 'BIRTHDAY_TOO_EARLY'
  | 'PERIOD_ENDS_BEFORE_START'
  | 'PERIOD_IN_FUTURE'
  | 'INVALID_SALARY';

export interface ResumeFieldProblem {
  /** Path of the field, e.g. `personalInfo.birthday`, `workExperience.3.period`. */
  readonly field: string;
  readonly problem: ResumeProblem;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
/** A tag or comment start: plain text fields take text only (rich text goes through the sanitizer). */
const MARKUP = /<[a-z!/?]/i;
/** Digits with the usual separators and an optional leading +; 6 to 20 digits. */
const PHONE = /^\+?[0-9 ()./-]+$/;

/** A real calendar day `YYYY-MM-DD`. */
export function isIsoDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A month `YYYY-MM` between year 1900 and 9999. */
export function isIsoMonth(value: string): boolean {
  const m = MONTH.exec(value);
  return m !== null && Number(m[1]) >= 1900 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** `today` as `YYYY-MM-DD` (time is passed in; the domain has no clock). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

type Add = (field: string, problem: ResumeProblem) => void;

function checkText(add: Add, field: string, value: string, max: number = RESUME_LIMITS.shortText): void {
  if (value.length > max) add(field, 'TOO_LONG');
  else if (MARKUP.test(value)) add(field, 'HTML_NOT_ALLOWED');
}

function checkTermId(add: Add, field: string, value: string | null): void {
  if (value !== null && !/^[1-9]\d{0,17}$/.test(value)) add(field, 'INVALID_VALUE');
}

/** Periods by month: a valid start, an end (if any) not before it, nothing after this month. */
export function timePeriodProblem(period: TimePeriod, today: string): ResumeProblem | null {
  if (!isIsoMonth(period.start) || (period.end !== null && !isIsoMonth(period.end))) return 'INVALID_DATE';
  if (period.end !== null && period.end < period.start) return 'PERIOD_ENDS_BEFORE_START';
  if (period.start > today.slice(0, 7)) return 'PERIOD_IN_FUTURE';
  return null;
}

function datePeriodProblem(period: DatePeriod): ResumeProblem | null {
  if (!isIsoDay(period.from) || (period.until !== null && !isIsoDay(period.until))) return 'INVALID_DATE';
  if (period.until !== null && period.until < period.from) return 'PERIOD_ENDS_BEFORE_START';
  return null;
}

/** "private resume fields are validated": a birthday from 1900 to today. */
export function birthdayProblem(birthday: string, today: string): ResumeProblem | null {
  if (!isIsoDay(birthday)) return 'INVALID_DATE';
  if (Number(birthday.slice(0, 4)) < RESUME_LIMITS.earliestBirthYear) return 'BIRTHDAY_TOO_EARLY';
  if (birthday > today) return 'BIRTHDAY_IN_FUTURE';
  return null;
}

export function phoneProblem(phone: string): ResumeProblem | null {
  if (phone.length > RESUME_LIMITS.phone) return 'TOO_LONG';
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 6 && digits <= 20 ? null : 'INVALID_PHONE';
}

function checkEducation(add: Add, entry: EducationEntry, at: string, today: string): void {
  if (!entry.institution.trim()) add(`${at}.institution`, 'REQUIRED');
  checkText(add, `${at}.institution`, entry.institution);
  checkText(add, `${at}.studyProgram`, entry.studyProgram);
  checkText(add, `${at}.location`, entry.location);
  checkTermId(add, `${at}.degreeLevelId`, entry.degreeLevelId);
  checkTermId(add, `${at}.fieldOfStudyId`, entry.fieldOfStudyId);
  const period = timePeriodProblem(entry.period, today);
  if (period) add(`${at}.period`, period);
  if (entry.summary.length > RESUME_LIMITS.richText) add(`${at}.summary`, 'TOO_LONG');
}

function checkWork(add: Add, entry: WorkExperienceEntry, at: string, today: string): void {
  if (!entry.jobTitle.trim()) add(`${at}.jobTitle`, 'REQUIRED');
  checkText(add, `${at}.jobTitle`, entry.jobTitle);
  checkText(add, `${at}.companyName`, entry.companyName);
  checkText(add, `${at}.location`, entry.location);
  checkTermId(add, `${at}.occupationId`, entry.occupationId);
  checkTermId(add, `${at}.employmentTypeId`, entry.employmentTypeId);
  const period = timePeriodProblem(entry.period, today);
  if (period) add(`${at}.period`, period);
  if (entry.summary.length > RESUME_LIMITS.richText) add(`${at}.summary`, 'TOO_LONG');
}

function checkEntryIds(add: Add, field: string, entries: readonly { readonly id: string }[]): void {
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    if (!/^[1-9]\d{0,8}$/.test(e.id)) add(`${field}.${i}`, 'INVALID_VALUE');
    else if (seen.has(e.id)) add(`${field}.${i}`, 'DUPLICATE');
    seen.add(e.id);
  }
}

/**
 * Every problem of a resume's content, field by field; empty when it may be stored. `today` is the
 * request's day (`YYYY-MM-DD`), for birthdays and periods.
 */
export function resumeContentProblems(content: ResumeContent, today: string): ResumeFieldProblem[] {
  const problems: ResumeFieldProblem[] = [];
  const add: Add = (field, problem) => problems.push({ field, problem });

  const p = content.personalInfo;
  if (p.salutation !== null && !SALUTATIONS.includes(p.salutation)) add('personalInfo.salutation', 'INVALID_VALUE');
  checkText(add, 'personalInfo.firstName', p.firstName);
  checkText(add, 'personalInfo.lastName', p.lastName);
  checkText(add, 'personalInfo.homeLocation', p.homeLocation);
  if (p.phone) {
    const phone = phoneProblem(p.phone);
    if (phone) add('personalInfo.phone', phone);
  }
  if (p.birthday !== null) {
    const birthday = birthdayProblem(p.birthday, today);
    if (birthday) add('personalInfo.birthday', birthday);
  }
  if (p.about.length > RESUME_LIMITS.richText) add('personalInfo.about', 'TOO_LONG');

  const j = content.jobPreferences;
  checkText(add, 'jobPreferences.title', j.title);
  checkText(add, 'jobPreferences.desiredLocation', j.desiredLocation);
  checkTermId(add, 'jobPreferences.desiredOccupationId', j.desiredOccupationId);
  checkTermId(add, 'jobPreferences.employmentTypeId', j.employmentTypeId);
  if (j.careerStatus !== null && !CAREER_STATUSES.includes(j.careerStatus)) add('jobPreferences.careerStatus', 'INVALID_VALUE');
  if (j.availableStart !== null && !isIsoDay(j.availableStart)) add('jobPreferences.availableStart', 'INVALID_DATE');
  if (j.desiredSalary !== null) {
    const { min, max, unit } = j.desiredSalary;
    const bad = (n: number | null) => n !== null && (!Number.isFinite(n) || n < 0 || n > RESUME_LIMITS.salaryMax);
    if (
      !SALARY_UNITS.includes(unit) ||
      bad(min) ||
      bad(max) ||
      (min !== null && max !== null && max < min) ||
      (min === null && max === null)
    )
      add('jobPreferences.desiredSalary', 'INVALID_SALARY');
  }
  if (j.availabilityPeriods.length > RESUME_LIMITS.availabilityPeriods) add('jobPreferences.availabilityPeriods', 'TOO_MANY');
  for (const [i, period] of j.availabilityPeriods.entries()) {
    const problem = datePeriodProblem(period);
    if (problem) add(`jobPreferences.availabilityPeriods.${i}`, problem);
  }

  if (content.workExperience.length > RESUME_LIMITS.workExperience) add('workExperience', 'TOO_MANY');
  else for (const [i, e] of content.workExperience.entries()) checkWork(add, e, `workExperience.${i}`, today);
  checkEntryIds(add, 'workExperience', content.workExperience);
  if (content.education.length > RESUME_LIMITS.education) add('education', 'TOO_MANY');
  else for (const [i, e] of content.education.entries()) checkEducation(add, e, `education.${i}`, today);
  checkEntryIds(add, 'education', content.education);

  if (content.languages.length > RESUME_LIMITS.languages) add('languages', 'TOO_MANY');
  const codes = new Set<string>();
  for (const [i, l] of content.languages.entries()) {
    if (!isResumeLanguageCode(l.code) || (l.level !== null && !isLanguageLevel(l.level))) add(`languages.${i}`, 'INVALID_VALUE');
    else if (codes.has(l.code)) add(`languages.${i}`, 'DUPLICATE');
    codes.add(l.code);
  }
  if (content.languagesFree.length > RESUME_LIMITS.languagesFree) add('languagesFree', 'TOO_MANY');
  for (const [i, l] of content.languagesFree.entries()) checkText(add, `languagesFree.${i}`, l);
  checkText(add, 'languageNotes', content.languageNotes, RESUME_LIMITS.notes);

  if (content.skills.length + content.skillsFree.length > RESUME_LIMITS.skills) add('skills', 'TOO_MANY');
  for (const [i, s] of content.skills.entries()) checkText(add, `skills.${i}`, s);
  for (const [i, s] of content.skillsFree.entries()) checkText(add, `skillsFree.${i}`, s);
  checkText(add, 'skillsNotes', content.skillsNotes, RESUME_LIMITS.notes);
  return problems;
}

/** Problems of the visibility setting (the organization ids are checked to exist by the use case). */
export function visibilityProblems(resume: Pick<Resume, 'blockedOrganizationIds'>): ResumeFieldProblem[] {
  const ids = resume.blockedOrganizationIds;
  if (ids.length > RESUME_LIMITS.blockedOrganizations) return [{ field: 'blockedOrganizationIds', problem: 'TOO_MANY' }];
  if (ids.some((id) => !/^[1-9]\d{0,17}$/.test(id))) return [{ field: 'blockedOrganizationIds', problem: 'INVALID_VALUE' }];
  return [];
}
