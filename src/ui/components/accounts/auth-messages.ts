/** Error and notice codes the account pages show (accounts.errors.* / accounts.notice.*); anything else is the default text. */
const ERRORS = [
  'CredentialsSignin',
  'RATE_LIMITED',
  'READ_ONLY',
  'ACCOUNT_BLOCKED',
  'INVALID_TOKEN',
  'WRONG_PASSWORD',
  'SAME_EMAIL',
  'INVALID_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_MASQUERADING',
  'CSRF',
  'SessionRequired',
  'OAuthCallback',
  'OAuthAccountNotLinked',
  'OAuthEmailUnverified',
  'InvalidCallbackUrl',
  'Configuration',
  'Default',
  // privacy (account deletion)
  'REAUTH_REQUIRED',
  'OWNS_ORGANIZATION',
  'CONFIRM_REQUIRED',
] as const;
const NOTICES = [
  'verifySent',
  'verified',
  'resetSent',
  'passwordReset',
  'passwordChanged',
  'emailChangeSent',
  'loggedOut',
  'verificationResent',
  'masqueradeEnded',
  'accountDeleted',
] as const;

export const authErrorKey = (code: string): string => `accounts.errors.${(ERRORS as readonly string[]).includes(code) ? code : 'Default'}`;
export const noticeKey = (code: string | undefined): string | null =>
  code && (NOTICES as readonly string[]).includes(code) ? `accounts.notice.${code}` : null;

/** `?error=…&notice=…&callbackUrl=…&token=…` of the account pages, as plain strings (anything else dropped). */
export function parseAccountSearch(search: Record<string, unknown>): {
  error?: string | undefined;
  notice?: string | undefined;
  callbackUrl?: string | undefined;
  token?: string | undefined;
} {
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined);
  return { error: str(search.error), notice: str(search.notice), callbackUrl: str(search.callbackUrl), token: str(search.token) };
}
