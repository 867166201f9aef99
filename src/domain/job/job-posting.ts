import type { JobState, JobType, SalaryUnit } from './job';
import type { LanguageRequirement } from './job-details';
import type { Coordinates } from '../geo/place-for-address';

/*
 * A job as its organization edits it: what the wizard shows and saves.
 * The visitor's `Job` (job.ts) is what the board renders; this is the recruiter's side of the same row.
 */

/** applicationWorkflow: how applicants reach the organization. */
export const APPLICATION_WORKFLOWS = ['email', 'link', 'form'] as const;
export type ApplicationWorkflow = (typeof APPLICATION_WORKFLOWS)[number];

/** duration: how long a job stays online after publication when no expiration date is set. */
export const JOB_DURATIONS_DAYS = [30, 60, 90] as const;
export type JobDurationDays = (typeof JOB_DURATIONS_DAYS)[number];
export const DEFAULT_DURATION_DAYS: JobDurationDays = 30;

export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 50_000;
export const MAX_APPLICATION_EMAILS = 5;
export const MAX_QUALIFYING_QUESTIONS = 10;
export const QUESTION_MAX = 300;
export const MAX_SKILLS = 30;
export const MAX_LANGUAGES = 10;
export const MAX_TERMS = 40;
export const FREE_TEXT_MAX = 500;

export interface JobApplicationSettings {
  readonly workflow: ApplicationWorkflow;
  readonly emails: readonly string[];
  readonly url: string | null;
  readonly requireCv: boolean;
  readonly requireCoverLetter: boolean;
  readonly requireQualifyingQuestions: boolean;
  readonly qualifyingQuestions: readonly string[];
}

export interface JobPostingAddress {
  readonly countryCode: string;
  readonly addressLine1: string | null;
  readonly zip: string | null;
  readonly locality: string;
  readonly administrativeArea: string | null;
}

/** What the wizard edits. Rich text is stored sanitized; term ids are the classification pickers' choices. */
export interface JobPostingContent {
  readonly type: JobType;
  readonly organizationId: string;
  readonly title: string;
  readonly linkUrl: string | null;
  readonly descriptionHtml: string;
  readonly availableFrom: string | null;
  readonly availableUntil: string | null;
  readonly videoUrl: string | null;
  readonly address: JobPostingAddress;
  /** Terms of every job vocabulary: remote options, employment type, occupational field, industry, fields of study, degree level, years of experience. */
  readonly termIds: readonly string[];
  readonly salaryMin: number | null;
  readonly salaryMax: number | null;
  readonly salaryCurrency: string | null;
  readonly salaryUnit: SalaryUnit | null;
  readonly salaryText: string | null;
  readonly languages: readonly LanguageRequirement[];
  readonly languagesText: string | null;
  readonly skills: readonly string[];
  readonly skillsText: string | null;
  /** ISO timestamp; when null the job expires `durationDays` after publication. */
  readonly expiresAt: string | null;
  readonly durationDays: JobDurationDays;
  readonly application: JobApplicationSettings;
}

/** A job as its organization sees it in the wizard and the job manager. */
export interface JobPosting extends JobPostingContent {
  readonly id: string;
  readonly state: JobState;
  readonly slug: string;
  /** Imported jobs: nobody edits them here. */
  readonly external: boolean;
  readonly organizationName: string;
  readonly publishedAt: string | null;
  /** A scheduled job's publication time (also kept while a scheduled submission waits for review). */
  readonly publishAt: string | null;
  /** The reviewer's reason when staff sent the job back. */
  readonly rejectionReason: string | null;
  readonly fileName: string | null;
  readonly hasLogo: boolean;
  /** Where the address is on the map (placed when the job is saved); null when the place data does not know it. */
  readonly coordinates: Coordinates | null;
  readonly sites: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface FieldProblem {
  /** The form field (dotted path of the wizard's form, e.g. `application.emails`). */
  readonly field: string;
  /** A stable code the board translates. */
  readonly code: string;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** http(s) only: a link a visitor can follow, never javascript: or data:. */
export function isWebUrl(value: string, httpsOnly = false): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return httpsOnly ? url.protocol === 'https:' : url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The text a rich-text description shows (tags removed): an empty editor yields `<p>&nbsp;</p>`. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Content rules of a job, whatever the form: type-specific requirements (a link job needs its link, a
 * file job its PDF, a template job its description), consistent ranges, valid addresses. `hasFile` says
 * whether the job has (or is being given) its PDF. Submission-only rules (dates in the future) are in
 * `submissionProblems`.
 */
export function contentProblems(content: JobPostingContent, options: { readonly hasFile: boolean }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, code: string) => problems.push({ field, code });
  const title = content.title.trim();
  if (title.length < TITLE_MIN) add('title', 'TITLE_TOO_SHORT');
  if (title.length > TITLE_MAX) add('title', 'TITLE_TOO_LONG');
  if (content.type === 'job_per_link' && !(content.linkUrl && isWebUrl(content.linkUrl))) add('linkUrl', 'LINK_REQUIRED');
  if (content.type !== 'job_per_link' && content.linkUrl && !isWebUrl(content.linkUrl)) add('linkUrl', 'URL_INVALID');
  if (content.type === 'job_per_file' && !options.hasFile) add('file', 'FILE_REQUIRED');
  if (content.type === 'job_per_template' && visibleText(content.descriptionHtml) === '') add('descriptionHtml', 'DESCRIPTION_REQUIRED');
  if (content.descriptionHtml.length > DESCRIPTION_MAX) add('descriptionHtml', 'DESCRIPTION_TOO_LONG');
  if (content.videoUrl && !isWebUrl(content.videoUrl, true)) add('videoUrl', 'VIDEO_URL_INVALID');
  if (content.availableFrom && !DATE.test(content.availableFrom)) add('availableFrom', 'DATE_INVALID');
  if (content.availableUntil && !DATE.test(content.availableUntil)) add('availableUntil', 'DATE_INVALID');
  if (content.availableFrom && content.availableUntil && content.availableFrom > content.availableUntil)
    add('availableUntil', 'UNTIL_BEFORE_FROM');
  if (content.address.locality.trim() === '') add('address.locality', 'LOCALITY_REQUIRED');
  if (!/^[A-Z]{2}$/.test(content.address.countryCode)) add('address.countryCode', 'COUNTRY_INVALID');
  if (content.termIds.length > MAX_TERMS) add('termIds', 'TOO_MANY_TERMS');
  const { salaryMin: min, salaryMax: max } = content;
  if ((min !== null && (!Number.isInteger(min) || min < 0)) || (max !== null && (!Number.isInteger(max) || max < 0)))
    add('salaryMin', 'SALARY_INVALID');
  else if (min !== null && max !== null && min > max) add('salaryMax', 'SALARY_MAX_BELOW_MIN');
  if ((min !== null || max !== null) && (!content.salaryCurrency || !/^[A-Z]{3}$/.test(content.salaryCurrency) || !content.salaryUnit)) {
    add('salaryCurrency', 'SALARY_CURRENCY_UNIT_REQUIRED');
  }
  if (content.languages.length > MAX_LANGUAGES) add('languages', 'TOO_MANY_LANGUAGES');
  if (content.skills.length > MAX_SKILLS) add('skills', 'TOO_MANY_SKILLS');
  for (const [field, value] of [
    ['salaryText', content.salaryText],
    ['languagesText', content.languagesText],
    ['skillsText', content.skillsText],
  ] as const) {
    if (value && value.length > FREE_TEXT_MAX) add(field, 'TEXT_TOO_LONG');
  }
  problems.push(...applicationProblems(content.application));
  return problems;
}

function applicationProblems(app: JobApplicationSettings): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (app.emails.length > MAX_APPLICATION_EMAILS) problems.push({ field: 'application.emails', code: 'TOO_MANY_EMAILS' });
  if (app.emails.some((e) => !isEmailAddress(e))) problems.push({ field: 'application.emails', code: 'EMAIL_INVALID' });
  if (app.workflow === 'email' && app.emails.length === 0) problems.push({ field: 'application.emails', code: 'EMAIL_REQUIRED' });
  if (app.url !== null && !isWebUrl(app.url)) problems.push({ field: 'application.url', code: 'URL_INVALID' });
  if (app.workflow === 'link' && app.url === null) problems.push({ field: 'application.url', code: 'APPLICATION_LINK_REQUIRED' });
  if (app.qualifyingQuestions.length > MAX_QUALIFYING_QUESTIONS)
    problems.push({ field: 'application.qualifyingQuestions', code: 'TOO_MANY_QUESTIONS' });
  if (app.qualifyingQuestions.some((q) => q.trim() === '' || q.length > QUESTION_MAX))
    problems.push({ field: 'application.qualifyingQuestions', code: 'QUESTION_INVALID' });
  if (app.requireQualifyingQuestions && app.qualifyingQuestions.length === 0)
    problems.push({ field: 'application.qualifyingQuestions', code: 'QUESTIONS_REQUIRED' });
  return problems;
}

/** Rules that apply when the job goes online (now or at `publishAt`). */
export function submissionProblems(content: Pick<JobPostingContent, 'expiresAt'>, now: Date, publishAt: Date | null): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const start = publishAt ?? now;
  if (publishAt && publishAt.getTime() <= now.getTime()) problems.push({ field: 'publishAt', code: 'PUBLISH_AT_NOT_IN_FUTURE' });
  if (content.expiresAt && new Date(content.expiresAt).getTime() <= start.getTime())
    problems.push({ field: 'expiresAt', code: 'EXPIRES_BEFORE_PUBLICATION' });
  return problems;
}

/** When a job going online at `publishedAt` expires: its expiration date, or publication + duration. */
export function expiryFor(content: Pick<JobPostingContent, 'expiresAt' | 'durationDays'>, publishedAt: Date): Date {
  if (content.expiresAt && new Date(content.expiresAt).getTime() > publishedAt.getTime()) return new Date(content.expiresAt);
  return new Date(publishedAt.getTime() + content.durationDays * 86_400_000);
}
