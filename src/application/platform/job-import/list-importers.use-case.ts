import { mayManageImportersOn } from '../../../domain/job-import/importer-permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ImporterAccessCheck } from './importer-access';
import { refuse, type ImporterResult } from './importer-errors';
import type { ImporterOverview, ImporterRepository } from './importer-repository.port';

export interface ImporterList {
  readonly importers: readonly ImporterOverview[];
  /** Whether the actor may create importers (staff; owners where the site allows). */
  readonly mayCreate: boolean;
}

/** The site's importers for staff; an organization owner's own importers for them; nothing for anyone else. */
export class ListImporters {
  constructor(
    private readonly importers: ImporterRepository,
    private readonly access: ImporterAccessCheck,
  ) {}

  async execute(_: undefined, ctx: RequestContext): Promise<ImporterResult<ImporterList>> {
    if (ctx.actor.kind !== 'user') return refuse('UNAUTHENTICATED');
    if (mayManageImportersOn(ctx.actor, ctx.site)) {
      return { ok: true, value: { importers: await this.importers.listForSite(ctx.site, null), mayCreate: true } };
    }
    const importers = await this.importers.listForSite(ctx.site, ctx.actor.userId);
    return { ok: true, value: { importers, mayCreate: this.access.ownersManage(ctx.site) } };
  }
}
