import type { ApplicationWorkflow } from '../applications/application-settings';
import type { Term } from './taxonomy';

/**
 * What the job page shows beyond a listing card: the availability period,
 * a video, the PDF of a file job, free-text salary, fields of study, degree level, languages, skills
 * and how to apply. Optional on `Job` so list views (and adapters that only read list columns) need
 * not carry it; the platform fills it wherever it reads a job from the jobs table.
 */
export interface JobDetails {
  /** availabilityPeriod: when the job starts and, for fixed-term jobs, ends (ISO dates, `YYYY-MM-DD`). */
  readonly availability: JobAvailability | null;
  /** videoUrl as entered; the page embeds it only from allow-listed hosts (`video-embed.ts`). */
  readonly videoUrl: string | null;
  /** The PDF of a `job_per_file` job. */
  readonly file: JobFile | null;
  /** salaryRangeFree: salary in words, e.g. "nach TVöD E 9". */
  readonly salaryText: string | null;
  readonly fieldsOfStudy: readonly Term[];
  readonly degreeLevels: readonly Term[];
  readonly languages: readonly LanguageRequirement[];
  /** languagesFree */
  readonly languagesText: string | null;
  readonly skills: readonly string[];
  /** skillsFree */
  readonly skillsText: string | null;
  readonly application: JobApplicationChannel;
}

export interface JobAvailability {
  readonly from: string | null;
  readonly until: string | null;
}

export interface JobFile {
  /** File name offered to the visitor, e.g. `stellenanzeige-pflegefachkraft.pdf`. */
  readonly name: string;
}

/** Common European Framework levels, plus mother-tongue level. */
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const isLanguageLevel = (value: unknown): value is LanguageLevel =>
  typeof value === 'string' && (LANGUAGE_LEVELS as readonly string[]).includes(value);

export interface LanguageRequirement {
  /** ISO 639-1 code, e.g. `de`, `en`. */
  readonly code: string;
  readonly level: LanguageLevel | null;
}

/** applicationLink / applicationEmails of the job form: where the "apply" button leads. */
export interface JobApplicationChannel {
  readonly url: string | null;
  readonly email: string | null;
  /** How the job takes applications (applications/application-settings.ts: email, link or the on-site form). */
  readonly workflow?: ApplicationWorkflow | null;
}

export const NO_DETAILS: JobDetails = {
  availability: null,
  videoUrl: null,
  file: null,
  salaryText: null,
  fieldsOfStudy: [],
  degreeLevels: [],
  languages: [],
  languagesText: null,
  skills: [],
  skillsText: null,
  application: { url: null, email: null },
};

/** ISO 639-1: two lower-case letters. */
export const isLanguageCode = (value: unknown): value is string => typeof value === 'string' && /^[a-z]{2}$/.test(value);
