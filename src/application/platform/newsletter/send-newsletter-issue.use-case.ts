import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { issueView, type NewsletterIssueView } from './newsletter-issue-view';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';
import { newsletterSiteFor, type StaffAccessFailure } from './staff-access';

/**
 * Starts sending an issue to every confirmed subscriber of the site: the draft becomes `sending` and the
 * batch worker queues the mails. Triggering it again (a double click, a retried request) changes nothing:
 * only a draft moves, and the deliveries make each subscriber's mail happen once.
 */
export class SendNewsletterIssue {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<NewsletterIssueView, StaffAccessFailure>> {
    const site = newsletterSiteFor(this.sites, ctx);
    if (typeof site === 'string') return err(site);
    return this.uow.run(async ({ newsletter }) => {
      const issue = await newsletter.findIssue(input.id);
      if (!issue || issue.site !== site.key) return err('NOT_FOUND');
      await newsletter.requestSend(issue.id, this.clock.now());
      return ok(issueView((await newsletter.findIssue(issue.id))!));
    });
  }
}
