import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

/**
 * Expected failures that reach the client with their message and a stable `extensions.code`.
 * They are GraphQLErrors created here, so error masking (production) leaves them as they are;
 * anything else a resolver throws is a bug and is masked as "Unexpected error.".
 */
export type ExpectedErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNKNOWN_FRONTEND'
  | 'USER_GONE'
  | 'TOO_MANY_FILES'
  | 'FILE_TOO_LARGE'
  | 'REQUEST_ENTITY_TOO_LARGE'
  | 'BAD_REQUEST'
  /** A personal query asked without a signed-in user: signing in could help. */
  | 'UNAUTHENTICATED'
  /** Every upload slot of the process stayed taken: send again after the answer's Retry-After. */
  | 'BUSY'
  /** The platform is in read-only mode: every write but switching the mode off is refused for now. */
  | 'READ_ONLY';

export function expectedError(
  code: ExpectedErrorCode,
  message: string,
  httpStatus?: number,
  headers?: Readonly<Record<string, string>>,
): GraphQLError {
  return createGraphQLError(message, {
    extensions: httpStatus ? { code, http: { status: httpStatus, ...(headers ? { headers } : {}) } } : { code },
  });
}

export const badUserInput = (message: string): GraphQLError => expectedError('BAD_USER_INPUT', message);

/** A guest asked for what only the signed-in user's own account holds (their applications, bookmarks, alerts). */
export const signInRequired = (): GraphQLError => expectedError('UNAUTHENTICATED', 'Sign in to see this.');
