/*
 * Bounds of account input. The zod schemas the forms and the server share (src/ui/forms) are built from
 * these numbers; use cases check the same rules again, so no driving side can skip them.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
/** Argon2 hashes any length, but a megabyte password is a denial-of-service vector, not a password. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const ORGANIZATION_NAME_MIN_LENGTH = 2;
export const ORGANIZATION_NAME_MAX_LENGTH = 120;
export const CREATION_SOURCE_MAX_LENGTH = 100;

/** Addresses are compared without case (the users table has a unique index on lower(email)). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A plausible address: one @, something before, a dotted domain after, no spaces. */
export const isPlausibleEmail = (email: string): boolean => email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

export type PasswordProblem = 'tooShort' | 'tooLong';

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

export type AccountKind = 'applicant' | 'recruiter';
export const ACCOUNT_KINDS: readonly AccountKind[] = ['applicant', 'recruiter'];
