import type { SiteDirectory } from '../site/site-directory.port';
import type { PostingPayment } from '../job-posting/posting-payment.port';
import type { CommerceRepository } from './commerce-repository.port';

/**
 * Paid posting: on a site whose `features.paidPosting` is on, a job going online takes a free slot of an
 * active subscription first, else one job-posting credit (a bundle unit), spent with the key
 * `publish:{job}` so a retried publish never pays twice. Elsewhere posting is free.
 */
export class SettlePosting implements PostingPayment {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly sites: SiteDirectory,
  ) {}

  async settle(
    job: { readonly id: string; readonly organizationId: string | null },
    site: string,
    now: Date,
  ): Promise<'free' | 'paid' | 'unpaid'> {
    if (!this.sites.get(site)?.features.paidPosting) return 'free';
    if (job.organizationId === null) return 'unpaid';
    return this.repo.settlePosting({ jobId: job.id, organizationId: job.organizationId, site, now, spendKey: `publish:${job.id}` });
  }
}
