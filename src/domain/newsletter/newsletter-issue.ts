/*
 * A newsletter issue as staff compose it: a one-line subject, a rich-text body (sanitized by the caller
 * to the filtered format), and jobs and blog posts of the site picked to go with it. Drafts may change;
 * once sent (or sending) an issue stays as it went out.
 */

export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_LIMITS = {
  subjectMax: 200,
  bodyMax: 100_000,
  maxJobs: 10,
  maxPosts: 5,
} as const;

export interface IssueDraftInput {
  readonly subject: string;
  readonly bodyHtml: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
}

export type IssueField = 'subject' | 'body' | 'jobs' | 'posts';
export type IssueErrorCode = 'REQUIRED' | 'TOO_LONG' | 'LINE_BREAK' | 'TOO_MANY';
export interface IssueFieldError {
  readonly field: IssueField;
  readonly code: IssueErrorCode;
}

/** Control characters (CR, LF, …) in the subject: it ends up in a mail header. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The text of rich HTML without its tags, to tell an empty body from one with words. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Every refusal of a draft (empty when it may be stored); ids are de-duplicated by the caller. */
export function validateIssueDraft(input: IssueDraftInput): IssueFieldError[] {
  const errors: IssueFieldError[] = [];
  const subject = input.subject.trim();
  if (subject.length === 0) errors.push({ field: 'subject', code: 'REQUIRED' });
  else if (subject.length > ISSUE_LIMITS.subjectMax) errors.push({ field: 'subject', code: 'TOO_LONG' });
  else if (CONTROL.test(subject)) errors.push({ field: 'subject', code: 'LINE_BREAK' });
  if (input.bodyHtml.length > ISSUE_LIMITS.bodyMax) errors.push({ field: 'body', code: 'TOO_LONG' });
  else if (textOf(input.bodyHtml).length === 0) errors.push({ field: 'body', code: 'REQUIRED' });
  if (input.jobIds.length > ISSUE_LIMITS.maxJobs) errors.push({ field: 'jobs', code: 'TOO_MANY' });
  if (input.postIds.length > ISSUE_LIMITS.maxPosts) errors.push({ field: 'posts', code: 'TOO_MANY' });
  return errors;
}

export const isEditable = (status: IssueStatus): boolean => status === 'draft';

const escapeText = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The body as HTML: text with tags is taken as HTML (sanitized afterwards by the caller); plain text
 * becomes paragraphs at its blank lines, with its line breaks kept, every character escaped.
 */
export function bodyHtmlOf(input: string): string {
  if (/<[a-z][^>]*>/i.test(input)) return input;
  return input
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
