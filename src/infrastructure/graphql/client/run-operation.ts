import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { BoardContext } from '../../../application/board/board-context';
import { isConnectionFailure } from '../../http/connection-failure';

/** A response with neither data nor errors is an error naming the query. */
export class EmptyGraphqlResponseError extends Error {
  override readonly name = 'EmptyGraphqlResponseError';
  constructor(
    readonly operationName: string,
    options?: { cause?: unknown },
  ) {
    super(`No data and no errors in the response to query "${operationName}"`, options);
  }
}

/** GraphQL errors a gateway does not expect; the message carries the first error and its code. */
export class PlatformGraphqlError extends Error {
  override readonly name = 'PlatformGraphqlError';
  readonly codes: readonly string[];
  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLFormattedError[],
  ) {
    const first = errors[0];
    const code = first?.extensions?.code;
    super(`GraphQL error in "${operationName}": ${first?.message ?? 'unknown error'}${typeof code === 'string' ? ` (${code})` : ''}`);
    this.codes = errors.map((e) => String(e.extensions?.code ?? 'UNKNOWN'));
  }
}

/**
 * The platform cannot answer right now: its database is away (it says SERVICE_UNAVAILABLE), or it cannot
 * be reached at all (board and platform apart). Pages answer 503 with Retry-After for it (ui/server.ts).
 */
export class PlatformUnavailableError extends Error {
  override readonly name = 'PlatformUnavailableError';
  /** Read by TanStack Start for server functions, and by the page answer. */
  readonly status = 503;
  constructor(
    readonly operationName: string,
    options?: { cause?: unknown },
  ) {
    super(`PlatformUnavailableError: the platform could not answer "${operationName}" right now`, options);
  }
}

/** Upstream statuses that mean "not now" (a proxy or load balancer in front of the platform). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export interface OperationAnswer<TData> {
  readonly data: TData | null;
  readonly errors: readonly GraphQLFormattedError[];
}

const nameOf = (document: TypedDocumentNode<unknown, never>): string => {
  for (const def of document.definitions) if (def.kind === 'OperationDefinition' && def.name) return def.name.value;
  return 'anonymous';
};

/**
 * Runs one query or mutation for a board request and normalizes failures:
 * - the platform unreachable, answering 502–504, or saying SERVICE_UNAVAILABLE or BUSY: PlatformUnavailableError;
 * - HTTP status ≥ 300: Apollo's ServerError "Response not successful: Received status code N" (thrown as is);
 * - unparsable JSON: Apollo's ServerParseError (thrown as is);
 * - neither data nor errors: EmptyGraphqlResponseError naming the operation;
 * - GraphQL errors: returned with whatever data came along, for the gateway to map or throw.
 */
export async function runOperation<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  kind: 'query' | 'mutation',
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  ctx: BoardContext,
): Promise<OperationAnswer<TData>> {
  const operationName = nameOf(document as TypedDocumentNode<unknown, never>);
  const options = { variables, context: { board: ctx }, errorPolicy: 'all', fetchPolicy: 'no-cache' } as const;
  let result: unknown;
  try {
    result =
      kind === 'query'
        ? await client.query<TData, TVariables>({ query: document, ...options } as never)
        : await client.mutate<TData, TVariables>({ mutation: document, ...options } as never);
  } catch (error) {
    if (isConnectionFailure(error)) throw new PlatformUnavailableError(operationName, { cause: error });
    throw error;
  }
  const error = (result as { error?: unknown }).error;
  const data = ((result as { data?: TData | null }).data ?? null) as TData | null;
  if (error) {
    if (isConnectionFailure(error) || (ServerError.is(error) && UNAVAILABLE_STATUSES.has(error.statusCode)))
      throw new PlatformUnavailableError(operationName, { cause: error });
    if (CombinedGraphQLErrors.is(error)) {
      // BUSY: every upload slot of the platform stayed taken; like an outage, it passes if sent again.
      if (error.errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE' || e.extensions?.code === 'BUSY'))
        throw new PlatformUnavailableError(operationName, { cause: error });
      if (error.errors.length === 0 && data === null) throw new EmptyGraphqlResponseError(operationName, { cause: error });
      return { data, errors: error.errors };
    }
    if (ServerError.is(error) && error.message.startsWith('Server response was malformed')) {
      throw new EmptyGraphqlResponseError(operationName, { cause: error });
    }
    throw error;
  }
  if (data === null) throw new EmptyGraphqlResponseError(operationName);
  return { data, errors: [] };
}

/** Data when there are no errors; otherwise a PlatformGraphqlError. */
export function dataOrThrow<TData>(operationName: string, answer: OperationAnswer<TData>): TData {
  if (answer.errors.length > 0) throw new PlatformGraphqlError(operationName, answer.errors);
  if (answer.data === null) throw new EmptyGraphqlResponseError(operationName);
  return answer.data;
}

/**
 * A personal query's data, or null when the platform says nobody is signed in: a guest, or a session
 * that ended since the page was asked for. The page then shows what a guest sees; any other error throws.
 */
export function dataOrSignedOut<TData>(operationName: string, answer: OperationAnswer<TData>): TData | null {
  if (answer.errors.length > 0 && answer.errors.every((e) => e.extensions?.code === 'UNAUTHENTICATED')) return null;
  return dataOrThrow(operationName, answer);
}
