import type { Role } from '../../../domain/identity/roles';
import { sessionExpiry } from '../../../domain/identity/session-policy';
import type { Clock } from '../../shared/clock.port';
import type { SecretTokens } from './secret-tokens.port';
import type { SessionStore } from './session-store.port';

/** A session as the browser gets it: the token (cookie value) and when it ends. */
export interface IssuedSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/** Creates sessions: a fresh random token, stored only as its SHA-256, expiry by the session policy. */
export class SessionIssuer {
  constructor(
    private readonly tokens: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async issue(
    sessions: SessionStore,
    subject: { userId: string; roles: readonly Role[]; masqueradedBy: string | null },
  ): Promise<IssuedSession> {
    const token = this.tokens.newToken();
    const expiresAt = sessionExpiry({ roles: subject.roles, masqueraded: subject.masqueradedBy !== null }, this.clock.now());
    await sessions.create({ id: this.tokens.hash(token), userId: subject.userId, expiresAt, masqueradedBy: subject.masqueradedBy });
    return { token, expiresAt };
  }

  /** Ends the session behind a token, if there is one (a new token on login and on privilege change). */
  async revoke(sessions: SessionStore, token: string | null | undefined): Promise<void> {
    if (token) await sessions.delete(this.tokens.hash(token));
  }

  hash(token: string): string {
    return this.tokens.hash(token);
  }
}
