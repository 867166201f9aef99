import { importerProblems, type ImporterSettings } from '../../../domain/job-import/importer';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { ImporterAccessCheck } from './importer-access';
import { refuse, type ImporterResult } from './importer-errors';
import type { ImporterRepository } from './importer-repository.port';

export type ImporterInput = Omit<ImporterSettings, 'site'>;

/**
 * Creates an importer (id null) or changes one, on the request's site. Staff may; an owner may for their
 * own organization where the site lets owners manage importers. Settings rules and the mapping's terms
 * are checked before anything is written; a new importer runs at once.
 */
export class SaveImporter {
  constructor(
    private readonly importers: ImporterRepository,
    private readonly access: ImporterAccessCheck,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string | null; readonly settings: ImporterInput },
    ctx: RequestContext,
  ): Promise<ImporterResult<{ id: string }>> {
    if (ctx.actor.kind !== 'user') return refuse('UNAUTHENTICATED');
    if (input.id !== null) {
      const existing = await this.importers.findById(input.id);
      if (!existing || existing.site !== ctx.site) return refuse('NOT_FOUND');
      const before = await this.access.of(existing.organizationId, ctx);
      if (before === 'none') return refuse('NOT_FOUND');
      if (before !== 'manage') return refuse('FORBIDDEN');
    }
    if ((await this.access.of(input.settings.organizationId, ctx)) !== 'manage') {
      return refuse('FORBIDDEN', [{ field: 'organizationId', code: 'ORGANIZATION_NOT_ALLOWED' }]);
    }
    const settings: ImporterSettings = { ...input.settings, site: ctx.site };
    const problems = importerProblems(settings);
    const options = await this.importers.options(null);
    const known = new Set(options.terms.map((t) => `${t.vocabulary}:${t.id}`));
    for (const [vocabulary, mapping] of Object.entries(settings.mapping)) {
      const ids = [...mapping.rules.map((r) => r.termId), ...mapping.defaultTermIds];
      if (ids.some((id) => !known.has(`${vocabulary}:${id}`))) problems.push({ field: `mapping.${vocabulary}`, code: 'TERM_UNKNOWN' });
    }
    if (problems.length > 0) return refuse('INVALID', problems);
    if (input.id === null) return { ok: true, value: { id: await this.importers.create(settings, this.clock.now()) } };
    await this.importers.update(input.id, settings);
    return { ok: true, value: { id: input.id } };
  }
}
