import { passwordProblem } from '../../../domain/identity/credentials';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { AccountStore } from './account-store.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { AuditLog } from './audit-log.port';
import type { PasswordHasher } from './password-hasher.port';
import type { IssuedSession, SessionIssuer } from './session-issuer';

export type ChangePasswordError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'INVALID_INPUT' | 'WRONG_PASSWORD';

/**
 * Account settings: a new password, given the current one. Every session of the user ends — other
 * browsers are signed out — and this browser gets a fresh session. Not while masquerading: an
 * administrator acting as a user must not learn or set their password.
 */
export class ChangePassword {
  constructor(
    private readonly accounts: AccountStore,
    private readonly uow: AccountUnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly issuer: SessionIssuer,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    input: { readonly currentPassword: string; readonly newPassword: string },
    ctx: RequestContext,
  ): Promise<Result<IssuedSession, ChangePasswordError>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (actor.masqueradedBy) return err('FORBIDDEN');
    if (passwordProblem(input.newPassword) !== null) return err('INVALID_INPUT');
    const account = await this.accounts.findById(actor.userId);
    if (!account) return err('UNAUTHENTICATED');
    if (!account.passwordHash || !(await this.hasher.verify(account.passwordHash, input.currentPassword))) return err('WRONG_PASSWORD');
    const passwordHash = await this.hasher.hash(input.newPassword);
    const site = this.sites.get(ctx.site);
    const session = await this.uow.run(async (tx) => {
      await tx.accounts.setPasswordHash(account.id, passwordHash);
      await tx.sessions.deleteAllOfUser(account.id);
      await tx.tokens.revokeAll(account.id, 'reset_password');
      if (site)
        await tx.outbox.enqueue(
          this.composer.compose(account.email, { kind: 'password-changed', siteName: site.name }, ctx.locale),
          site.key,
        );
      return this.issuer.issue(tx.sessions, { userId: account.id, roles: account.roles, masqueradedBy: null });
    });
    this.audit.record({ event: 'password_changed', userId: account.id });
    return ok(session);
  }
}
