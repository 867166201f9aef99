import { normalizeEmail, PASSWORD_MAX_LENGTH } from '../../../domain/identity/credentials';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { AccountStore } from './account-store.port';
import type { AuditLog } from './audit-log.port';
import type { PasswordHasher } from './password-hasher.port';
import type { RateLimiter } from './rate-limiter.port';
import type { IssuedSession, SessionIssuer } from './session-issuer';
import type { SessionStore } from './session-store.port';

export interface LogInInput {
  readonly email: string;
  readonly password: string;
  /** Client address, for the rate limits. */
  readonly ip: string;
  /** The browser's current session, ended on login (always a new token). */
  readonly previousSessionToken?: string | null;
}

export type LogInError = 'INVALID_CREDENTIALS' | 'RATE_LIMITED' | 'ACCOUNT_BLOCKED';

/**
 * Credentials sign-in. Unknown address, social-only account and wrong password all answer
 * INVALID_CREDENTIALS after the same Argon2 work; failures count against IP + address and IP.
 * Unverified users may sign in (they see a banner and cannot use what needs verification). A blocked
 * account is told so, but only after the right password: the answer reveals nothing to a guesser.
 */
export class LogIn {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: AccountStore,
    private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly issuer: SessionIssuer,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: LogInInput, _ctx: RequestContext): Promise<Result<IssuedSession & { userId: string }, LogInError>> {
    const email = normalizeEmail(input.email);
    const perAccount = `${input.ip}|${email}`;
    if ((await this.limiter.isBlocked('loginPerIpAndEmail', perAccount)) || (await this.limiter.isBlocked('loginPerIp', input.ip))) {
      this.audit.record({ event: 'login_rate_limited' });
      return err('RATE_LIMITED');
    }
    const account = input.password.length <= PASSWORD_MAX_LENGTH ? await this.accounts.findByEmail(email) : null;
    const valid = account?.passwordHash
      ? await this.hasher.verify(account.passwordHash, input.password)
      : await this.hasher.verify(await this.dummy(), input.password).then(() => false);
    if (!account || !valid) {
      await this.limiter.consume('loginPerIpAndEmail', perAccount);
      await this.limiter.consume('loginPerIp', input.ip);
      return err('INVALID_CREDENTIALS');
    }
    await this.limiter.reset('loginPerIpAndEmail', perAccount);
    if (account.blocked) return err('ACCOUNT_BLOCKED');
    await this.issuer.revoke(this.sessions, input.previousSessionToken);
    const session = await this.issuer.issue(this.sessions, { userId: account.id, roles: account.roles, masqueradedBy: null });
    return ok({ ...session, userId: account.id });
  }

  /** A real hash to verify against when there is no account, so both paths cost the same. */
  private dummy(): Promise<string> {
    return (this.dummyHash ??= this.hasher.hash('no account has this password, it only spends time'));
  }
}
