import { MAX_ALERT_QUERY_LENGTH, alertQueryOf, describeSearch } from '../../../domain/alerts/alert-search';
import {
  MAX_ALERTS_PER_USER,
  MAX_PENDING_ALERTS_PER_EMAIL,
  firstDueAt,
  rescheduledDueAt,
  type AlertFrequency,
} from '../../../domain/alerts/alert-schedule';
import { isPlausibleEmail, normalizeEmail } from '../../../domain/identity/credentials';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Clock } from '../../shared/clock.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { JobIndex } from '../search/job-index.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { alertPageLink, confirmAlertPath } from './alert-links';
import { requestOfAlertQuery } from './alert-request';
import type { AlertTokenSigner } from './alert-token-signer.port';
import { alertTokenFor } from './alert-tokens';
import type { AlertUnitOfWork } from './job-alert-repository.port';
import { jobAlertView, type JobAlertView } from './job-alert-view';

export interface CreateJobAlertInput {
  /** The search as the board shows it (its query string); normalized here. */
  readonly query: string;
  readonly frequency: AlertFrequency;
  /** Guests only: where the digests go once confirmed. Ignored for signed-in users (their account's address). */
  readonly email?: string | null;
  /** The public origin the visitor uses; only this site's host or a loopback origin is taken (publicOrigin). */
  readonly origin: string;
}

export type CreateJobAlertOutcome =
  /** A signed-in user's alert, active at once (a new one, or the existing one for this search with the new frequency). */
  | { readonly status: 'active'; readonly alert: JobAlertView }
  /** A guest's alert waits for the confirmation link mailed to the address. */
  | { readonly status: 'confirmation-sent' };

export type CreateJobAlertFailure = 'INVALID_SEARCH' | 'INVALID_EMAIL' | 'LIMIT_REACHED' | 'RATE_LIMITED';

/**
 * Saves a search as a job alert. Signed in: active at once, mailed to the account's
 * address; saving the same search again only changes the frequency. Guest: stored unconfirmed and a
 * confirmation link mailed in the same transaction (double opt-in); it never sends before the link is
 * used and is deleted after a week. The answer to a guest is the same whether the address is new,
 * pending or already subscribed (nothing to learn about other people's addresses).
 */
export class CreateJobAlert {
  constructor(
    private readonly uow: AlertUnitOfWork,
    private readonly index: JobIndex,
    private readonly composer: MailComposer,
    private readonly signer: AlertTokenSigner,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateJobAlertInput, ctx: RequestContext): Promise<Result<CreateJobAlertOutcome, CreateJobAlertFailure>> {
    const site = this.sites.get(ctx.site);
    if (!site || input.query.length > MAX_ALERT_QUERY_LENGTH) return err('INVALID_SEARCH', 'The search cannot be saved');
    const taxonomy = await this.index.terms();
    const request = requestOfAlertQuery(input.query, { locale: ctx.locale, site, taxonomy, pageSize: site.listing.jobsPerPage });
    if (!request) return err('INVALID_SEARCH', 'The search cannot be saved');
    const query = alertQueryOf(request);
    const origin = publicOrigin(site, input.origin);
    const now = this.clock.now();

    if (ctx.actor.kind === 'user') {
      const userId = ctx.actor.userId;
      return this.uow.run(async ({ alerts }) => {
        const existing = await alerts.findByUserAndQuery(userId, site.key, query);
        if (existing) {
          if (existing.frequency !== input.frequency) {
            await alerts.updateFrequency(
              existing.id,
              input.frequency,
              rescheduledDueAt(input.frequency, existing.coveredUntil ?? existing.confirmedAt ?? now, now),
            );
          }
          return ok({ status: 'active' as const, alert: jobAlertView((await alerts.findById(existing.id))!) });
        }
        if ((await alerts.countByUser(userId, site.key)) >= MAX_ALERTS_PER_USER)
          return err('LIMIT_REACHED', `At most ${MAX_ALERTS_PER_USER} alerts`);
        const alert = await alerts.insert({
          site: site.key,
          locale: ctx.locale,
          userId,
          email: null,
          query,
          frequency: input.frequency,
          origin,
          confirmedAt: now,
          nextDueAt: firstDueAt(input.frequency, now),
          createdAt: now,
        });
        return ok({ status: 'active' as const, alert: jobAlertView(alert) });
      });
    }

    const email = normalizeEmail(input.email ?? '');
    if (!isPlausibleEmail(email)) return err('INVALID_EMAIL', 'A valid e-mail address is needed');
    return this.uow.run(async ({ alerts, outbox }) => {
      // Already there (pending or confirmed): nothing changes and no second mail goes out.
      if (await alerts.findByEmailAndQuery(email, site.key, query)) return ok({ status: 'confirmation-sent' as const });
      if ((await alerts.countPendingByEmail(email)) >= MAX_PENDING_ALERTS_PER_EMAIL)
        return err('RATE_LIMITED', 'Please confirm the alerts already requested first');
      const alert = await alerts.insert({
        site: site.key,
        locale: ctx.locale,
        userId: null,
        email,
        query,
        frequency: input.frequency,
        origin,
        confirmedAt: null,
        nextDueAt: null,
        createdAt: now,
      });
      const link = alertPageLink(origin, site, ctx.locale, confirmAlertPath(alertTokenFor(this.signer, 'confirm', alert.id)));
      const search = describeSearch(request, taxonomy, ctx.locale).join(' · ');
      await outbox.enqueue(
        this.composer.compose(email, { kind: 'alert-confirm', link, siteName: site.name, search, frequency: input.frequency }, ctx.locale),
        site.key,
      );
      return ok({ status: 'confirmation-sent' as const });
    });
  }
}
