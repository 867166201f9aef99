import { describeSearch } from '../../../domain/alerts/alert-search';
import { DIGEST_MAX_JOBS, UNCONFIRMED_ALERT_TTL_MS, nextDueAt } from '../../../domain/alerts/alert-schedule';
import { isVisibleOn } from '../../../domain/job/job';
import type { DigestJob } from '../../../domain/mail/mail';
import type { SearchTaxonomy } from '../../../domain/search/job-facets';
import { toSearchHref } from '../../../domain/search/job-search-url';
import type { SiteConfig } from '../../../domain/site/site-config';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { JobIndex } from '../search/job-index.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { alertPageLink, oneClickUnsubscribeLink, unsubscribeAlertPath } from './alert-links';
import { requestOfAlertQuery } from './alert-request';
import type { AlertTokenSigner } from './alert-token-signer.port';
import { alertTokenFor } from './alert-tokens';
import type { AlertUnitOfWork, DueJobAlert } from './job-alert-repository.port';

export interface DigestReport {
  /** Digests mailed (queued in the outbox). */
  readonly sent: number;
  /** Due alerts with nothing new (or no verified address): rescheduled without a mail. */
  readonly empty: number;
  /** Unconfirmed alerts deleted after their week. */
  readonly expired: number;
}

/**
 * One pass of the digest scheduler for a site. Each due alert is handled in its own transaction: claimed
 * with FOR UPDATE SKIP LOCKED (runners on other workers skip it), searched for jobs published since the
 * jobs it already covered (the JobIndex with a published-after condition), mailed through the outbox,
 * and given its next due time — mail and bookkeeping commit together or not at all, so a crash never
 * sends twice or skips a window. Safe with any number of runners on any number of workers.
 */
export class RunAlertDigests {
  constructor(
    private readonly uow: AlertUnitOfWork,
    private readonly index: JobIndex,
    private readonly jobs: JobRepository,
    private readonly composer: MailComposer,
    private readonly signer: AlertTokenSigner,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly site: string; readonly limit: number }): Promise<DigestReport> {
    const site = this.sites.get(input.site);
    if (!site) return { sent: 0, empty: 0, expired: 0 };
    const expired = await this.uow.run(({ alerts }) =>
      alerts.deleteUnconfirmedBefore(new Date(this.clock.now().getTime() - UNCONFIRMED_ALERT_TTL_MS)),
    );
    let taxonomy: SearchTaxonomy | null = null;
    let sent = 0;
    let empty = 0;
    for (let i = 0; i < input.limit; i++) {
      const outcome = await this.uow.run(async ({ alerts, outbox }) => {
        const now = this.clock.now();
        const alert = await alerts.claimDue(site.key, now);
        if (!alert) return 'none' as const;
        taxonomy ??= await this.index.terms();
        const mail = alert.recipient ? await this.digestOf(alert, alert.recipient, site, taxonomy, now) : null;
        if (mail) await outbox.enqueue(mail, site.key);
        await alerts.markDigested(alert.id, {
          coveredUntil: now,
          nextDueAt: nextDueAt(alert.frequency, alert.nextDueAt ?? now, now),
          sentAt: mail ? now : null,
        });
        return mail ? ('sent' as const) : ('empty' as const);
      });
      if (outcome === 'none') break;
      if (outcome === 'sent') sent++;
      else empty++;
    }
    return { sent, empty, expired };
  }

  /** The digest mail of an alert, or null when no job was published since the last look. */
  private async digestOf(alert: DueJobAlert, recipient: string, site: SiteConfig, taxonomy: SearchTaxonomy, now: Date) {
    const base = requestOfAlertQuery(alert.query, { locale: alert.locale, site, taxonomy, pageSize: DIGEST_MAX_JOBS });
    if (!base) return null;
    const request = { ...base, sort: 'date' as const };
    const since = alert.coveredUntil ?? alert.confirmedAt ?? alert.createdAt;
    const answer = await this.index.search({ request, site: site.key, now, publishedAfter: since });
    if (answer.total === 0) return null;
    const found = await this.jobs.findByIds(
      answer.hits.map((h) => h.jobId),
      alert.locale,
    );
    const byId = new Map(found.map((job) => [job.id, job]));
    const link = (path: string) => alertPageLink(alert.origin, site, alert.locale, path);
    const jobs: DigestJob[] = answer.hits.flatMap((hit) => {
      const job = byId.get(hit.jobId);
      if (!job || !isVisibleOn(job, site.key, now)) return [];
      return [{ title: job.title, organization: job.organization.name, place: job.location.locality, link: link(`/job/${job.slug}`) }];
    });
    if (jobs.length === 0) return null;
    const token = alertTokenFor(this.signer, 'unsubscribe', alert.id);
    return this.composer.compose(
      recipient,
      {
        kind: 'alert-digest',
        siteName: site.name,
        search: describeSearch(request, taxonomy, alert.locale).join(' · '),
        jobs,
        total: Math.max(answer.total, jobs.length),
        searchLink: link(toSearchHref({ ...base, sort: 'date' }, { locale: alert.locale, taxonomy })),
        unsubscribeLink: link(unsubscribeAlertPath(token)),
        oneClickLink: oneClickUnsubscribeLink(alert.origin, token, alert.locale),
        first: alert.lastSentAt === null,
      },
      alert.locale,
    );
  }
}
