import { MAX_ALERT_QUERY_LENGTH, alertQueryOf } from '../../../domain/alerts/alert-search';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { JobIndex } from '../search/job-index.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { requestOfAlertQuery } from './alert-request';
import { jobAlertView, type JobAlertView } from './job-alert-view';
import type { JobAlertRepository } from './job-alert-repository.port';

/**
 * jobAlertFor(query): the signed-in user's alert for this search, if any (the search page hides its
 * prompt and shows "alert active" then). Guests and unreadable searches: null.
 */
export class FindJobAlertForSearch {
  constructor(
    private readonly alerts: JobAlertRepository,
    private readonly index: JobIndex,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: { readonly query: string }, ctx: RequestContext): Promise<JobAlertView | null> {
    const site = this.sites.get(ctx.site);
    if (ctx.actor.kind !== 'user' || !site || input.query.length > MAX_ALERT_QUERY_LENGTH) return null;
    const request = requestOfAlertQuery(input.query, {
      locale: ctx.locale,
      site,
      taxonomy: await this.index.terms(),
      pageSize: site.listing.jobsPerPage,
    });
    if (!request) return null;
    const alert = await this.alerts.findByUserAndQuery(ctx.actor.userId, site.key, alertQueryOf(request));
    return alert ? jobAlertView(alert) : null;
  }
}
