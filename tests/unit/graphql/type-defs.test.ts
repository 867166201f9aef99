import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderTypeDefsModule, SCHEMA_FILE } from '../../../src/infrastructure/graphql/server/generate-type-defs';
import { typeDefs } from '../../../src/infrastructure/graphql/server/type-defs';

describe('schema contract', () => {
  it('type-defs.ts is the verbatim copy of schema.graphql (run generate-type-defs.ts after editing the schema)', () => {
    const sdl = readFileSync(SCHEMA_FILE, 'utf8');
    expect(typeDefs).toBe(sdl);
    expect(renderTypeDefsModule(sdl)).toContain(sdl);
  });

  it('builds, and keeps the operations of spec §7', () => {
    const schema = buildSchema(typeDefs);
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
      expect.arrayContaining(['getUser', 'getAppConfig', 'getRoutInfo', 'jobs', 'job']),
    );
    expect(Object.keys(schema.getMutationType()!.getFields())).toContain('checkAttachments');
  });
});
