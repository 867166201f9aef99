import { endingOf } from '../../../domain/job/home-pick';
import type { RequestContext } from '../../../domain/shared/request-context';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { Clock } from '../../shared/clock.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { HomePicks } from './home-picks.port';
import { homePickSiteFor, type StaffHomeFailure } from './staff-home-access';

/** UPGRADE: bought by a recruiter, not staff's to end; ALREADY_ENDED: it is over already. */
export type EndHomePickOutcome =
  | { readonly ok: true; readonly ended: 'end' | 'remove' }
  | { readonly ok: false; readonly code: StaffHomeFailure | 'NOT_FOUND' | 'UPGRADE' | 'ALREADY_ENDED' };

/**
 * Ends a staff pick of the request's site now: one that started stops now, one still to come is
 * withdrawn. A pick of a site the actor does not manage is NOT_FOUND, so nobody learns it exists.
 */
export class EndHomePick {
  constructor(
    private readonly picks: HomePicks,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly pickId: string }, ctx: RequestContext): Promise<EndHomePickOutcome> {
    const access = homePickSiteFor(ctx);
    if (typeof access === 'string') return { ok: false, code: access };
    const found = /^[1-9]\d{0,17}$/.test(input.pickId) ? await this.picks.find(input.pickId) : null;
    if (!found || found.site !== access.site || !mayManageSection(ctx.actor, 'content', found.site))
      return { ok: false, code: 'NOT_FOUND' };
    if (found.source !== 'staff') return { ok: false, code: 'UPGRADE' };
    return this.picks.run(found.site, found.kind, async (tx): Promise<EndHomePickOutcome> => {
      // Read again under the block's lock: another staff member may have ended it meanwhile.
      const pick = await tx.find(found.id);
      const now = this.clock.now();
      if (!pick) return { ok: false, code: 'NOT_FOUND' };
      const ending = endingOf(pick, now);
      if (ending === 'already-ended') return { ok: false, code: 'ALREADY_ENDED' };
      if (ending === 'end') await tx.endAt(pick.id, now);
      else await tx.remove(pick.id);
      const window = (endsAt: Date | null) => ({ startsAt: pick.startsAt.toISOString(), endsAt: endsAt?.toISOString() ?? null });
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: pick.site,
          action: 'highlight.end',
          targetType: 'highlight',
          targetId: pick.id,
          before: { jobId: pick.jobId, kind: pick.kind, ...window(pick.endsAt) },
          after: ending === 'end' ? { jobId: pick.jobId, kind: pick.kind, ...window(now) } : null,
        }),
      );
      return { ok: true, ended: ending };
    });
  }
}
