import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SiteDirectory } from '../site/site-directory.port';
import { issueView, type NewsletterIssueView } from './newsletter-issue-view';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';
import { newsletterSiteFor, type StaffAccessFailure } from './staff-access';

/** The site's issues, newest first, and how many confirmed subscribers it has, for its newsletter staff. */
export class ListNewsletterIssues {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(ctx: RequestContext): Promise<Result<{ issues: NewsletterIssueView[]; subscribers: number }, StaffAccessFailure>> {
    const site = newsletterSiteFor(this.sites, ctx);
    if (typeof site === 'string') return err(site);
    return this.uow.run(async ({ newsletter }) => {
      const [issues, subscribers] = await Promise.all([newsletter.listIssues(site.key), newsletter.countConfirmed(site.key)]);
      return ok({ issues: issues.map(issueView), subscribers });
    });
  }
}
