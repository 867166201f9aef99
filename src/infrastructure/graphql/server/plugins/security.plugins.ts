import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Production: no introspection (`__schema`, `__type`); `__typename` stays allowed. */
export const useDisableIntrospection = (): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
});
