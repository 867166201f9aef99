/** Stable codes of a refused consent; the API lists them in `errors`. */
export type ConsentRequestError = 'MAIL_REQUIRED' | 'MAIL_INVALID' | 'INFO_REQUIRED' | 'INFO_INVALID';

export interface ConsentRequest {
  readonly mail: string;
  readonly infoId: string;
}

export const MAX_MAIL_LENGTH = 254;
// Deliberately loose: one @, something on each side, a dot in the domain, no spaces.
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID = /^[1-9]\d{0,17}$/;

export type ConsentRequestCheck =
  | { readonly ok: true; readonly value: ConsentRequest }
  | { readonly ok: false; readonly errors: readonly ConsentRequestError[] };

/** Consent creation needs a non-empty mail and infoId. Returns the trimmed request or every problem. */
export function validateConsentRequest(input: { mail: string; infoId: string }): ConsentRequestCheck {
  const mail = input.mail.trim();
  const infoId = input.infoId.trim();
  const errors: ConsentRequestError[] = [];
  if (mail === '') errors.push('MAIL_REQUIRED');
  else if (mail.length > MAX_MAIL_LENGTH || !MAIL.test(mail)) errors.push('MAIL_INVALID');
  if (infoId === '') errors.push('INFO_REQUIRED');
  else if (!ID.test(infoId)) errors.push('INFO_INVALID');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { mail, infoId } };
}

/** Mails compare without regard to case (the users table's unique index does the same). */
export const sameMail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
