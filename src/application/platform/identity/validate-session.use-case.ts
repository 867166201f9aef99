import type { Actor } from '../../../domain/identity/actor';
import { exceedsPolicy, isPast, needsRenewal, sessionExpiry } from '../../../domain/identity/session-policy';
import { ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SessionIssuer } from './session-issuer';
import type { SessionStore } from './session-store.port';

export interface ValidSession {
  readonly actor: Extract<Actor, { kind: 'user' }>;
  readonly expiresAt: Date;
  /** The expiry moved (sliding renewal): the cookie must be sent again with the new max age. */
  readonly renewed: boolean;
  /** Session.isNewUserViaSocial (never for a masquerade: the administrator is not the new user). */
  readonly isNewUserViaSocial: boolean;
}

/**
 * The session behind a cookie token: null when unknown or expired (an expired row is deleted). A live
 * session with less than half its lifetime left is renewed; one that outlives the current policy (the
 * user became staff) is cut to it.
 */
export class ValidateSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly issuer: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly sessionToken: string | null }): Promise<Result<ValidSession | null, never>> {
    const token = input.sessionToken;
    if (!token || token.length > 200) return ok(null);
    const session = await this.sessions.find(this.issuer.hash(token));
    if (!session) return ok(null);
    const now = this.clock.now();
    if (isPast(session.expiresAt, now)) {
      await this.sessions.delete(session.id);
      return ok(null);
    }
    const subject = { roles: session.roles, masqueraded: session.masqueradedBy !== null };
    let expiresAt = session.expiresAt;
    let renewed = false;
    if (needsRenewal(expiresAt, now, subject) || exceedsPolicy(expiresAt, now, subject)) {
      expiresAt = sessionExpiry(subject, now);
      await this.sessions.setExpiry(session.id, expiresAt);
      renewed = true;
    }
    const actor: ValidSession['actor'] = session.masqueradedBy
      ? { kind: 'user', userId: session.userId, roles: session.roles, masqueradedBy: session.masqueradedBy }
      : { kind: 'user', userId: session.userId, roles: session.roles };
    return ok({ actor, expiresAt, renewed, isNewUserViaSocial: session.isNewUserViaSocial === true && !session.masqueradedBy });
  }
}
