import { z } from 'zod';
import type { ImporterOverview, ImportRunEntry } from '../../../../application/platform/job-import/importer-repository.port';
import {
  emptyMapping,
  IMPORT_FORMATS,
  IMPORTER_NAME_MAX,
  MAPPED_VOCABULARIES,
  MAX_RULES_PER_VOCABULARY,
  SOURCE_LABEL_MAX,
  type TaxonomyMapping,
} from '../../../../domain/job-import/importer';
import { translate } from '../../../../domain/shared/locale';
import { jobImportTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { JobImportApiDeps } from '../job-import-api-deps';
import { parseArgs } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID, 'id must be a number');
const MappingInput = z.object({
  vocabulary: z.enum(MAPPED_VOCABULARIES),
  rules: z.array(z.object({ source: z.string().max(SOURCE_LABEL_MAX), termId: id })).max(MAX_RULES_PER_VOCABULARY),
  defaultTermIds: z.array(id).max(20),
});
const SaveArgs = z.object({
  id: id.nullish(),
  input: z.object({
    name: z.string().max(IMPORTER_NAME_MAX * 2),
    organizationId: id,
    sourceUrl: z.string().max(2000),
    format: z.enum(IMPORT_FORMATS),
    intervalHours: z.number().int(),
    followReview: z.boolean(),
    enabled: z.boolean(),
    mapping: z.array(MappingInput).max(MAPPED_VOCABULARIES.length),
  }),
});
const IdArgs = z.object({ id });

const mappingOf = (list: ReadonlyArray<z.infer<typeof MappingInput>>): TaxonomyMapping => {
  const mapping: Record<string, TaxonomyMapping[keyof TaxonomyMapping]> = { ...emptyMapping() };
  for (const m of list) mapping[m.vocabulary] = { rules: m.rules, defaultTermIds: m.defaultTermIds };
  return mapping as TaxonomyMapping;
};

const toRun = (run: ImportRunEntry) => ({
  id: run.id,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt.toISOString(),
  outcome: run.outcome,
  ...run.counts,
  error: run.error,
  refusals: run.refusals.map((r) => ({ reference: r.reference, field: r.field, code: r.code })),
});

const toImporter = (i: ImporterOverview) => ({
  id: i.id,
  name: i.name,
  organizationId: i.organizationId,
  organizationName: i.organizationName,
  sourceUrl: i.sourceUrl,
  format: i.format,
  intervalHours: i.intervalHours,
  followReview: i.followReview,
  enabled: i.enabled,
  mapping: MAPPED_VOCABULARIES.map((vocabulary) => ({ vocabulary, ...i.mapping[vocabulary] })),
  nextRunAt: i.nextRunAt,
  running: i.running,
  failedRuns: i.failedRuns,
  lastRun: i.lastRun ? toRun(i.lastRun) : null,
});

const outcome = (
  result: { ok: true; value: { id: string } } | { ok: false; code: string; problems: readonly { field: string; code: string }[] },
) =>
  result.ok
    ? { id: result.value.id, problems: [], errors: [] }
    : { id: null, problems: result.problems.map((p) => ({ field: p.field, code: p.code })), errors: [result.code] };

/** Job importers: refusals come back in `errors` (and field problems in `problems`), never as exceptions. */
export function jobImportGraphqlPart(deps: JobImportApiDeps): GraphqlPart {
  return {
    typeDefs: jobImportTypeDefs,
    resolvers: {
      Query: {
        async jobImporters(_, __, ctx) {
          const result = await deps.listImporters.execute(undefined, ctx.requestContext);
          return result.ok
            ? { importers: result.value.importers.map(toImporter), mayCreate: result.value.mayCreate, errors: [] }
            : { importers: [], mayCreate: false, errors: [result.code] };
        },

        async jobImporter(_, args, ctx) {
          const result = await deps.getImporter.execute(parseArgs(IdArgs, args), ctx.requestContext);
          return result.ok
            ? {
                importer: toImporter(result.value.importer),
                runs: result.value.runs.map(toRun),
                access: result.value.access.toUpperCase(),
                errors: [],
              }
            : { importer: null, runs: [], access: null, errors: [result.code] };
        },

        async jobImporterOptions(_, __, ctx) {
          const result = await deps.getImporterOptions.execute(undefined, ctx.requestContext);
          if (!result.ok) return { organizations: [], terms: [], errors: [result.code] };
          const locale = ctx.requestContext.locale;
          return {
            organizations: result.value.organizations,
            terms: result.value.terms.map((t) => ({ id: t.id, vocabulary: t.vocabulary, label: translate(t.label, locale) })),
            errors: [],
          };
        },
      },
      Mutation: {
        async saveJobImporter(_, args, ctx) {
          const { id: importerId, input } = parseArgs(SaveArgs, args);
          const result = await deps.saveImporter.execute(
            { id: importerId ?? null, settings: { ...input, mapping: mappingOf(input.mapping) } },
            ctx.requestContext,
          );
          return outcome(result);
        },

        async runJobImporter(_, args, ctx) {
          return outcome(await deps.changeImporter.execute({ ...parseArgs(IdArgs, args), action: 'run' }, ctx.requestContext));
        },

        async deleteJobImporter(_, args, ctx) {
          return outcome(await deps.changeImporter.execute({ ...parseArgs(IdArgs, args), action: 'delete' }, ctx.requestContext));
        },
      },
    },
  };
}
