import { buildPersonalDataExport, exportFileName, type PersonalDataExport } from '../../../domain/privacy/personal-data-export';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { PersonalDataSource } from './personal-data-source.port';

/**
 * "Download my data": every feature's section about the signed-in user, as one JSON document. Only for
 * the user themselves — not for an administrator acting as them (that would be a disclosure to staff).
 */
export class ExportPersonalData {
  constructor(
    private readonly sources: readonly PersonalDataSource[],
    private readonly clock: Clock,
  ) {}

  async execute(
    _input: void,
    ctx: RequestContext,
  ): Promise<Result<{ fileName: string; document: PersonalDataExport }, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (actor.masqueradedBy) return err('FORBIDDEN');
    const sections = await Promise.all(
      this.sources.map(async (source) => ({ name: source.section, data: await source.collect(actor.userId) })),
    );
    const now = this.clock.now();
    return ok({
      fileName: exportFileName(ctx.site, now),
      document: buildPersonalDataExport({ userId: actor.userId, site: ctx.site, now, sections }),
    });
  }
}
