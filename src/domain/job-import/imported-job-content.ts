import { SALARY_UNITS, type SalaryUnit } from '../job/job';
import { contentProblems, DEFAULT_DURATION_DAYS, type JobPostingContent, visibleText } from '../job/job-posting';
import { type FeedJob, hasMarkup, type JobRefusal } from './feed-job';
import { MAPPED_VOCABULARIES, mapLabels, type ImporterSettings, type MappedVocabulary } from './importer';

const LABELS: Readonly<Record<MappedVocabulary, (job: FeedJob) => readonly string[]>> = {
  occupations: (job) => job.occupations,
  employmentType: (job) => job.employmentTypes,
  remoteOptions: (job) => job.remoteOptions,
  industry: (job) => job.industries,
};

/** A job ready to save, or every reason it was refused. */
export type ImportedContent =
  | { readonly ok: true; readonly content: JobPostingContent }
  | { readonly ok: false; readonly refusals: readonly JobRefusal[] };

const TEXT_FIELDS = ['title', 'company', 'city', 'region', 'postalCode', 'countryCode'] as const;

const salaryUnit = (value: string | null): SalaryUnit | null => {
  const unit = value?.trim().toUpperCase();
  return unit && (SALARY_UNITS as readonly string[]).includes(unit) ? (unit as SalaryUnit) : null;
};

/**
 * A job of the feed as the wizard would have saved it, or every reason it cannot be. The same content
 * rules as the wizard apply (title length, description, address, salary range, application link), so an
 * imported job is never something a recruiter could not have written. `sanitize` is the board's
 * rich-text sanitizer: what is checked and stored is the sanitized description.
 */
export function importedJobContent(
  job: FeedJob,
  importer: Pick<ImporterSettings, 'organizationId' | 'mapping'>,
  sanitize: (html: string) => string,
): ImportedContent {
  const refuse = (field: string | null, code: string): JobRefusal => ({ reference: job.reference, field, code });
  const markup = TEXT_FIELDS.filter((field) => hasMarkup(job[field] ?? ''));
  if (markup.length > 0) return { ok: false, refusals: markup.map((field) => refuse(field, 'MARKUP_IN_TEXT')) };

  if (job.title.trim() === '') return { ok: false, refusals: [refuse('title', 'TITLE_REQUIRED')] };
  const descriptionHtml = sanitize(job.descriptionHtml);
  const url = job.url?.trim() || null;
  const content: JobPostingContent = {
    // A job whose description the feed leaves out is a link to the source's own page.
    type: visibleText(descriptionHtml) === '' && url ? 'job_per_link' : 'job_per_template',
    organizationId: importer.organizationId,
    title: job.title.trim().replace(/\s+/g, ' '),
    linkUrl: null,
    descriptionHtml,
    availableFrom: null,
    availableUntil: null,
    videoUrl: null,
    address: {
      countryCode: (job.countryCode ?? '').trim().toUpperCase(),
      addressLine1: null,
      zip: job.postalCode?.trim() || null,
      locality: job.city?.trim() ?? '',
      administrativeArea: job.region?.trim() || null,
    },
    termIds: [...new Set(MAPPED_VOCABULARIES.flatMap((v) => mapLabels(LABELS[v](job), importer.mapping[v])))],
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency?.trim().toUpperCase() || null,
    salaryUnit: salaryUnit(job.salaryUnit),
    salaryText: null,
    languages: [],
    languagesText: null,
    skills: [],
    skillsText: null,
    expiresAt: job.validThrough,
    durationDays: DEFAULT_DURATION_DAYS,
    // Applicants apply where the source publishes the job: the board has no address of its own for them.
    application: {
      workflow: 'link',
      emails: [],
      url,
      requireCv: false,
      requireCoverLetter: false,
      requireQualifyingQuestions: false,
      qualifyingQuestions: [],
    },
  };
  const withLink = content.type === 'job_per_link' ? { ...content, linkUrl: url } : content;
  const problems = contentProblems(withLink, { hasFile: false });
  if (problems.length > 0) return { ok: false, refusals: problems.map((p) => refuse(p.field, p.code)) };
  return { ok: true, content: withLink };
}
