import { mayManageImportersOn } from '../../../domain/job-import/importer-permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ImporterAccessCheck } from './importer-access';
import { refuse, type ImporterResult } from './importer-errors';
import type { ImporterOptions, ImporterRepository } from './importer-repository.port';

/**
 * What the importer form offers: staff choose among all organizations; an owner allowed to manage
 * importers among the organizations they own. Terms are the mapped vocabularies'.
 */
export class GetImporterOptions {
  constructor(
    private readonly importers: ImporterRepository,
    private readonly access: ImporterAccessCheck,
  ) {}

  async execute(_: undefined, ctx: RequestContext): Promise<ImporterResult<ImporterOptions>> {
    if (ctx.actor.kind !== 'user') return refuse('UNAUTHENTICATED');
    if (mayManageImportersOn(ctx.actor, ctx.site)) return { ok: true, value: await this.importers.options(null) };
    if (!this.access.ownersManage(ctx.site)) return refuse('FORBIDDEN');
    const options = await this.importers.options(ctx.actor.userId);
    return options.organizations.length > 0 ? { ok: true, value: options } : refuse('FORBIDDEN');
  }
}
