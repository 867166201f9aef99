import { firstResumeDigestAt, isResumeAlertInterval } from '../../../domain/resume-alerts/resume-alert-interval';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { recruiterOf, type RecruiterDirectory } from '../resume-search/recruiter-access';
import type { ResumeSearchIndex } from '../resume-search/resume-search-index.port';
import type { ResumeAlertRepository } from './resume-alert-repository.port';
import { resumeAlertViews, type ResumeAlertView } from './resume-alert-view';
import { isEntityId } from '../../../domain/shared/entity-id';

type Labels = Pick<ResumeSearchIndex, 'occupationLabels'>;

/** The organization's resume alerts on this site, newest first; null for anyone who is no recruiter there. */
export class ListResumeAlerts {
  constructor(
    private readonly alerts: ResumeAlertRepository,
    private readonly index: Labels,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(ctx: RequestContext): Promise<readonly ResumeAlertView[] | null> {
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter) return null;
    return resumeAlertViews(await this.alerts.listFor(recruiter.organization.id, ctx.site), this.index);
  }
}

/** One alert of the recruiter's organization; another organization's id answers null, exactly like an unknown one. */
export class GetResumeAlert {
  constructor(
    private readonly alerts: ResumeAlertRepository,
    private readonly index: Labels,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<ResumeAlertView | null> {
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter || !isEntityId(input.id)) return null;
    const alert = await this.alerts.find(input.id, recruiter.organization.id, ctx.site);
    return alert ? (await resumeAlertViews([alert], this.index))[0]! : null;
  }
}

/**
 * A new interval for an alert of the organization. The next digest is due one new interval from now and
 * still lists everything since the last one, so switching never skips resumes.
 */
export class ChangeResumeAlertInterval {
  constructor(
    private readonly alerts: ResumeAlertRepository,
    private readonly index: Labels,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string; readonly interval: number },
    ctx: RequestContext,
  ): Promise<Ok<ResumeAlertView> | Err<'UNAUTHENTICATED' | 'NOT_FOUND' | 'UNKNOWN_INTERVAL'>> {
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to manage resume alerts');
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter || !isEntityId(input.id)) return err('NOT_FOUND');
    if (!isResumeAlertInterval(input.interval)) return err('UNKNOWN_INTERVAL', 'Intervals are -1, 86400, 604800 or 2628000 seconds');
    const now = this.clock.now();
    const changed = await this.alerts.setInterval(input.id, recruiter.organization.id, ctx.site, {
      interval: input.interval,
      nextDueAt: firstResumeDigestAt(input.interval, now),
      now,
    });
    return changed ? ok((await resumeAlertViews([changed], this.index))[0]!) : err('NOT_FOUND');
  }
}

/** Deletes an alert of the organization; another organization's id is NOT_FOUND and deletes nothing. */
export class DeleteResumeAlert {
  constructor(
    private readonly alerts: ResumeAlertRepository,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Ok<true> | Err<'UNAUTHENTICATED' | 'NOT_FOUND'>> {
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to manage resume alerts');
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter || !isEntityId(input.id)) return err('NOT_FOUND');
    return (await this.alerts.delete(input.id, recruiter.organization.id, ctx.site)) ? ok(true) : err('NOT_FOUND');
  }
}
