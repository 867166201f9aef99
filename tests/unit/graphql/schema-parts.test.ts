import { readFileSync } from 'node:fs';
import { buildASTSchema, concatAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as typeDefs from '../../../src/infrastructure/graphql/server/generated/type-defs';
import { readSchemaParts, renderSchemaPartsModule } from '../../../src/infrastructure/graphql/server/schema-parts.codegen-plugin';

const SCHEMA_DIR = 'src/infrastructure/graphql/schema';
const MODULE = 'src/infrastructure/graphql/server/generated/type-defs.ts';

describe('schema parts', () => {
  it('the generated type-defs module holds every schema/*.graphql verbatim (run npm run codegen after editing one)', () => {
    const parts = readSchemaParts(SCHEMA_DIR);
    expect(parts.length).toBeGreaterThan(10);
    expect(readFileSync(MODULE, 'utf8')).toBe(renderSchemaPartsModule(parts));
    expect(Object.keys(typeDefs)).toHaveLength(parts.length);
  });

  it('the parts build one schema with the operations the board and integrators use', () => {
    const schema = buildASTSchema(concatAST(Object.values(typeDefs).map((sdl) => parse(sdl))));
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
      expect.arrayContaining(['getUser', 'getAppConfig', 'getRoutInfo', 'jobs', 'job', 'jobSearch', 'bookmarks', 'managedJobs']),
    );
    expect(Object.keys(schema.getMutationType()!.getFields())).toEqual(
      expect.arrayContaining(['checkAttachments', 'submitApplication', 'saveJob', 'createJobAlert']),
    );
  });

  it('each part builds on the base and the parts it extends or references, as the README lists them', () => {
    const needs: Record<string, readonly string[]> = {
      applicationsTypeDefs: ['jobsTypeDefs', 'jobPageTypeDefs'],
      bookmarksTypeDefs: ['jobsTypeDefs'],
      homeTypeDefs: ['jobsTypeDefs'],
      jobPageTypeDefs: ['jobsTypeDefs'],
      jobPostingTypeDefs: ['jobsTypeDefs'],
      jobSearchTypeDefs: ['jobsTypeDefs'],
      organizationEditTypeDefs: ['userTypeDefs', 'organizationsTypeDefs', 'jobsTypeDefs'],
      organizationsTypeDefs: ['jobsTypeDefs'],
      resumeRecruitingTypeDefs: ['resumesTypeDefs'],
      resumeAlertsTypeDefs: ['resumesTypeDefs', 'resumeRecruitingTypeDefs'],
      resumeImportsTypeDefs: ['resumesTypeDefs'],
    };
    const all = typeDefs as Record<string, string>;
    for (const name of Object.keys(all).filter((n) => n !== 'baseTypeDefs')) {
      const parts = ['baseTypeDefs', ...(needs[name] ?? []), name].map((n) => parse(all[n]!));
      expect(() => buildASTSchema(concatAST(parts)), name).not.toThrow();
    }
  });
});
