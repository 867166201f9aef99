import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { AccountStore } from '../../application/platform/identity/account-store.port';
import type { AccountUnitOfWork } from '../../application/platform/identity/account-unit-of-work.port';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { AuditLog } from '../../application/platform/identity/audit-log.port';
import { ChangeEmail } from '../../application/platform/identity/change-email.use-case';
import { ChangePassword } from '../../application/platform/identity/change-password.use-case';
import { EndMasquerade } from '../../application/platform/identity/end-masquerade.use-case';
import type { GetCurrentUser } from '../../application/platform/identity/get-current-user.use-case';
import { LogIn } from '../../application/platform/identity/log-in.use-case';
import { LogOut } from '../../application/platform/identity/log-out.use-case';
import type { PasswordHasher } from '../../application/platform/identity/password-hasher.port';
import type { RateLimiter } from '../../application/platform/identity/rate-limiter.port';
import { RegisterAccount } from '../../application/platform/identity/register-account.use-case';
import { RequestPasswordReset } from '../../application/platform/identity/request-password-reset.use-case';
import { ResendVerification } from '../../application/platform/identity/resend-verification.use-case';
import { ResetPassword } from '../../application/platform/identity/reset-password.use-case';
import type { SecretTokens } from '../../application/platform/identity/secret-tokens.port';
import type { ReadOnlyMode } from '../../application/platform/config-admin/config-admin-repository.port';
import { SessionIssuer } from '../../application/platform/identity/session-issuer';
import type { SessionStore } from '../../application/platform/identity/session-store.port';
import { StartMasquerade } from '../../application/platform/identity/start-masquerade.use-case';
import { ValidateSession } from '../../application/platform/identity/validate-session.use-case';
import { VerifyEmail } from '../../application/platform/identity/verify-email.use-case';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher';
import { resolveAuthSecret } from '../auth/auth-secret';
import { CsrfTokens } from '../auth/csrf-tokens';
import { OsloSecretTokens } from '../auth/oslo-secret-tokens';
import { PinoAuditLog } from '../auth/pino-audit-log';
import { PostgresAccountStore } from '../postgres/accounts/postgres-account-store';
import { PostgresAccountUnitOfWork } from '../postgres/accounts/postgres-account-unit-of-work';
import { PostgresRateLimiter } from '../postgres/accounts/postgres-rate-limiter';
import { PostgresSessionStore } from '../postgres/accounts/postgres-session-store';
import { LEGAL_SOURCE } from './legal-source.token';
import { MAIL } from './mail.module';
import { CONFIG_ADMIN } from './config-admin.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.accounts.${name}`);

export const ACCOUNTS = {
  AccountStore: id<AccountStore>('AccountStore'),
  SessionStore: id<SessionStore>('SessionStore'),
  UnitOfWork: id<AccountUnitOfWork>('UnitOfWork'),
  Hasher: id<PasswordHasher>('Hasher'),
  Tokens: id<SecretTokens>('Tokens'),
  Limiter: id<RateLimiter>('Limiter'),
  Audit: id<AuditLog>('Audit'),
  Issuer: id<SessionIssuer>('Issuer'),
  Csrf: id<CsrfTokens>('Csrf'),
  RegisterAccount: id<RegisterAccount>('RegisterAccount'),
  VerifyEmail: id<VerifyEmail>('VerifyEmail'),
  LogIn: id<LogIn>('LogIn'),
  LogOut: id<LogOut>('LogOut'),
  ValidateSession: id<ValidateSession>('ValidateSession'),
  RequestPasswordReset: id<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: id<ResetPassword>('ResetPassword'),
  ChangePassword: id<ChangePassword>('ChangePassword'),
  ChangeEmail: id<ChangeEmail>('ChangeEmail'),
  ResendVerification: id<ResendVerification>('ResendVerification'),
  StartMasquerade: id<StartMasquerade>('StartMasquerade'),
  EndMasquerade: id<EndMasquerade>('EndMasquerade'),
} as const;

/**
 * Accounts and sessions: PostgreSQL stores, Argon2id, @oslojs tokens, rate limits on PostgreSQL, the
 * pino audit log, and the platform use cases the `/api/auth` server routes drive. The CSRF secret
 * (AUTH_SECRET, auth-secret.ts) is read when the CSRF service is first needed.
 */
export function bindAccountsModule(c: Container, config: { readonly production: boolean }): void {
  c.bind(ACCOUNTS.AccountStore).toResolvedValue((pool: Pool) => new PostgresAccountStore(pool), [T.Pool]);
  c.bind(ACCOUNTS.SessionStore).toResolvedValue((pool: Pool) => new PostgresSessionStore(pool), [T.Pool]);
  c.bind(ACCOUNTS.UnitOfWork).toResolvedValue((pool: Pool) => new PostgresAccountUnitOfWork(pool), [T.Pool]);
  c.bind(ACCOUNTS.Limiter).toResolvedValue((pool: Pool) => new PostgresRateLimiter(pool), [T.Pool]);
  c.bind(ACCOUNTS.Hasher).toConstantValue(new Argon2PasswordHasher());
  c.bind(ACCOUNTS.Tokens).toConstantValue(new OsloSecretTokens());
  c.bind(ACCOUNTS.Audit).toResolvedValue((logger: Logger) => new PinoAuditLog(logger), [T.Logger]);
  c.bind(ACCOUNTS.Issuer).toResolvedValue(
    (tokens: SecretTokens, clock: Clock) => new SessionIssuer(tokens, clock),
    [ACCOUNTS.Tokens, T.Clock],
  );
  c.bind(ACCOUNTS.Csrf).toDynamicValue(() => new CsrfTokens(resolveAuthSecret()));

  const deps = [
    ACCOUNTS.AccountStore,
    ACCOUNTS.SessionStore,
    ACCOUNTS.UnitOfWork,
    ACCOUNTS.Hasher,
    ACCOUNTS.Tokens,
    ACCOUNTS.Limiter,
    ACCOUNTS.Audit,
    ACCOUNTS.Issuer,
    MAIL.Composer,
    T.Sites,
    T.Clock,
  ] as const;
  type Deps = [
    AccountStore,
    SessionStore,
    AccountUnitOfWork,
    PasswordHasher,
    SecretTokens,
    RateLimiter,
    AuditLog,
    SessionIssuer,
    MailComposer,
    SiteDirectory,
    Clock,
  ];
  const bind = <U>(key: ServiceIdentifier<U>, make: (...d: Deps) => U) =>
    c.bind(key).toResolvedValue((...d: unknown[]) => make(...(d as Deps)), [...deps]);

  c.bind(ACCOUNTS.RegisterAccount).toResolvedValue(
    (
      uow: AccountUnitOfWork,
      hasher: PasswordHasher,
      tokens: SecretTokens,
      limiter: RateLimiter,
      composer: MailComposer,
      sites: SiteDirectory,
      clock: Clock,
      legal: LegalDocumentSource,
    ) => new RegisterAccount(uow, hasher, tokens, composer, sites, clock, limiter, legal),
    [ACCOUNTS.UnitOfWork, ACCOUNTS.Hasher, ACCOUNTS.Tokens, ACCOUNTS.Limiter, MAIL.Composer, T.Sites, T.Clock, LEGAL_SOURCE],
  );
  bind(ACCOUNTS.VerifyEmail, (_a, sessions, uow, _h, _t, _l, _au, issuer, _c, _s, clock) => new VerifyEmail(uow, sessions, issuer, clock));
  bind(
    ACCOUNTS.LogIn,
    (accounts, sessions, _u, hasher, _t, limiter, audit, issuer) => new LogIn(accounts, sessions, hasher, limiter, issuer, audit),
  );
  bind(ACCOUNTS.LogOut, (_a, sessions, _u, _h, _t, _l, _au, issuer) => new LogOut(sessions, issuer));
  bind(
    ACCOUNTS.ValidateSession,
    (_a, sessions, _u, _h, _t, _l, _au, issuer, _c, _s, clock) => new ValidateSession(sessions, issuer, clock),
  );
  bind(
    ACCOUNTS.RequestPasswordReset,
    (accounts, _s, uow, _h, tokens, limiter, audit, _i, composer, sites, clock) =>
      new RequestPasswordReset(accounts, uow, tokens, limiter, composer, sites, audit, clock),
  );
  bind(
    ACCOUNTS.ResetPassword,
    (_a, _s, uow, hasher, tokens, _l, audit, _i, composer, sites, clock) =>
      new ResetPassword(uow, hasher, tokens, composer, sites, audit, clock),
  );
  bind(
    ACCOUNTS.ChangePassword,
    (accounts, _s, uow, hasher, _t, _l, audit, issuer, composer, sites) =>
      new ChangePassword(accounts, uow, hasher, issuer, composer, sites, audit),
  );
  bind(
    ACCOUNTS.ChangeEmail,
    (accounts, _s, uow, hasher, tokens, _l, _au, _i, composer, sites, clock) =>
      new ChangeEmail(accounts, uow, hasher, tokens, composer, sites, clock),
  );
  bind(
    ACCOUNTS.ResendVerification,
    (accounts, _s, uow, _h, tokens, limiter, _au, _i, composer, sites, clock) =>
      new ResendVerification(accounts, uow, tokens, limiter, composer, sites, clock),
  );
  bind(ACCOUNTS.StartMasquerade, (accounts, _s, uow, _h, _t, _l, audit, issuer) => new StartMasquerade(accounts, uow, issuer, audit));
  bind(ACCOUNTS.EndMasquerade, (accounts, _s, uow, _h, _t, _l, audit, issuer) => new EndMasquerade(accounts, uow, issuer, audit));
  void config;
}

/**
 * What the `/api/auth` server routes and the board's session code drive: the platform's account use cases
 * plus the CSRF service. Server-only, like the Board facade.
 */
export interface Accounts {
  readonly site: SiteConfig;
  readonly logger: Logger;
  readonly production: boolean;
  readonly csrf: CsrfTokens;
  /** The platform's read-only flag (with a database only): the account actions that write refuse while it is on. */
  readonly readOnly: Pick<ReadOnlyMode, 'isOn'> | null;
  readonly register: RegisterAccount;
  readonly verifyEmail: VerifyEmail;
  readonly logIn: LogIn;
  readonly logOut: LogOut;
  readonly validateSession: ValidateSession;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly resetPassword: ResetPassword;
  readonly changePassword: ChangePassword;
  readonly changeEmail: ChangeEmail;
  readonly resendVerification: ResendVerification;
  readonly startMasquerade: StartMasquerade;
  readonly endMasquerade: EndMasquerade;
  readonly getCurrentUser: GetCurrentUser;
}

export const accountsFrom = (c: Container, production = process.env.NODE_ENV === 'production'): Accounts => ({
  site: c.get(T.Site),
  logger: c.get(T.Logger),
  production,
  get csrf() {
    return c.get(ACCOUNTS.Csrf);
  },
  readOnly: c.isBound(CONFIG_ADMIN.ReadOnlyMode) ? c.get(CONFIG_ADMIN.ReadOnlyMode) : null,
  register: c.get(ACCOUNTS.RegisterAccount),
  verifyEmail: c.get(ACCOUNTS.VerifyEmail),
  logIn: c.get(ACCOUNTS.LogIn),
  logOut: c.get(ACCOUNTS.LogOut),
  validateSession: c.get(ACCOUNTS.ValidateSession),
  requestPasswordReset: c.get(ACCOUNTS.RequestPasswordReset),
  resetPassword: c.get(ACCOUNTS.ResetPassword),
  changePassword: c.get(ACCOUNTS.ChangePassword),
  changeEmail: c.get(ACCOUNTS.ChangeEmail),
  resendVerification: c.get(ACCOUNTS.ResendVerification),
  startMasquerade: c.get(ACCOUNTS.StartMasquerade),
  endMasquerade: c.get(ACCOUNTS.EndMasquerade),
  getCurrentUser: c.get(T.GetCurrentUser),
});

export const accountsFeature = defineFeature({
  name: 'accounts',
  bind: bindAccountsModule,
  board: (c) => ({
    /** The double-submit CSRF check every form endpoint runs; it needs AUTH_SECRET, not the platform. */
    get csrfGuard(): Pick<Accounts, 'csrf' | 'production'> {
      return { csrf: c.get(ACCOUNTS.Csrf), production: process.env.NODE_ENV === 'production' };
    },
    get accounts() {
      return accountsFrom(c);
    },
  }),
});
