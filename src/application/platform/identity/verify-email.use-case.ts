import { isPast } from '../../../domain/identity/session-policy';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { IssuedSession, SessionIssuer } from './session-issuer';
import type { SessionStore } from './session-store.port';

export interface VerifyEmailInput {
  readonly token: string;
  /** The browser's session token, if any: rotated when it belongs to the verified user (privilege change). */
  readonly sessionToken?: string | null;
}

export interface VerifyEmailOutput {
  readonly userId: string;
  /** A new session for this browser, when it was signed in as the verified user. */
  readonly session: IssuedSession | null;
}

/**
 * The landing page of a verification or e-mail-change link. The token is single use and expires (24 h);
 * a change link also moves the account to the new address, which is verified by the click.
 */
export class VerifyEmail {
  constructor(
    private readonly uow: AccountUnitOfWork,
    private readonly sessions: SessionStore,
    private readonly issuer: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: VerifyEmailInput, _ctx: RequestContext): Promise<Result<VerifyEmailOutput, 'INVALID_TOKEN'>> {
    if (!input.token || input.token.length > 200) return err('INVALID_TOKEN');
    const hash = this.issuer.hash(input.token);
    const now = this.clock.now();
    const current = input.sessionToken ? await this.sessions.find(this.issuer.hash(input.sessionToken)) : null;
    return this.uow.run(async (tx) => {
      const token = (await tx.tokens.consume(hash, 'verify_email')) ?? (await tx.tokens.consume(hash, 'change_email'));
      if (!token || isPast(token.expiresAt, now)) return err('INVALID_TOKEN');
      const done =
        token.purpose === 'change_email'
          ? await tx.accounts.changeEmail(token.userId, token.email)
          : await tx.accounts.markEmailVerified(token.userId, token.email);
      if (!done) return err('INVALID_TOKEN');
      let session: IssuedSession | null = null;
      if (current && current.userId === token.userId && !isPast(current.expiresAt, now)) {
        await tx.sessions.delete(current.id);
        session = await this.issuer.issue(tx.sessions, {
          userId: current.userId,
          roles: current.roles,
          masqueradedBy: current.masqueradedBy,
        });
      }
      return ok({ userId: token.userId, session });
    });
  }
}
