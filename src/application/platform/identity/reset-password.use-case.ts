import { passwordProblem } from '../../../domain/identity/credentials';
import { isPast } from '../../../domain/identity/session-policy';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { AuditLog } from './audit-log.port';
import type { PasswordHasher } from './password-hasher.port';
import type { SecretTokens } from './secret-tokens.port';

/**
 * Sets a new password from a reset link. The link proves the mailbox, so the address counts as verified;
 * every session of the user ends (whoever knew the old password is out), other reset links die, and a
 * notice goes to the address.
 */
export class ResetPassword {
  constructor(
    private readonly uow: AccountUnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SecretTokens,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly token: string; readonly password: string },
    ctx: RequestContext,
  ): Promise<Result<void, 'INVALID_INPUT' | 'INVALID_TOKEN'>> {
    if (passwordProblem(input.password) !== null) return err('INVALID_INPUT');
    if (!input.token || input.token.length > 200) return err('INVALID_TOKEN');
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    const site = this.sites.get(ctx.site);
    const result = await this.uow.run(async (tx) => {
      const token = await tx.tokens.consume(this.tokens.hash(input.token), 'reset_password');
      if (!token || isPast(token.expiresAt, now)) return err('INVALID_TOKEN');
      const account = await tx.accounts.findById(token.userId);
      if (!account || account.email !== token.email) return err('INVALID_TOKEN');
      await tx.accounts.setPasswordHash(account.id, passwordHash);
      await tx.accounts.markEmailVerified(account.id, account.email);
      await tx.tokens.revokeAll(account.id, 'reset_password');
      await tx.sessions.deleteAllOfUser(account.id);
      if (site)
        await tx.outbox.enqueue(
          this.composer.compose(account.email, { kind: 'password-changed', siteName: site.name }, ctx.locale),
          site.key,
        );
      return ok(account.id);
    });
    if (!result.ok) return result;
    this.audit.record({ event: 'password_changed', userId: result.value });
    return ok(undefined);
  }
}
