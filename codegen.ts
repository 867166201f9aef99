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
    'src/infrastructure/graphql/client/generated/operations.ts': {
      documents: 'src/infrastructure/graphql/client/operations/*.graphql',
      // typescript-operations writes the inputs and enums the documents use; the gateways see what they selected.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Apollo adds __typename to answers; the gateways read it only where a document selects it.
        skipTypename: true,
        // Readonly both ways: the ports' readonly values go in as variables, answers are not to be changed.
        immutableTypes: true,
        // The board's upload link sends Blobs (Files) as multipart parts.
        scalars: { Upload: { input: 'Blob', output: 'never' } },
      },
    },
  },
};

export default config;
