import { accountTokenExpiry } from '../../../domain/identity/account-tokens';
import { isPlausibleEmail, normalizeEmail } from '../../../domain/identity/credentials';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { accountLinkFor } from './account-links';
import type { AccountStore } from './account-store.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { AuditLog } from './audit-log.port';
import type { RateLimiter } from './rate-limiter.port';
import type { SecretTokens } from './secret-tokens.port';

export interface RequestPasswordResetInput {
  readonly email: string;
  readonly ip: string;
  readonly origin: string;
}

/**
 * "Forgot password": a reset link (1 h, single use) goes to the address when it belongs to an account;
 * the answer is the same either way. Every request counts against the address and the IP.
 */
export class RequestPasswordReset {
  constructor(
    private readonly accounts: AccountStore,
    private readonly uow: AccountUnitOfWork,
    private readonly tokens: SecretTokens,
    private readonly limiter: RateLimiter,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: RequestPasswordResetInput, ctx: RequestContext): Promise<Result<void, 'INVALID_INPUT' | 'RATE_LIMITED'>> {
    const email = normalizeEmail(input.email);
    const site = this.sites.get(ctx.site);
    if (!site || !isPlausibleEmail(email)) return err('INVALID_INPUT');
    const perEmail = await this.limiter.consume('resetPerEmail', email);
    const perIp = await this.limiter.consume('resetPerIp', input.ip);
    if (!perEmail || !perIp) {
      this.audit.record({ event: 'reset_rate_limited' });
      return err('RATE_LIMITED');
    }
    const account = await this.accounts.findByEmail(email);
    if (!account) return ok(undefined);
    const token = this.tokens.newToken();
    await this.uow.run(async (tx) => {
      await tx.tokens.issue({
        hash: this.tokens.hash(token),
        userId: account.id,
        purpose: 'reset_password',
        email: account.email,
        expiresAt: accountTokenExpiry('reset_password', this.clock.now()),
      });
      const link = accountLinkFor(input.origin, site, ctx.locale, 'reset_password', token);
      await tx.outbox.enqueue(
        this.composer.compose(account.email, { kind: 'reset-password', link, siteName: site.name }, ctx.locale),
        site.key,
      );
    });
    return ok(undefined);
  }
}
