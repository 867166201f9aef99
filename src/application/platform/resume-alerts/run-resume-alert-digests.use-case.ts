import { nextResumeDigestAt, RESUME_DIGEST_MAX } from '../../../domain/resume-alerts/resume-alert-interval';
import { queryOfResumeAlert } from '../../../domain/resume-alerts/resume-alert-search';
import type { ResumeSearchQuery } from '../../../domain/resume-search/resume-search-query';
import type { SiteConfig } from '../../../domain/site/site-config';
import type { Clock } from '../../shared/clock.port';
import { alertPageLink } from '../alerts/alert-links';
import type { AlertTokenSigner } from '../alerts/alert-token-signer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { RecruiterDirectory } from '../resume-search/recruiter-access';
import type { ResumeSearchIndex } from '../resume-search/resume-search-index.port';
import type { DueResumeAlert, ResumeAlertUnitOfWork, ResumeDigestMailComposer } from './resume-alert-repository.port';
import { resumeAlertUnsubscribeToken } from './unsubscribe-resume-alert.use-case';

export interface ResumeDigestReport {
  readonly sent: number;
  /** Due alerts with nothing new (or no one to mail): rescheduled without a mail. */
  readonly empty: number;
}

/** The resume search's address for a query (the board's /resumes reads the same keys). */
function searchPath(query: ResumeSearchQuery): string {
  const params = new URLSearchParams();
  if (query.keywords) params.set('keywords', query.keywords);
  for (const facet of ['careerStatus', 'languages', 'skills', 'occupations'] as const)
    for (const v of query[facet]) params.append(facet, v);
  const text = params.toString();
  return text ? `/resumes?${text}` : '/resumes';
}

/**
 * One pass of the resume digest scheduler for a site. Each due alert runs in its own transaction: claimed
 * with FOR UPDATE SKIP LOCKED (other workers skip it), searched for resumes that became findable since
 * the last digest — as the alert's organization sees them, so hidden resumes and those blocking it never
 * appear — mailed through the outbox and given its next due time. Mail and bookkeeping commit together,
 * so a crash neither sends twice nor skips resumes; a restarted worker finds the same due rows.
 */
export class RunResumeAlertDigests {
  constructor(
    private readonly uow: ResumeAlertUnitOfWork,
    private readonly index: Pick<ResumeSearchIndex, 'listedSince'>,
    private readonly recruiters: RecruiterDirectory,
    private readonly composer: ResumeDigestMailComposer,
    private readonly signer: AlertTokenSigner,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly site: string; readonly limit: number }): Promise<ResumeDigestReport> {
    const site = this.sites.get(input.site);
    if (!site?.features.resume) return { sent: 0, empty: 0 };
    let sent = 0;
    let empty = 0;
    for (let i = 0; i < input.limit; i++) {
      const outcome = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        const alert = await tx.claimDue(site.key, now);
        if (!alert) return 'none' as const;
        const mail = await this.digestOf(alert, site);
        if (mail) await tx.outbox.enqueue(mail, site.key);
        await tx.markDigested(alert.id, { coveredUntil: now, nextDueAt: nextResumeDigestAt(alert.interval, alert.nextDueAt ?? now, now) });
        return mail ? ('sent' as const) : ('empty' as const);
      });
      if (outcome === 'none') break;
      if (outcome === 'sent') sent++;
      else empty++;
    }
    return { sent, empty };
  }

  private async digestOf(alert: DueResumeAlert, site: SiteConfig) {
    if (!alert.recipient) return null;
    // Someone who left the organization no longer receives its resumes.
    const organization = await this.recruiters.organizationOf(alert.userId);
    if (organization?.id !== alert.organizationId) return null;
    const query = queryOfResumeAlert(alert.search);
    const found = await this.index.listedSince(query, { organizationId: alert.organizationId }, alert.coveredUntil, RESUME_DIGEST_MAX + 1);
    const listed = found.slice(0, RESUME_DIGEST_MAX);
    if (listed.length === 0) return null;
    const origin = alert.origin ?? `https://${site.host}`;
    const link = (path: string) => alertPageLink(origin, site, alert.locale, path);
    return this.composer.digest(
      alert.recipient,
      {
        siteName: site.name,
        resumes: listed.map((card) => ({ card, link: link(`/resumes/${card.id}`) })),
        more: found.length > RESUME_DIGEST_MAX,
        searchLink: link(searchPath(query)),
        editLink: link(`/resume-alert/edit/${alert.id}`),
        unsubscribeLink: link(`/resume-alert/unsubscribe?token=${encodeURIComponent(resumeAlertUnsubscribeToken(this.signer, alert.id))}`),
      },
      alert.locale,
    );
  }
}
