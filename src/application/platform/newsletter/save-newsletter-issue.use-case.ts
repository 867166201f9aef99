import { bodyHtmlOf, validateIssueDraft, type IssueFieldError } from '../../../domain/newsletter/newsletter-issue';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { issueView, type NewsletterIssueView } from './newsletter-issue-view';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';
import { newsletterSiteFor, type StaffAccessFailure } from './staff-access';

export interface SaveIssueInput {
  /** null: a new draft. */
  readonly id: string | null;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
}

export type SaveIssueFailure = StaffAccessFailure | 'NOT_EDITABLE';

/**
 * Stores a draft issue. The body is sanitized to the filtered rich-text format before it is checked or
 * stored (what staff typed never reaches a mail unfiltered); picked jobs and posts must be among the
 * site's (others are dropped). An issue that is sending or sent no longer changes.
 */
export class SaveNewsletterIssue {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly sanitizer: RichTextSanitizer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: SaveIssueInput,
    ctx: RequestContext,
  ): Promise<Result<NewsletterIssueView, SaveIssueFailure> | { ok: false; code: 'INVALID'; errors: IssueFieldError[] }> {
    const site = newsletterSiteFor(this.sites, ctx);
    if (typeof site === 'string') return err(site);
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const userId = ctx.actor.userId;
    const draft = {
      subject: input.subject.trim(),
      bodyHtml: this.sanitizer.sanitize(bodyHtmlOf(input.bodyHtml), 'filtered'),
      jobIds: [...new Set(input.jobIds)],
      postIds: [...new Set(input.postIds)],
    };
    const errors = validateIssueDraft(draft);
    if (errors.length > 0) return { ok: false, code: 'INVALID', errors };
    const now = this.clock.now();
    return this.uow.run(async ({ newsletter }) => {
      const [jobs, posts] = await Promise.all([
        newsletter.pickableJobs(site.key, now, 1000),
        newsletter.pickablePosts(site.key, now, 1000),
      ]);
      const jobIds = draft.jobIds.filter((id) => jobs.some((j) => j.id === id));
      const postIds = draft.postIds.filter((id) => posts.some((p) => p.id === id));
      const values = { subject: draft.subject, bodyHtml: draft.bodyHtml, jobIds, postIds };
      if (!input.id) return ok(issueView(await newsletter.insertIssue({ ...values, site: site.key, createdBy: userId, at: now })));
      const existing = await newsletter.findIssue(input.id);
      if (!existing || existing.site !== site.key) return err('NOT_FOUND');
      if (!(await newsletter.updateDraft(existing.id, { ...values, at: now }))) return err('NOT_EDITABLE');
      return ok(issueView((await newsletter.findIssue(existing.id))!));
    });
  }
}
