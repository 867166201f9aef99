import { isPlausibleEmail, normalizeEmail } from '../../../domain/identity/credentials';
import { confirmTokenExpiry, signUpAction } from '../../../domain/newsletter/newsletter-subscription';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Clock } from '../../shared/clock.port';
import type { RateLimiter } from '../identity/rate-limiter.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { confirmPath, newsletterPageLink } from './newsletter-links';
import type { NewsletterMailComposer } from './newsletter-mail-composer.port';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';

export interface SignUpInput {
  readonly email: string;
  /** The revision of the consent text the visitor was shown and ticked. */
  readonly consentRevisionId: string;
  /** The public origin the visitor uses; only this site's host or a loopback origin is taken. */
  readonly origin: string;
  /** The visitor's address as the board saw it, for the per-address rate limit. */
  readonly clientAddress: string;
}

export type SignUpFailure = 'NOT_FOUND' | 'INVALID_EMAIL' | 'CONSENT_CHANGED' | 'RATE_LIMITED';

/**
 * Newsletter sign-up with double opt-in: the consent is recorded with the wording's revision, a pending
 * subscription stored with the hash of a random single-use token, and the link mailed through the outbox
 * in the same transaction, in the visitor's language and from the site. The answer is the same whether
 * the address is new, pending or subscribed; a second sign-up within the hour mails nothing. Every valid
 * attempt counts against the address and the client address (RATE_LIMITS).
 */
export class SignUpForNewsletter {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly composer: NewsletterMailComposer,
    private readonly tokens: SecretTokens,
    private readonly limiter: RateLimiter,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: SignUpInput, ctx: RequestContext): Promise<Result<{ status: 'CONFIRMATION_SENT' }, SignUpFailure>> {
    const site = this.sites.get(ctx.site);
    if (!site?.features.newsletter) return err('NOT_FOUND');
    const email = normalizeEmail(input.email);
    if (!isPlausibleEmail(email)) return err('INVALID_EMAIL', 'A valid e-mail address is needed');
    const perEmail = await this.limiter.consume('newsletterPerEmail', `${site.key}:${email}`);
    const perIp = await this.limiter.consume('newsletterPerIp', input.clientAddress || 'unknown');
    if (!perEmail || !perIp) return err('RATE_LIMITED');
    const origin = publicOrigin(site, input.origin);
    const now = this.clock.now();

    return this.uow.run(async ({ newsletter, outbox }) => {
      const consent = await newsletter.consentText(site.key, now);
      if (!consent || consent.revisionId !== input.consentRevisionId) return err('CONSENT_CHANGED');
      const existing = await newsletter.findSubscription(site.key, email);
      const action = signUpAction(existing, now);
      if (action === 'quiet') return ok({ status: 'CONFIRMATION_SENT' as const });
      const consentId = await newsletter.recordConsent({
        infoId: consent.infoId,
        revisionId: consent.revisionId,
        userId: null,
        mail: email,
        site: site.key,
        at: now,
      });
      const token = this.tokens.newToken();
      const hash = this.tokens.hash(token);
      const expires = confirmTokenExpiry(now);
      if (existing) await newsletter.renewConfirmation(existing.id, hash, expires, now, consentId, ctx.locale);
      else
        await newsletter.insertSubscription({
          site: site.key,
          email,
          // The form's address is anybody's until its link is used: signed in or not, it is a guest's
          // subscription (the dashboard subscribes the account's own address).
          userId: null,
          locale: ctx.locale,
          origin,
          consentId,
          confirmTokenHash: hash,
          confirmExpiresAt: expires,
          confirmationSentAt: now,
          confirmedAt: null,
          createdAt: now,
        });
      const link = newsletterPageLink(origin, site, ctx.locale, confirmPath(token));
      await outbox.enqueue(this.composer.confirmation(email, { siteName: site.name, link }, ctx.locale), site.key);
      return ok({ status: 'CONFIRMATION_SENT' as const });
    });
  }
}
