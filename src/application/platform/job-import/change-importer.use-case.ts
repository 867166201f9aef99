import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { ImporterAccessCheck } from './importer-access';
import { refuse, type ImporterResult } from './importer-errors';
import type { ImporterRepository } from './importer-repository.port';

/**
 * "Run now" (due at once; the scheduler picks it up within its poll interval) and delete (its jobs go
 * offline with it), for whoever may manage the importer.
 */
export class ChangeImporter {
  constructor(
    private readonly importers: ImporterRepository,
    private readonly access: ImporterAccessCheck,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string; readonly action: 'run' | 'delete' },
    ctx: RequestContext,
  ): Promise<ImporterResult<{ id: string }>> {
    if (ctx.actor.kind !== 'user') return refuse('UNAUTHENTICATED');
    const importer = await this.importers.findById(input.id);
    if (!importer || importer.site !== ctx.site) return refuse('NOT_FOUND');
    const access = await this.access.of(importer.organizationId, ctx);
    if (access === 'none') return refuse('NOT_FOUND');
    if (access !== 'manage') return refuse('FORBIDDEN');
    if (input.action === 'run') await this.importers.requestRun(importer.id, this.clock.now());
    else await this.importers.delete(importer.id);
    return { ok: true, value: { id: importer.id } };
  }
}
