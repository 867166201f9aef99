/*
 * The application form's text fields a refused plain post brings back (typed-values.server.ts): the
 * applicant's details and answers, the consent box, the cover letter last (the long one is what a full
 * cookie shortens). Never a file, never the envelope (token, job, idempotency key).
 */

const SHORT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'privacyConsent', 'attachResume'] as const;
/** `answers.<question id>` as the form names an answer. */
const ANSWER = /^answers\.[A-Za-z0-9_-]{1,32}$/;

export const isApplicationTypedField = (name: string): boolean =>
  (SHORT_FIELDS as readonly string[]).includes(name) || name === 'coverLetter' || ANSWER.test(name);

/** The posted fields that come back, in the order the cookie keeps them (first value per name). */
export function applicationTypedFields(fields: ReadonlyArray<readonly [string, string]>): Array<readonly [string, string]> {
  const first = new Map<string, string>();
  for (const [name, value] of fields) if (isApplicationTypedField(name) && !first.has(name)) first.set(name, value);
  const entries = [...first.entries()];
  return [...entries.filter(([name]) => name !== 'coverLetter'), ...entries.filter(([name]) => name === 'coverLetter')];
}
