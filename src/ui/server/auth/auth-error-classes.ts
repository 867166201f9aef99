/*
 * NextAuth's server error classes, as /api/auth names them: `code` goes into the log line (so an
 * operator can look it up in NextAuth's documentation), `error` into the answer and the address of the
 * page the browser lands on (the account pages have a message for each).
 *
 * Two of NextAuth's classes cannot arise here and have no entry: MISSING_ADAPTER_METHODS_ERROR (sessions
 * always live in PostgreSQL, with every method NextAuth's adapters need) and CALLBACK_CREDENTIALS_JWT_ERROR
 * (NextAuth refuses credentials with database sessions because it cannot write one for them; our
 * credentials callback writes the session itself).
 */
export const AUTH_ERROR_CLASSES = {
  /** The provider refused or the person cancelled at the provider. */
  oauthCallback: { code: 'OAUTH_CALLBACK_ERROR', error: 'OAuthCallback' },
  /** A provider account whose address belongs to a local account that cannot be linked safely. */
  accountNotLinked: { code: 'OAUTH_ACCOUNT_NOT_LINKED_ERROR', error: 'OAuthAccountNotLinked' },
  /** An /api/auth action that does not exist. */
  missingRoute: { code: 'MISSING_NEXTAUTH_API_ROUTE_ERROR', error: 'Configuration' },
  /** The server has no secret to sign CSRF tokens with. */
  noSecret: { code: 'NO_SECRET', error: 'Configuration' },
  /** The credentials check itself failed (not a wrong password: the check could not run). */
  credentialsHandler: { code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR', error: 'Configuration' },
  /** Sign-in by e-mail link: NextAuth needs a database adapter for it; this server offers no such sign-in. */
  emailRequiresAdapter: { code: 'EMAIL_REQUIRES_ADAPTER_ERROR', error: 'Configuration' },
  /** A callbackUrl that is not on this site. */
  invalidCallbackUrl: { code: 'INVALID_CALLBACK_URL_ERROR', error: 'InvalidCallbackUrl' },
} as const;

export type AuthErrorClass = (typeof AUTH_ERROR_CLASSES)[keyof typeof AUTH_ERROR_CLASSES];
