import type { Plugin, YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import { isGraphQLErrorLike } from '../graphql-error-like';

/** An error is expected when it is a GraphQLError all the way down (resolvers throw those on purpose). */
export function isExpectedError(error: unknown): boolean {
  if (!isGraphQLErrorLike(error)) return false;
  return error.originalError == null || isExpectedError(error.originalError);
}

/** Only what helps find the bug: never headers, variables or the user. */
const describe = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };

const rootCause = (error: unknown): unknown => (isGraphQLErrorLike(error) && error.originalError ? rootCause(error.originalError) : error);

/**
 * Logs every unexpected resolver error once, with the request id, the operation name and the field path
 * (before masking replaces it with "Unexpected error."). Errors logged here are remembered so yoga's own
 * logger (see `yogaLoggerFor`) does not log them a second time without the request id.
 */
export function useUnexpectedErrorLogging(logger: Logger, logged: WeakSet<object>): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          const results = Symbol.asyncIterator in result ? [] : [result];
          for (const r of results) {
            for (const error of r.errors ?? []) {
              if (isExpectedError(error)) continue;
              const cause = rootCause(error);
              if (typeof cause === 'object' && cause !== null) logged.add(cause);
              logged.add(error);
              const facts = (args.contextValue as { requestContext?: { requestId?: string } }).requestContext;
              logger.error(
                {
                  requestId: facts?.requestId,
                  operationName: args.operationName ?? undefined,
                  path: error.path?.join('.'),
                  err: describe(cause),
                },
                'Unexpected error in a GraphQL resolver',
              );
            }
          }
        },
      };
    },
  };
}

/** Yoga's logger on pino: debug/info dropped, warnings and errors kept (errors not already logged above). */
export function yogaLoggerFor(logger: Logger, logged: WeakSet<object>): YogaLogger {
  const seen = (arg: unknown) => typeof arg === 'object' && arg !== null && (logged.has(arg) || logged.has(rootCause(arg) as object));
  return {
    debug: () => {},
    info: () => {},
    warn: (...args: unknown[]) =>
      logger.warn({ detail: args.map((a) => (a instanceof Error ? describe(a) : a)) }, 'GraphQL server warning'),
    error: (...args: unknown[]) => {
      if (args.some(seen)) return;
      logger.error({ err: args.map((a) => describe(rootCause(a))) }, 'GraphQL server error');
    },
  };
}
