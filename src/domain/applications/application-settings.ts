/**
 * How a job takes applications (job form: applicationWorkflow, applicationEmails,
 * applicationLink, applicationRequireCv, applicationRequireCoverLetter,
 * applicationRequireQualifyingQuestions, applicationQualifyingQuestions).
 */
export const APPLICATION_WORKFLOWS = ['email', 'link', 'form'] as const;
export type ApplicationWorkflow = (typeof APPLICATION_WORKFLOWS)[number];

export const isApplicationWorkflow = (value: unknown): value is ApplicationWorkflow =>
  typeof value === 'string' && (APPLICATION_WORKFLOWS as readonly string[]).includes(value);

export const QUESTION_KINDS = ['yes_no', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QualifyingQuestion {
  /** Stable within the job, e.g. `q1`; answers are keyed by it. */
  readonly id: string;
  readonly label: string;
  readonly kind: QuestionKind;
}

export interface ApplicationSettings {
  readonly workflow: ApplicationWorkflow | null;
  readonly requireCv: boolean;
  readonly requireCoverLetter: boolean;
  readonly requireQuestions: boolean;
  readonly questions: readonly QualifyingQuestion[];
}

export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = {
  workflow: null,
  requireCv: false,
  requireCoverLetter: false,
  requireQuestions: false,
  questions: [],
};

/**
 * The workflow in force: the one set on the job, else (jobs from before it was stored) the application
 * link when there is one, else the application e-mail; null when the job takes no applications.
 */
export function effectiveWorkflow(
  settings: Pick<ApplicationSettings, 'workflow'>,
  channel: { readonly url: string | null; readonly email: string | null },
): ApplicationWorkflow | null {
  if (settings.workflow) return settings.workflow;
  if (channel.url) return 'link';
  if (channel.email) return 'email';
  return null;
}

const QUESTION_ID = /^[a-z0-9_-]{1,32}$/;

/** Questions as stored (jsonb written by anyone): entries that are not a valid question are skipped. */
export function questionsOf(raw: unknown): QualifyingQuestion[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((entry: unknown) => {
    const q = entry as { id?: unknown; label?: unknown; kind?: unknown } | null;
    if (!q || typeof q.id !== 'string' || !QUESTION_ID.test(q.id) || seen.has(q.id)) return [];
    if (typeof q.label !== 'string' || q.label.trim() === '' || q.label.length > 300) return [];
    seen.add(q.id);
    return [{ id: q.id, label: q.label.trim(), kind: q.kind === 'yes_no' ? 'yes_no' : 'text' } satisfies QualifyingQuestion];
  });
}

/**
 * Where the recruiter's notification goes: the job's application e-mails (applicationEmails, several
 * separated by commas or semicolons), else the organization owner's address.
 */
export function notificationRecipients(applicationEmails: string | null, ownerEmail: string | null): string[] {
  const listed = (applicationEmails ?? '')
    .split(/[,;\s]+/)
    .map((m) => m.trim())
    .filter((m) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(m));
  const unique = listed.filter((m, i) => listed.findIndex((x) => x.toLowerCase() === m.toLowerCase()) === i);
  if (unique.length > 0) return unique.slice(0, 10);
  return ownerEmail ? [ownerEmail] : [];
}
