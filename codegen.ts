import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One contract, generated both ways: the schema parts in src/infrastructure/graphql/schema/ give the
 * server its SDL module and resolver types, and the board's operations in client/operations/ their
 * result types and TypedDocumentNodes. `npm run codegen` writes them; `npm run codegen:check` (in
 * `npm test`) fails while any is stale.
 */
const SCHEMA = 'src/infrastructure/graphql/schema/*.graphql';

const config: CodegenConfig = {
  schema: SCHEMA,
  overwrite: true,
  generates: {
    'src/infrastructure/graphql/server/generated/type-defs.ts': {
      plugins: ['./src/infrastructure/graphql/server/schema-parts.codegen-plugin.ts'],
      config: { schemaDir: 'src/infrastructure/graphql/schema' },
    },
    'src/infrastructure/graphql/server/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql-context#ResolverContext',
        useTypeImports: true,
        enumsAsTypes: true,
        // Resolvers return the use cases' readonly values without copying them.
        immutableTypes: true,
        // A nullable field must still be answered (null), so a field the schema gains cannot be forgotten.
        avoidOptionals: { field: true, object: true, inputValue: false, defaultValue: false },
        // What the multipart parser puts into the variables; Upload is input-only.
        scalars: { Upload: { input: 'Blob', output: 'never' } },
      },
    },
  },
};

export default config;
