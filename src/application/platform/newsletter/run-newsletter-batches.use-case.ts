import type { Locale } from '../../../domain/shared/locale';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { issueContent, issueMail, type IssueContent } from './issue-mail';
import type { NewsletterMailComposer } from './newsletter-mail-composer.port';
import { unsubscribeTokenFor } from './newsletter-links';
import type { NewsletterTokenSigner } from './newsletter-token-signer.port';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';

export interface BatchReport {
  /** Mails queued in this pass. */
  readonly queued: number;
  /** Issues finished (every subscriber has theirs). */
  readonly finished: number;
}

/**
 * One pass of the newsletter sender for a site. Each batch is one transaction: it claims confirmed
 * subscriptions without a delivery of the issue (FOR UPDATE SKIP LOCKED: a concurrent runner takes
 * others), records each delivery (the primary key refuses a second) and queues that subscriber's mail in
 * their language — deliveries and mails commit together, so a crash mid-batch rolls both back and the
 * next pass sends them, and nobody gets an issue twice. When a batch finds nobody left the issue is sent.
 */
export class RunNewsletterBatches {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly jobs: JobRepository,
    private readonly composer: NewsletterMailComposer,
    private readonly signer: NewsletterTokenSigner,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly site: string; readonly batchSize: number; readonly maxBatches: number }): Promise<BatchReport> {
    const site = this.sites.get(input.site);
    if (!site?.features.newsletter) return { queued: 0, finished: 0 };
    let queued = 0;
    let finished = 0;
    for (let i = 0; i < input.maxBatches; i++) {
      const outcome = await this.uow.run(async ({ newsletter, outbox }) => {
        const issue = await newsletter.sendingIssue(site.key);
        if (!issue) return 'idle' as const;
        const now = this.clock.now();
        const recipients = await newsletter.claimRecipients(issue.id, site.key, input.batchSize);
        if (recipients.length === 0) {
          // Rows another runner holds are not claimable but not delivered either: then it finishes the issue.
          return (await newsletter.finishIssue(issue.id, now)) ? ('finished' as const) : ('idle' as const);
        }
        const contents = new Map<Locale, IssueContent>();
        let count = 0;
        for (const r of recipients) {
          if (!(await newsletter.recordDelivery(issue.id, r.subscriptionId, now))) continue;
          let content = contents.get(r.locale);
          if (!content) {
            content = await issueContent(issue, r.locale, { jobs: this.jobs, newsletter }, now);
            contents.set(r.locale, content);
          }
          const token = unsubscribeTokenFor(this.signer, r.subscriptionId);
          await outbox.enqueue(
            issueMail(this.composer, r.email, issue, content, { site, locale: r.locale, origin: r.origin, unsubscribeToken: token }),
            site.key,
          );
          count++;
        }
        return count;
      });
      if (outcome === 'idle') break;
      if (outcome === 'finished') finished++;
      else queued += outcome;
    }
    return { queued, finished };
  }
}
