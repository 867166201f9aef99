import type { Locale } from '../shared/locale';
import { ok, type Ok } from '../shared/result';

/** The tones a recruiter may ask for: a fixed set, so every prompt stays one we have read. */
export const WRITING_TONES = ['professional', 'friendly', 'concise', 'enthusiastic'] as const;
export type WritingTone = (typeof WRITING_TONES)[number];

/** What the helper may do: write a first draft from the job's facts, or improve a text the recruiter has. */
export const WRITING_MODES = ['draft', 'improve'] as const;
export type WritingMode = (typeof WRITING_MODES)[number];

/**
 * Input limits. A job's facts are short (a title, a town, a few skills): 200 characters each keeps a
 * prompt small and a pasted document out. The text to improve may be a whole description, 20,000
 * characters (HTML included) — longer than any description the wizard keeps in practice, and still
 * well inside what the endpoint is asked to answer.
 */
export const WRITING_FIELD_MAX = 200;
export const WRITING_TEXT_MAX = 20_000;

/** The job's facts a prompt may use: nothing about applicants exists here, so none can reach a prompt. */
export interface JobFacts {
  readonly title: string;
  readonly organizationName: string;
  readonly location: string;
  readonly employmentType: string;
  readonly skills: string;
  /** The salary range as the wizard shows it (e.g. "45,000–55,000 EUR a year"); empty when the job has none. */
  readonly salary: string;
}

export interface WritingRequest {
  readonly mode: WritingMode;
  readonly language: Locale;
  readonly tone: WritingTone;
  readonly facts: JobFacts;
  /** The text to improve (mode `improve`); empty for a draft. */
  readonly existingText: string;
}

export const FACT_FIELDS = ['title', 'organizationName', 'location', 'employmentType', 'skills', 'salary'] as const;

export type WritingProblemCode = 'TOO_LONG' | 'REQUIRED' | 'INVALID';
export interface WritingProblem {
  readonly field: string;
  readonly code: WritingProblemCode;
}

/** Raw fields as a form or script sends them. */
export type RawWritingRequest = Readonly<Record<string, string | undefined>>;

const trimmed = (value: string | undefined): string => (value ?? '').trim();

/**
 * Judges a raw request against the limits and the site's locales. Every problem is named with its field,
 * so the page can say which field is too long; a draft needs a title, an improvement a text.
 */
export type ParsedWritingRequest =
  | Ok<WritingRequest>
  | { readonly ok: false; readonly code: 'INVALID_INPUT'; readonly problems: readonly WritingProblem[] };

export function parseWritingRequest(raw: RawWritingRequest, siteLocales: readonly Locale[]): ParsedWritingRequest {
  const problems: WritingProblem[] = [];
  const mode = WRITING_MODES.find((m) => m === raw.mode);
  if (!mode) problems.push({ field: 'mode', code: 'INVALID' });
  const tone = WRITING_TONES.find((t) => t === (raw.tone || 'professional'));
  if (!tone) problems.push({ field: 'tone', code: 'INVALID' });
  const language = siteLocales.find((l) => l === raw.language);
  if (!language) problems.push({ field: 'language', code: 'INVALID' });
  const facts = {} as Record<(typeof FACT_FIELDS)[number], string>;
  for (const field of FACT_FIELDS) {
    const value = trimmed(raw[field]);
    if (value.length > WRITING_FIELD_MAX) problems.push({ field, code: 'TOO_LONG' });
    facts[field] = value;
  }
  const existingText = trimmed(raw.existingText);
  if (existingText.length > WRITING_TEXT_MAX) problems.push({ field: 'existingText', code: 'TOO_LONG' });
  if (mode === 'draft' && !facts.title) problems.push({ field: 'title', code: 'REQUIRED' });
  if (mode === 'improve' && !existingText) problems.push({ field: 'existingText', code: 'REQUIRED' });
  if (problems.length > 0 || !mode || !tone || !language) return { ok: false, code: 'INVALID_INPUT', problems };
  return ok({ mode, tone, language, facts, existingText: mode === 'improve' ? existingText : '' });
}
