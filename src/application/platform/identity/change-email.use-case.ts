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
import type { PasswordHasher } from './password-hasher.port';
import type { SecretTokens } from './secret-tokens.port';

export type ChangeEmailError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'INVALID_INPUT' | 'WRONG_PASSWORD' | 'SAME_EMAIL';

/**
 * Account settings: a new address, confirmed with the password. The account keeps its address until the
 * link mailed to the new one is opened (re-verification). When the new address belongs to another
 * account nothing is sent, and the answer is the same.
 */
export class ChangeEmail {
  constructor(
    private readonly accounts: AccountStore,
    private readonly uow: AccountUnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SecretTokens,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly newEmail: string; readonly currentPassword: string; readonly origin: string },
    ctx: RequestContext,
  ): Promise<Result<void, ChangeEmailError>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (actor.masqueradedBy) return err('FORBIDDEN');
    const email = normalizeEmail(input.newEmail);
    const site = this.sites.get(ctx.site);
    if (!site || !isPlausibleEmail(email)) return err('INVALID_INPUT');
    const account = await this.accounts.findById(actor.userId);
    if (!account) return err('UNAUTHENTICATED');
    if (!account.passwordHash || !(await this.hasher.verify(account.passwordHash, input.currentPassword))) return err('WRONG_PASSWORD');
    if (email === normalizeEmail(account.email)) return err('SAME_EMAIL');
    if (await this.accounts.findByEmail(email)) return ok(undefined);
    const token = this.tokens.newToken();
    await this.uow.run(async (tx) => {
      await tx.tokens.issue({
        hash: this.tokens.hash(token),
        userId: account.id,
        purpose: 'change_email',
        email,
        expiresAt: accountTokenExpiry('change_email', this.clock.now()),
      });
      const link = accountLinkFor(input.origin, site, ctx.locale, 'change_email', token);
      await tx.outbox.enqueue(this.composer.compose(email, { kind: 'change-email', link, siteName: site.name }, ctx.locale), site.key);
    });
    return ok(undefined);
  }
}
