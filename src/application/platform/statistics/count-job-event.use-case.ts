import { type BeaconKind, statisticsDay } from '../../../domain/statistics/job-statistics';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { JobEventCounter } from './job-event-counter.port';
import type { RepeatFilter } from './repeat-filter.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * A view, apply start or share a visitor's browser reports. The same visitor (address and browser)
 * counts once per job, kind and day, so reloading a page does not raise the figures; who they are is
 * never stored (RepeatFilter). An unknown job is dropped when the counts are written.
 */
export class CountJobEvent {
  constructor(
    private readonly counter: JobEventCounter,
    private readonly repeats: RepeatFilter,
    private readonly clock: Clock,
  ) {}

  execute(input: { readonly jobId: string; readonly kind: BeaconKind; readonly visitor: string }, ctx: RequestContext): void {
    if (!isEntityId(input.jobId)) return;
    const day = statisticsDay(this.clock.now());
    if (!this.repeats.firstToday(day, [ctx.site, input.jobId, input.kind, input.visitor])) return;
    this.counter.count({ site: ctx.site, jobId: input.jobId, day, kind: input.kind });
  }
}
