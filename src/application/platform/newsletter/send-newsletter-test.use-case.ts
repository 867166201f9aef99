import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Clock } from '../../shared/clock.port';
import type { UserRepository } from '../identity/user-repository.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { issueContent, issueMail } from './issue-mail';
import type { NewsletterMailComposer } from './newsletter-mail-composer.port';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';
import { newsletterSiteFor, type StaffAccessFailure } from './staff-access';

/** Mails the issue, marked as a test, to the staff member's own account address (in the page's language). */
export class SendNewsletterTest {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly users: UserRepository,
    private readonly jobs: JobRepository,
    private readonly composer: NewsletterMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string; readonly origin: string },
    ctx: RequestContext,
  ): Promise<Result<{ sentTo: string }, StaffAccessFailure>> {
    const site = newsletterSiteFor(this.sites, ctx);
    if (typeof site === 'string') return err(site);
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const user = await this.users.findById(ctx.actor.userId);
    if (!user) return err('UNAUTHENTICATED');
    const now = this.clock.now();
    return this.uow.run(async ({ newsletter, outbox }) => {
      const issue = await newsletter.findIssue(input.id);
      if (!issue || issue.site !== site.key) return err('NOT_FOUND');
      const content = await issueContent(issue, ctx.locale, { jobs: this.jobs, newsletter }, now);
      const origin = publicOrigin(site, input.origin);
      await outbox.enqueue(
        issueMail(this.composer, user.email, issue, content, { site, locale: ctx.locale, origin, unsubscribeToken: null }),
        site.key,
      );
      return ok({ sentTo: user.email });
    });
  }
}
