import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { organizationFor } from './commerce-access';
import type { CommerceRepository, SubscriptionQuery } from './commerce-repository.port';
import { subscriptionView, type SubscriptionView } from './commerce-views';

export interface GetSubscriptionsInput {
  readonly status: SubscriptionQuery['status'];
  readonly limit: number;
  readonly offset: number;
  readonly sort: SubscriptionQuery['sort'];
  readonly allFrontends: boolean;
  readonly organizationId: string | null;
}

export interface SubscriptionList {
  readonly subscriptions: SubscriptionView[];
  readonly total: number;
  readonly errors: string[];
}

/**
 * getSubscriptions: the organization's subscriptions on this site (or every site's, when asked), with
 * total. A site without the subscription feature answers an empty list; someone who is no member of
 * the organization gets an error in the list instead of data.
 */
export class GetSubscriptions {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: GetSubscriptionsInput, ctx: RequestContext): Promise<SubscriptionList> {
    const site = this.sites.get(ctx.site);
    if (!site?.features.subscriptions) return { subscriptions: [], total: 0, errors: [] };
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return { subscriptions: [], total: 0, errors: [ctx.actor.kind === 'user' ? 'NOT_FOUND' : 'UNAUTHENTICATED'] };
    const now = this.clock.now();
    const { rows, total } = await this.repo.subscriptions({
      organizationId: organization.id,
      site: input.allFrontends ? null : ctx.site,
      status: input.status,
      now,
      limit: input.limit,
      offset: input.offset,
      sort: input.sort,
    });
    const origin = `https://${site.host}`;
    return { subscriptions: rows.map((r) => subscriptionView(r, now, ctx.locale, origin)), total, errors: [] };
  }
}
