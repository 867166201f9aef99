import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { publicOrigin } from '../../../domain/site/public-origin';
import { confirmTokenExpiry, subscriptionState, type SubscriptionState } from '../../../domain/newsletter/newsletter-subscription';
import type { Clock } from '../../shared/clock.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { UserRepository } from '../identity/user-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { confirmPath, newsletterPageLink } from './newsletter-links';
import type { NewsletterMailComposer } from './newsletter-mail-composer.port';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';

export interface MyNewsletterState {
  /** null: the account's address has no subscription on this site. */
  readonly state: SubscriptionState | null;
  /** The consent wording (HTML, this language) the subscribe button agrees to; null when none is in force. */
  readonly consentHtml: string | null;
  readonly consentRevisionId: string | null;
}

type Failure = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'CONSENT_CHANGED';

/**
 * The signed-in user's newsletter on this site, for the dashboard: its state, subscribing the account's
 * own address (confirmed at once when the account verified the address, else by the mailed link like a
 * guest's) and unsubscribing it. The consent is recorded under the user.
 */
export class MyNewsletterSubscription {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly users: UserRepository,
    private readonly composer: NewsletterMailComposer,
    private readonly tokens: SecretTokens,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async state(ctx: RequestContext): Promise<Result<MyNewsletterState, Failure>> {
    const site = this.sites.get(ctx.site);
    if (!site?.features.newsletter) return err('NOT_FOUND');
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const user = await this.users.findById(ctx.actor.userId);
    if (!user) return err('UNAUTHENTICATED');
    return this.uow.run(async ({ newsletter }) => {
      const sub = await newsletter.findSubscription(site.key, user.email.toLowerCase());
      const consent = await newsletter.consentText(site.key, this.clock.now());
      return ok({
        state: sub ? subscriptionState(sub) : null,
        consentHtml: consent ? (consent.texts[ctx.locale] ?? consent.texts.de ?? null) : null,
        consentRevisionId: consent?.revisionId ?? null,
      });
    });
  }

  async change(
    input: { readonly subscribe: boolean; readonly consentRevisionId?: string | null; readonly origin: string },
    ctx: RequestContext,
  ): Promise<Result<{ state: SubscriptionState | null }, Failure>> {
    const site = this.sites.get(ctx.site);
    if (!site?.features.newsletter) return err('NOT_FOUND');
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const user = await this.users.findById(ctx.actor.userId);
    if (!user) return err('UNAUTHENTICATED');
    const email = user.email.toLowerCase();
    const now = this.clock.now();
    return this.uow.run(async ({ newsletter, outbox }) => {
      const existing = await newsletter.findSubscription(site.key, email);
      if (!input.subscribe) {
        if (existing) await newsletter.deleteSubscription(existing.id);
        return ok({ state: null });
      }
      if (existing?.confirmedAt) return ok({ state: 'confirmed' as const });
      const consent = await newsletter.consentText(site.key, now);
      if (!consent || consent.revisionId !== input.consentRevisionId) return err('CONSENT_CHANGED');
      const consentId = await newsletter.recordConsent({
        infoId: consent.infoId,
        revisionId: consent.revisionId,
        userId: user.id,
        mail: email,
        site: site.key,
        at: now,
      });
      if (existing) await newsletter.deleteSubscription(existing.id);
      const origin = publicOrigin(site, input.origin);
      if (user.emailVerified) {
        await newsletter.insertSubscription({
          site: site.key,
          email,
          userId: user.id,
          locale: ctx.locale,
          origin,
          consentId,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          confirmationSentAt: null,
          confirmedAt: now,
          createdAt: now,
        });
        return ok({ state: 'confirmed' as const });
      }
      const token = this.tokens.newToken();
      await newsletter.insertSubscription({
        site: site.key,
        email,
        userId: user.id,
        locale: ctx.locale,
        origin,
        consentId,
        confirmTokenHash: this.tokens.hash(token),
        confirmExpiresAt: confirmTokenExpiry(now),
        confirmationSentAt: now,
        confirmedAt: null,
        createdAt: now,
      });
      const link = newsletterPageLink(origin, site, ctx.locale, confirmPath(token));
      await outbox.enqueue(this.composer.confirmation(email, { siteName: site.name, link }, ctx.locale), site.key);
      return ok({ state: 'pending' as const });
    });
  }
}
