import { checkHomePick, type HomePickProblem, isHighlightKind, jobIdOfReference, pickStart } from '../../../domain/job/home-pick';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { HomePicks } from './home-picks.port';
import { homePickSiteFor, type StaffHomeFailure } from './staff-home-access';

export interface PickHomeJobInput {
  /** What staff copied: the job's number, or its page's address or slug. */
  readonly job: string;
  readonly kind: string;
  /** ISO instants; a missing start means now, a missing end for good. */
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

export type PickHomeJobOutcome =
  | { readonly ok: true; readonly pickId: string }
  | { readonly ok: false; readonly code: StaffHomeFailure }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly HomePickProblem[] };

const instant = (iso: string | null): Date | null | 'invalid' => {
  if (iso === null || iso.trim() === '') return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'invalid' : d;
};

/**
 * Puts a job of the request's site into one of its home page blocks for a while, as a staff pick. The
 * rules are judged again inside the transaction (against the block's picks then), and the pick and its
 * staff log entry commit together.
 */
export class PickHomeJob {
  constructor(
    private readonly picks: HomePicks,
    private readonly clock: Clock,
  ) {}

  async execute(input: PickHomeJobInput, ctx: RequestContext): Promise<PickHomeJobOutcome> {
    const access = homePickSiteFor(ctx);
    if (typeof access === 'string') return { ok: false, code: access };
    const { site } = access;
    const now = this.clock.now();
    const jobId = jobIdOfReference(input.job);
    const job = jobId === null ? null : await this.picks.job(jobId, site);
    const from = instant(input.startsAt);
    const until = instant(input.endsAt);
    const interval = from === 'invalid' || until === 'invalid' ? null : { startsAt: pickStart(from, now), endsAt: until };
    const draft = { kind: input.kind, interval, startsAtValid: from !== 'invalid', endsAtValid: until !== 'invalid' };
    const early = checkHomePick(draft, { job, staffPicks: [] });
    if (early.length > 0 || job === null || interval === null || !isHighlightKind(input.kind))
      return { ok: false, code: 'INVALID', problems: early };
    const kind = input.kind;
    return this.picks.run(site, kind, async (tx): Promise<PickHomeJobOutcome> => {
      const problems = checkHomePick(draft, { job, staffPicks: await tx.staffPicks(site, kind, now) });
      if (problems.length > 0) return { ok: false, code: 'INVALID', problems };
      const pickId = await tx.insert({ site, jobId: job.id, kind, startsAt: interval.startsAt, endsAt: interval.endsAt });
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: site,
          action: 'highlight.pick',
          targetType: 'highlight',
          targetId: pickId,
          before: null,
          after: {
            jobId: job.id,
            jobTitle: job.title,
            kind,
            startsAt: interval.startsAt.toISOString(),
            endsAt: interval.endsAt?.toISOString() ?? null,
          },
        }),
      );
      return { ok: true, pickId };
    });
  }
}
