import type { GraphQLError } from 'graphql';

/**
 * `instanceof GraphQLError` is not reliable here: under vitest (and some bundles) our modules may load
 * graphql's ESM build while yoga loads the CommonJS one, so two GraphQLError classes exist. Server code
 * therefore recognizes GraphQL errors by their tag and never constructs graphql classes itself
 * (errors come from yoga's createGraphQLError, the Upload scalar is a plain config object).
 */
export function isGraphQLErrorLike(value: unknown): value is GraphQLError {
  return value instanceof Error && (Object.prototype.toString.call(value) === '[object GraphQLError]' || value.name === 'GraphQLError');
}
