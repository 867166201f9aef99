import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js appends hints to some refusals — "Did you mean the enum value …?", "… the field …?" — that
 * spell out the schema one guess at a time. graphql-armor removes them from field errors only; this
 * removes them from every error (variables, input objects, enum values) in every mode.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;
const HAS_SUGGESTION = /Did you mean /;

/** The stable code of a query refused for its size (depth, aliases, cost, tokens, directives). */
export const QUERY_LIMIT_EXCEEDED = 'QUERY_LIMIT_EXCEEDED';

/**
 * For graphql-armor's `onReject`: its refusals become HTTP 400 with one stable code, whatever the
 * client accepts (a GraphQL-over-HTTP client sending `Accept: application/json` would otherwise see 200).
 */
export function markQueryLimitRefusal(_context: unknown, error: GraphQLError): void {
  Object.assign(error.extensions as Record<string, unknown>, { code: QUERY_LIMIT_EXCEEDED, http: { status: 400 } });
}

export const useSchemaSecrecy = (): Plugin => ({
  onResultProcess({ result, setResult }) {
    if (Symbol.asyncIterator in Object(result)) return;
    const results = (Array.isArray(result) ? result : [result]) as ExecutionResult[];
    if (!results.some((r) => r.errors?.some(needsRewrite))) return;
    const cleaned = results.map((r) => (r.errors ? { ...r, errors: r.errors.map(rewritten) } : r));
    setResult(Array.isArray(result) ? cleaned : cleaned[0]!);
  },
});

const isLimitRefusal = (error: GraphQLError): boolean => error.extensions?.code === QUERY_LIMIT_EXCEEDED;
const needsRewrite = (error: GraphQLError): boolean => HAS_SUGGESTION.test(error.message) || isLimitRefusal(error);

/**
 * The error without hints; a size refusal keeps its 400 (yoga re-creates parse errors, such as the token
 * limit's, without the status that `markQueryLimitRefusal` gave them).
 */
function rewritten(error: GraphQLError): GraphQLError {
  const message = error.message.replace(SUGGESTION, '');
  if (message === error.message && !isLimitRefusal(error)) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: isLimitRefusal(error) ? { ...error.extensions, http: { status: 400 } } : error.extensions,
  });
}
