import { accountTokenExpiry } from '../../../../domain/identity/account-tokens';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { mayActOnAccount } from '../../../../domain/staff/staff-scope';
import type { Clock } from '../../../shared/clock.port';
import { accountLinkFor } from '../../identity/account-links';
import type { SecretTokens } from '../../identity/secret-tokens.port';
import type { MailComposer } from '../../mail/mail-composer.port';
import type { SiteDirectory } from '../../site/site-directory.port';
import { staffEntry } from '../staff-action-log.port';
import { usersSectionRefusal } from './staff-user-access';
import type { StaffUserUnitOfWork } from './staff-user-unit-of-work.port';

/**
 * Sends the user the same reset mail "Forgot password" sends (a single-use link, 1 h), in the site's
 * and the staff member's language, for a user who cannot get in. The link itself never reaches staff:
 * it is in the mail only, and the log records that a reset was sent, not the token.
 */
export class SendUserPasswordReset {
  constructor(
    private readonly uow: StaffUserUnitOfWork,
    private readonly tokens: SecretTokens,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly userId: string; readonly origin: string },
    ctx: RequestContext,
  ): Promise<Result<void, 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'OWN_ACCOUNT'>> {
    const refusal = usersSectionRefusal(ctx.actor);
    if (refusal) return err(refusal);
    const site = this.sites.get(ctx.site);
    if (!site) return err('NOT_FOUND');
    return this.uow.run(async (tx): Promise<Result<void, 'NOT_FOUND' | 'OWN_ACCOUNT'>> => {
      const user = await tx.users.lock(input.userId);
      if (!user) return err('NOT_FOUND');
      if (!mayActOnAccount(ctx.actor, user)) return err('OWN_ACCOUNT');
      const token = this.tokens.newToken();
      await tx.tokens.issue({
        hash: this.tokens.hash(token),
        userId: user.id,
        purpose: 'reset_password',
        email: user.email,
        expiresAt: accountTokenExpiry('reset_password', this.clock.now()),
      });
      const link = accountLinkFor(input.origin, site, ctx.locale, 'reset_password', token);
      await tx.outbox.enqueue(
        this.composer.compose(user.email, { kind: 'reset-password', link, siteName: site.name }, ctx.locale),
        site.key,
      );
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: null,
          action: 'user.password_reset',
          targetType: 'user',
          targetId: user.id,
          before: null,
          after: null,
        }),
      );
      return ok(undefined);
    });
  }
}
