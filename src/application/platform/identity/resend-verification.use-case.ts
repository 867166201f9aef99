import { accountTokenExpiry } from '../../../domain/identity/account-tokens';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { accountLinkFor } from './account-links';
import type { AccountStore } from './account-store.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { RateLimiter } from './rate-limiter.port';
import type { SecretTokens } from './secret-tokens.port';

/** The unverified-account banner's "send the link again": a fresh link replaces the old one. */
export class ResendVerification {
  constructor(
    private readonly accounts: AccountStore,
    private readonly uow: AccountUnitOfWork,
    private readonly tokens: SecretTokens,
    private readonly limiter: RateLimiter,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly origin: string }, ctx: RequestContext): Promise<Result<void, 'UNAUTHENTICATED' | 'RATE_LIMITED'>> {
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const account = await this.accounts.findById(ctx.actor.userId);
    const site = this.sites.get(ctx.site);
    if (!account || !site) return err('UNAUTHENTICATED');
    if (account.emailVerified) return ok(undefined);
    // The same budget as reset mails to one address: nobody gets flooded through this button.
    if (!(await this.limiter.consume('resetPerEmail', account.email))) return err('RATE_LIMITED');
    const token = this.tokens.newToken();
    await this.uow.run(async (tx) => {
      await tx.tokens.issue({
        hash: this.tokens.hash(token),
        userId: account.id,
        purpose: 'verify_email',
        email: account.email,
        expiresAt: accountTokenExpiry('verify_email', this.clock.now()),
      });
      const link = accountLinkFor(input.origin, site, ctx.locale, 'verify_email', token);
      await tx.outbox.enqueue(
        this.composer.compose(account.email, { kind: 'verify-email', link, siteName: site.name, firstName: account.firstName }, ctx.locale),
        site.key,
      );
    });
    return ok(undefined);
  }
}
