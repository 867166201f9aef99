import type { ImporterAccess } from '../../../domain/job-import/importer-permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ImporterAccessCheck } from './importer-access';
import { refuse, type ImporterResult } from './importer-errors';
import type { ImporterOverview, ImporterRepository, ImportRunEntry } from './importer-repository.port';

/** Runs the log shows per importer: a month of six-hourly runs. */
export const LOGGED_RUNS_SHOWN = 120;

export interface ImporterDetail {
  readonly importer: ImporterOverview;
  readonly runs: readonly ImportRunEntry[];
  readonly access: Exclude<ImporterAccess, 'none'>;
}

/** One importer with its log, for staff and its organization's owner; anyone else gets NOT_FOUND. */
export class GetImporter {
  constructor(
    private readonly importers: ImporterRepository,
    private readonly access: ImporterAccessCheck,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<ImporterResult<ImporterDetail>> {
    if (ctx.actor.kind !== 'user') return refuse('UNAUTHENTICATED');
    const importer = await this.importers.findById(input.id);
    if (!importer || importer.site !== ctx.site) return refuse('NOT_FOUND');
    const access = await this.access.of(importer.organizationId, ctx);
    if (access === 'none') return refuse('NOT_FOUND');
    return { ok: true, value: { importer, runs: await this.importers.runs(importer.id, LOGGED_RUNS_SHOWN), access } };
  }
}
