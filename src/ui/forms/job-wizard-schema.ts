import { z } from 'zod';
import { JOB_TYPES, SALARY_UNITS, type SalaryUnit } from '../../domain/job/job';
import { LANGUAGE_LEVELS, type LanguageLevel } from '../../domain/job/job-details';
import {
  APPLICATION_WORKFLOWS,
  contentProblems,
  DEFAULT_DURATION_DAYS,
  JOB_DURATIONS_DAYS,
  MAX_QUALIFYING_QUESTIONS,
  type JobDurationDays,
  type JobPosting,
  type JobPostingContent,
} from '../../domain/job/job-posting';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/*
 * The job wizard's form: one schema for react-hook-form in the browser (zodResolver) and for the
 * /api/job-wizard server route on the posted form. Field rules come from the domain (`contentProblems`),
 * so browser and platform agree; messages are i18n keys under `jobWizard.problems`.
 */

export const MAX_LANGUAGE_ROWS = 10;

export interface JobWizardValues {
  type: (typeof JOB_TYPES)[number];
  organizationId: string;
  title: string;
  linkUrl: string;
  descriptionHtml: string;
  availableFrom: string;
  availableUntil: string;
  videoUrl: string;
  countryCode: string;
  addressLine1: string;
  zip: string;
  locality: string;
  administrativeArea: string;
  termIds: string[];
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryUnit: string;
  salaryText: string;
  languages: Array<{ code: string; level: string }>;
  languagesText: string;
  skills: string;
  skillsText: string;
  /** YYYY-MM-DD; the job expires at the end of that day (UTC). */
  expiresAt: string;
  durationDays: string;
  applicationWorkflow: (typeof APPLICATION_WORKFLOWS)[number];
  applicationEmails: string;
  applicationUrl: string;
  applicationRequireCv: boolean;
  applicationRequireCoverLetter: boolean;
  applicationRequireQuestions: boolean;
  questions: Array<{ text: string }>;
  /** Whether the job has its PDF (stored, or chosen in this form). */
  hasFile: boolean;
}

/** Domain field path → wizard field name (where they differ). */
const FORM_FIELD: Record<string, keyof JobWizardValues> = {
  'address.locality': 'locality',
  'address.countryCode': 'countryCode',
  'application.emails': 'applicationEmails',
  'application.url': 'applicationUrl',
  'application.qualifyingQuestions': 'questions',
  file: 'hasFile',
};

export const formFieldOf = (domainField: string): string => FORM_FIELD[domainField] ?? domainField;

const text = (max: number) => z.string().max(max, 'jobWizard.problems.TEXT_TOO_LONG');
const number = z.string().regex(/^\d{0,9}$/, 'jobWizard.problems.SALARY_INVALID');
const date = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'jobWizard.problems.DATE_INVALID');
const flag = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true' || v === 'on');

const list = (value: string): string[] =>
  value
    .split(/[,;\n]/)
    .map((v) => v.trim())
    .filter(Boolean);
const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/** The wizard's values as the platform's job content. */
export function toJobContent(v: JobWizardValues): JobPostingContent {
  const duration = Number(v.durationDays);
  return {
    type: v.type,
    organizationId: v.organizationId,
    title: v.title.trim(),
    linkUrl: orNull(v.linkUrl),
    descriptionHtml: v.descriptionHtml,
    availableFrom: orNull(v.availableFrom),
    availableUntil: orNull(v.availableUntil),
    videoUrl: orNull(v.videoUrl),
    address: {
      countryCode: v.countryCode.trim().toUpperCase(),
      addressLine1: orNull(v.addressLine1),
      zip: orNull(v.zip),
      locality: v.locality.trim(),
      administrativeArea: orNull(v.administrativeArea),
    },
    termIds: [...new Set(v.termIds)],
    salaryMin: v.salaryMin.trim() ? Number(v.salaryMin) : null,
    salaryMax: v.salaryMax.trim() ? Number(v.salaryMax) : null,
    salaryCurrency: orNull(v.salaryCurrency),
    salaryUnit: (SALARY_UNITS as readonly string[]).includes(v.salaryUnit) ? (v.salaryUnit as SalaryUnit) : null,
    salaryText: orNull(v.salaryText),
    languages: v.languages
      .filter((l) => l.code.trim())
      .map((l) => ({
        code: l.code.trim().toLowerCase(),
        level: (LANGUAGE_LEVELS as readonly string[]).includes(l.level) ? (l.level as LanguageLevel) : null,
      })),
    languagesText: orNull(v.languagesText),
    skills: list(v.skills),
    skillsText: orNull(v.skillsText),
    expiresAt: v.expiresAt ? `${v.expiresAt}T23:59:59.000Z` : null,
    durationDays: (JOB_DURATIONS_DAYS as readonly number[]).includes(duration) ? (duration as JobDurationDays) : DEFAULT_DURATION_DAYS,
    application: {
      workflow: v.applicationWorkflow,
      emails: list(v.applicationEmails),
      url: orNull(v.applicationUrl),
      requireCv: v.applicationRequireCv,
      requireCoverLetter: v.applicationRequireCoverLetter,
      requireQualifyingQuestions: v.applicationRequireQuestions,
      qualifyingQuestions: v.questions.map((q) => q.text.trim()).filter(Boolean),
    },
  };
}

export const jobWizardSchema = z
  .object({
    type: z.enum(JOB_TYPES),
    organizationId: z.string().regex(ENTITY_ID, 'jobWizard.problems.ORGANIZATION_REQUIRED'),
    title: text(300),
    linkUrl: text(2000),
    descriptionHtml: z.string().max(100_000, 'jobWizard.problems.DESCRIPTION_TOO_LONG'),
    availableFrom: date,
    availableUntil: date,
    videoUrl: text(2000),
    countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'jobWizard.problems.COUNTRY_INVALID'),
    addressLine1: text(200),
    zip: text(20),
    locality: text(200),
    administrativeArea: text(200),
    termIds: z.array(z.string().regex(ENTITY_ID)).max(40, 'jobWizard.problems.TOO_MANY_TERMS'),
    salaryMin: number,
    salaryMax: number,
    salaryCurrency: z.string().regex(/^([A-Z]{3})?$/, 'jobWizard.problems.SALARY_CURRENCY_UNIT_REQUIRED'),
    salaryUnit: z.string().max(10),
    salaryText: text(500),
    languages: z
      .array(z.object({ code: z.string().regex(/^([a-zA-Z]{2})?$/, 'jobWizard.problems.LANGUAGE_INVALID'), level: z.string().max(10) }))
      .max(MAX_LANGUAGE_ROWS),
    languagesText: text(500),
    skills: text(3000),
    skillsText: text(500),
    expiresAt: date,
    durationDays: z.enum(JOB_DURATIONS_DAYS.map(String) as [string, ...string[]]),
    applicationWorkflow: z.enum(APPLICATION_WORKFLOWS),
    applicationEmails: text(1500),
    applicationUrl: text(2000),
    applicationRequireCv: flag,
    applicationRequireCoverLetter: flag,
    applicationRequireQuestions: flag,
    questions: z.array(z.object({ text: text(300) })).max(MAX_QUALIFYING_QUESTIONS, 'jobWizard.problems.TOO_MANY_QUESTIONS'),
    hasFile: flag,
  })
  .superRefine((values, ctx) => {
    for (const problem of contentProblems(toJobContent(values as JobWizardValues), { hasFile: values.hasFile })) {
      ctx.addIssue({ code: 'custom', path: [formFieldOf(problem.field)], message: `jobWizard.problems.${problem.code}` });
    }
  });

/** An empty wizard for a new job of `organizationId`. */
export function emptyWizardValues(organizationId: string): JobWizardValues {
  return {
    type: 'job_per_template',
    organizationId,
    title: '',
    linkUrl: '',
    descriptionHtml: '',
    availableFrom: '',
    availableUntil: '',
    videoUrl: '',
    countryCode: 'DE',
    addressLine1: '',
    zip: '',
    locality: '',
    administrativeArea: '',
    termIds: [],
    salaryMin: '',
    salaryMax: '',
    salaryCurrency: 'EUR',
    salaryUnit: 'YEAR',
    salaryText: '',
    languages: [],
    languagesText: '',
    skills: '',
    skillsText: '',
    expiresAt: '',
    durationDays: String(DEFAULT_DURATION_DAYS),
    applicationWorkflow: 'email',
    applicationEmails: '',
    applicationUrl: '',
    applicationRequireCv: false,
    applicationRequireCoverLetter: false,
    applicationRequireQuestions: false,
    questions: [],
    hasFile: false,
  };
}

/** A stored job as wizard values (editing). */
export function wizardValuesOf(p: JobPosting): JobWizardValues {
  const s = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    type: p.type,
    organizationId: p.organizationId,
    title: p.title,
    linkUrl: s(p.linkUrl),
    descriptionHtml: p.descriptionHtml,
    availableFrom: s(p.availableFrom),
    availableUntil: s(p.availableUntil),
    videoUrl: s(p.videoUrl),
    countryCode: p.address.countryCode,
    addressLine1: s(p.address.addressLine1),
    zip: s(p.address.zip),
    locality: p.address.locality,
    administrativeArea: s(p.address.administrativeArea),
    termIds: [...p.termIds],
    salaryMin: s(p.salaryMin),
    salaryMax: s(p.salaryMax),
    salaryCurrency: p.salaryCurrency ?? 'EUR',
    salaryUnit: p.salaryUnit ?? 'YEAR',
    salaryText: s(p.salaryText),
    languages: p.languages.map((l) => ({ code: l.code, level: l.level ?? '' })),
    languagesText: s(p.languagesText),
    skills: p.skills.join(', '),
    skillsText: s(p.skillsText),
    expiresAt: p.expiresAt ? p.expiresAt.slice(0, 10) : '',
    durationDays: String(p.durationDays),
    applicationWorkflow: p.application.workflow,
    applicationEmails: p.application.emails.join(', '),
    applicationUrl: s(p.application.url),
    applicationRequireCv: p.application.requireCv,
    applicationRequireCoverLetter: p.application.requireCoverLetter,
    applicationRequireQuestions: p.application.requireQualifyingQuestions,
    questions: p.application.qualifyingQuestions.map((q) => ({ text: q })),
    hasFile: p.fileName !== null,
  };
}

/** The posted form (multipart, with or without JavaScript) as raw wizard values for the schema. */
export function wizardValuesFromForm(form: {
  get(key: string): unknown;
  getAll(key: string): readonly unknown[];
}): Record<string, unknown> {
  const one = (key: string): string => {
    const v = form.get(key);
    return typeof v === 'string' ? v : '';
  };
  const rows = <T>(prefix: string, make: (i: number) => T, present: (row: T) => boolean, max: number): T[] => {
    const out: T[] = [];
    for (let i = 0; i < max; i++) {
      const row = make(i);
      if (present(row)) out.push(row);
    }
    return out;
  };
  const strings = (key: string) => form.getAll(key).filter((v): v is string => typeof v === 'string' && v !== '');
  return {
    type: one('type'),
    organizationId: one('organizationId'),
    title: one('title'),
    linkUrl: one('linkUrl'),
    descriptionHtml: one('descriptionHtml'),
    availableFrom: one('availableFrom'),
    availableUntil: one('availableUntil'),
    videoUrl: one('videoUrl'),
    countryCode: one('countryCode'),
    addressLine1: one('addressLine1'),
    zip: one('zip'),
    locality: one('locality'),
    administrativeArea: one('administrativeArea'),
    termIds: strings('termIds'),
    salaryMin: one('salaryMin'),
    salaryMax: one('salaryMax'),
    salaryCurrency: one('salaryCurrency'),
    salaryUnit: one('salaryUnit'),
    salaryText: one('salaryText'),
    languages: rows(
      'languages',
      (i) => ({ code: one(`languages.${i}.code`), level: one(`languages.${i}.level`) }),
      (r) => r.code !== '',
      MAX_LANGUAGE_ROWS + 1,
    ),
    languagesText: one('languagesText'),
    skills: one('skills'),
    skillsText: one('skillsText'),
    expiresAt: one('expiresAt'),
    durationDays: one('durationDays') || String(DEFAULT_DURATION_DAYS),
    applicationWorkflow: one('applicationWorkflow'),
    applicationEmails: one('applicationEmails'),
    applicationUrl: one('applicationUrl'),
    applicationRequireCv: one('applicationRequireCv'),
    applicationRequireCoverLetter: one('applicationRequireCoverLetter'),
    applicationRequireQuestions: one('applicationRequireQuestions'),
    questions: rows(
      'questions',
      (i) => ({ text: one(`questions.${i}.text`) }),
      (r) => r.text.trim() !== '',
      MAX_QUALIFYING_QUESTIONS + 1,
    ),
    hasFile: one('hasFile'),
  };
}
