import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { FieldNode, ValidationContext } from 'graphql';

/** Production: no introspection (`__schema`, `__type`); `__typename` stays allowed. */
export const noIntrospectionRule = (context: ValidationContext) => ({
  Field(node: FieldNode) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(`GraphQL introspection is disabled, but the query asked for "${node.name.value}".`, {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    }
  },
});

export const useDisableIntrospection = (): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule);
  },
});
