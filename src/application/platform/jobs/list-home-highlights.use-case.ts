import type { Job } from '../../../domain/job/job';
import { type HighlightKind, highlightLimit } from '../../../domain/job/job-highlight';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { JobHighlights } from './job-highlights.port';
import type { JobRepository } from './job-repository.port';

/** One home page block of the request's site: the jobs highlighted as `kind` now, 0 to 6 of them. */
export class ListHomeHighlights {
  constructor(
    private readonly highlights: JobHighlights,
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly kind: HighlightKind; readonly limit: number }, ctx: RequestContext): Promise<Job[]> {
    const limit = highlightLimit(input.limit);
    if (limit === 0) return [];
    const ids = await this.highlights.visibleJobIds({ site: ctx.site, kind: input.kind, now: this.clock.now(), limit });
    if (ids.length === 0) return [];
    const byId = new Map((await this.jobs.findByIds(ids, ctx.locale)).map((j) => [j.id, j]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
