import { firstResumeDigestAt, isResumeAlertInterval, MAX_RESUME_ALERTS } from '../../../domain/resume-alerts/resume-alert-interval';
import { resumeAlertSearchOf } from '../../../domain/resume-alerts/resume-alert-search';
import { resumeSearchQuery, type RawResumeSearch, type ResumeSearchProblem } from '../../../domain/resume-search/resume-search-query';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { recruiterOf, type RecruiterDirectory } from '../resume-search/recruiter-access';
import type { ResumeSearchIndex } from '../resume-search/resume-search-index.port';
import type { ResumeAlertRepository } from './resume-alert-repository.port';
import { resumeAlertViews, type ResumeAlertView } from './resume-alert-view';

export type SaveResumeAlertFailure =
  | Err<'UNAUTHENTICATED' | 'FORBIDDEN' | 'UNKNOWN_INTERVAL' | 'TOO_MANY_ALERTS'>
  | (Err<'INVALID'> & { readonly problems: readonly ResumeSearchProblem[] });

/**
 * saveResumeAlert: a recruiter keeps the current resume search with an interval. The search passes the
 * same rules as a typed one (an unknown value is refused, not dropped); the first digest is due one
 * interval later and lists resumes that became findable after the save.
 */
export class SaveResumeAlert {
  constructor(
    private readonly alerts: ResumeAlertRepository,
    private readonly index: Pick<ResumeSearchIndex, 'knownOccupations' | 'occupationLabels'>,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly search: RawResumeSearch; readonly interval: number; readonly origin: string | null },
    ctx: RequestContext,
  ): Promise<Ok<ResumeAlertView> | SaveResumeAlertFailure> {
    // A guest may be a recruiter who is not signed in: signing in can help, so the board sends them there.
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to save a resume alert');
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter) return err('FORBIDDEN', 'Resume alerts are for recruiters of an organization');
    const query = resumeSearchQuery({ ...input.search, page: 1 });
    if (!query.ok) return { ...err('INVALID', 'The resume search has problems'), problems: query.problems };
    const known = await this.index.knownOccupations(query.value.occupations);
    if (known.length !== query.value.occupations.length)
      return { ...err('INVALID', 'Unknown occupation'), problems: [{ field: 'occupations', problem: 'UNKNOWN_VALUE' }] };
    if (!isResumeAlertInterval(input.interval)) return err('UNKNOWN_INTERVAL', 'Intervals are -1, 86400, 604800 or 2628000 seconds');
    const now = this.clock.now();
    const saved = await this.alerts.insert(
      {
        organizationId: recruiter.organization.id,
        userId: recruiter.userId,
        site: ctx.site,
        locale: ctx.locale,
        search: resumeAlertSearchOf(query.value),
        interval: input.interval,
        nextDueAt: firstResumeDigestAt(input.interval, now),
        origin: input.origin,
        now,
      },
      MAX_RESUME_ALERTS,
    );
    if (!saved) return err('TOO_MANY_ALERTS', `An organization keeps at most ${MAX_RESUME_ALERTS} resume alerts`);
    const [view] = await resumeAlertViews([saved], this.index);
    return ok(view!);
  }
}
