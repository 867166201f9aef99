import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BoardImporter,
  BoardImporterDetail,
  BoardImporterInput,
  BoardImporterList,
  BoardImporterOptions,
  BoardImporterOutcome,
  BoardImportRun,
  JobImportGateway,
} from '../../../application/board/job-import/job-import-gateway.port';
import { MAPPED_VOCABULARIES, type MappedVocabulary } from '../../../domain/job-import/importer';
import {
  DeleteJobImporterDocument,
  JobImporterDocument,
  type JobImporterFieldsFragment,
  JobImporterOptionsDocument,
  JobImportersDocument,
  type JobImportRunFieldsFragment,
  RunJobImporterDocument,
  SaveJobImporterDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const toRun = (r: JobImportRunFieldsFragment): BoardImportRun => ({
  id: r.id,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt,
  outcome: r.outcome === 'failed' ? 'failed' : 'succeeded',
  created: r.created,
  updated: r.updated,
  unpublished: r.unpublished,
  unchanged: r.unchanged,
  refused: r.refused,
  error: r.error,
  refusals: r.refusals.map((x) => ({ reference: x.reference, field: x.field, code: x.code })),
});

const isVocabulary = (v: string): v is MappedVocabulary => (MAPPED_VOCABULARIES as readonly string[]).includes(v);

const toImporter = (i: JobImporterFieldsFragment): BoardImporter => ({
  id: i.id,
  name: i.name,
  organizationId: i.organizationId,
  organizationName: i.organizationName,
  sourceUrl: i.sourceUrl,
  format: i.format,
  intervalHours: i.intervalHours,
  followReview: i.followReview,
  enabled: i.enabled,
  mapping: i.mapping.flatMap((m) =>
    isVocabulary(m.vocabulary)
      ? [
          {
            vocabulary: m.vocabulary,
            rules: m.rules.map((r) => ({ source: r.source, termId: r.termId })),
            defaultTermIds: m.defaultTermIds,
          },
        ]
      : [],
  ),
  nextRunAt: i.nextRunAt,
  running: i.running,
  failedRuns: i.failedRuns,
  lastRun: i.lastRun ? toRun(i.lastRun) : null,
});

const toOutcome = (o: BoardImporterOutcome): BoardImporterOutcome => ({
  id: o.id,
  problems: o.problems.map((p) => ({ field: p.field, code: p.code })),
  errors: o.errors,
});

/** JobImportGateway over the platform API. */
export class ApolloJobImportGateway implements JobImportGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(ctx: BoardContext): Promise<BoardImporterList> {
    const list = dataOrThrow('jobImporters', await runOperation(this.client, 'query', JobImportersDocument, {}, ctx)).jobImporters;
    return { importers: list.importers.map(toImporter), mayCreate: list.mayCreate, errors: list.errors };
  }

  async detail(id: string, ctx: BoardContext): Promise<BoardImporterDetail> {
    const d = dataOrThrow('jobImporter', await runOperation(this.client, 'query', JobImporterDocument, { id }, ctx)).jobImporter;
    return {
      importer: d.importer ? toImporter(d.importer) : null,
      runs: d.runs.map(toRun),
      mayManage: d.access === 'MANAGE',
      errors: d.errors,
    };
  }

  async options(ctx: BoardContext): Promise<BoardImporterOptions> {
    const o = dataOrThrow(
      'jobImporterOptions',
      await runOperation(this.client, 'query', JobImporterOptionsDocument, {}, ctx),
    ).jobImporterOptions;
    return {
      organizations: o.organizations.map((x) => ({ id: x.id, name: x.name })),
      terms: o.terms.map((t) => ({ id: t.id, vocabulary: t.vocabulary, label: t.label })),
      errors: o.errors,
    };
  }

  async save(id: string | null, input: BoardImporterInput, ctx: BoardContext): Promise<BoardImporterOutcome> {
    return toOutcome(
      dataOrThrow('saveJobImporter', await runOperation(this.client, 'mutation', SaveJobImporterDocument, { id, input }, ctx))
        .saveJobImporter,
    );
  }

  async run(id: string, ctx: BoardContext): Promise<BoardImporterOutcome> {
    return toOutcome(
      dataOrThrow('runJobImporter', await runOperation(this.client, 'mutation', RunJobImporterDocument, { id }, ctx)).runJobImporter,
    );
  }

  async delete(id: string, ctx: BoardContext): Promise<BoardImporterOutcome> {
    return toOutcome(
      dataOrThrow('deleteJobImporter', await runOperation(this.client, 'mutation', DeleteJobImporterDocument, { id }, ctx))
        .deleteJobImporter,
    );
  }
}
