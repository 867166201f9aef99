import type { ImportFormat, MappedVocabulary } from '../../../domain/job-import/importer';
import type { BoardContext } from '../board-context';

/** One run in the import log. */
export interface BoardImportRun {
  readonly id: string;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly outcome: 'succeeded' | 'failed';
  readonly created: number;
  readonly updated: number;
  readonly unpublished: number;
  readonly unchanged: number;
  readonly refused: number;
  readonly error: string | null;
  readonly refusals: ReadonlyArray<{ readonly reference: string; readonly field: string | null; readonly code: string }>;
}

export interface BoardImporterMapping {
  readonly vocabulary: MappedVocabulary;
  readonly rules: ReadonlyArray<{ readonly source: string; readonly termId: string }>;
  readonly defaultTermIds: readonly string[];
}

export interface BoardImporter {
  readonly id: string;
  readonly name: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly sourceUrl: string;
  readonly format: ImportFormat;
  readonly intervalHours: number;
  readonly followReview: boolean;
  readonly enabled: boolean;
  readonly mapping: readonly BoardImporterMapping[];
  readonly nextRunAt: string;
  readonly running: boolean;
  readonly failedRuns: number;
  readonly lastRun: BoardImportRun | null;
}

export interface BoardImporterList {
  readonly importers: readonly BoardImporter[];
  readonly mayCreate: boolean;
  readonly errors: readonly string[];
}

export interface BoardImporterDetail {
  readonly importer: BoardImporter | null;
  readonly runs: readonly BoardImportRun[];
  readonly mayManage: boolean;
  readonly errors: readonly string[];
}

export interface BoardImporterOptions {
  readonly organizations: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly terms: ReadonlyArray<{ readonly id: string; readonly vocabulary: string; readonly label: string }>;
  readonly errors: readonly string[];
}

export interface BoardImporterInput {
  readonly name: string;
  readonly organizationId: string;
  readonly sourceUrl: string;
  readonly format: ImportFormat;
  readonly intervalHours: number;
  readonly followReview: boolean;
  readonly enabled: boolean;
  readonly mapping: readonly BoardImporterMapping[];
}

export interface BoardImporterOutcome {
  readonly id: string | null;
  readonly problems: ReadonlyArray<{ readonly field: string; readonly code: string }>;
  readonly errors: readonly string[];
}

/** The platform's job importers, as the board's pages reach them. */
export interface JobImportGateway {
  list(ctx: BoardContext): Promise<BoardImporterList>;
  detail(id: string, ctx: BoardContext): Promise<BoardImporterDetail>;
  options(ctx: BoardContext): Promise<BoardImporterOptions>;
  save(id: string | null, input: BoardImporterInput, ctx: BoardContext): Promise<BoardImporterOutcome>;
  run(id: string, ctx: BoardContext): Promise<BoardImporterOutcome>;
  delete(id: string, ctx: BoardContext): Promise<BoardImporterOutcome>;
}
