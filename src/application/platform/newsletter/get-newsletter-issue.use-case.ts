import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { issueContent, issueMail } from './issue-mail';
import { issueView, type NewsletterIssueView } from './newsletter-issue-view';
import type { NewsletterMailComposer } from './newsletter-mail-composer.port';
import type { NewsletterUnitOfWork, PickableItem } from './newsletter-repository.port';
import { newsletterSiteFor, type StaffAccessFailure } from './staff-access';

/** How many of the site's newest jobs and posts the compose form offers. */
export const PICKABLE_JOBS = 30;
export const PICKABLE_POSTS = 15;

export interface NewsletterIssueDetail {
  /** null when composing a new issue. */
  readonly issue: NewsletterIssueView | null;
  /** The mail as a subscriber in this language would get it (without the unsubscribe link); null for a new one. */
  readonly preview: { readonly subject: string; readonly html: string } | null;
  readonly jobs: readonly PickableItem[];
  readonly posts: readonly PickableItem[];
}

/** One issue with its preview and what may be picked for it (or only the pickable items, for a new one). */
export class GetNewsletterIssue {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly jobs: JobRepository,
    private readonly composer: NewsletterMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string | null; readonly origin: string },
    ctx: RequestContext,
  ): Promise<Result<NewsletterIssueDetail, StaffAccessFailure>> {
    const site = newsletterSiteFor(this.sites, ctx);
    if (typeof site === 'string') return err(site);
    const now = this.clock.now();
    return this.uow.run(async ({ newsletter }) => {
      const record = input.id ? await newsletter.findIssue(input.id) : null;
      if (input.id && (!record || record.site !== site.key)) return err('NOT_FOUND');
      const [jobs, posts] = await Promise.all([
        newsletter.pickableJobs(site.key, now, PICKABLE_JOBS),
        newsletter.pickablePosts(site.key, now, PICKABLE_POSTS),
      ]);
      if (!record) return ok({ issue: null, preview: null, jobs, posts });
      const content = await issueContent(record, ctx.locale, { jobs: this.jobs, newsletter }, now);
      const origin = publicOrigin(site, input.origin);
      const mail = issueMail(this.composer, 'preview@invalid', record, content, {
        site,
        locale: ctx.locale,
        origin,
        unsubscribeToken: null,
      });
      return ok({ issue: issueView(record), preview: { subject: record.subject, html: mail.html }, jobs, posts });
    });
  }
}
