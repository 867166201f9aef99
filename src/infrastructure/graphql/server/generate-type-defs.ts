/**
 * Writes `type-defs.ts` from `../schema.graphql` (THE contract). Run after editing the schema:
 *   node_modules/.bin/tsx src/infrastructure/graphql/server/generate-type-defs.ts
 * A unit test (tests/unit/graphql/type-defs.test.ts) fails while the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const TARGET = fileURLToPath(new URL('./type-defs.ts', import.meta.url));

export function renderTypeDefsModule(sdl: string): string {
  if (sdl.includes('`') || sdl.includes('${')) throw new Error('schema.graphql must not contain backticks or ${');
  return [
    '// GENERATED from ../schema.graphql by generate-type-defs.ts — edit the .graphql file, then regenerate.',
    '// A module (not a runtime file read) so the server works the same under tsx, vitest and the Vite SSR bundle.',
    `export const typeDefs = /* GraphQL */ \`${sdl}\`;`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TARGET, renderTypeDefsModule(readFileSync(SCHEMA_FILE, 'utf8')));
  console.log(`wrote ${TARGET}`);
}
