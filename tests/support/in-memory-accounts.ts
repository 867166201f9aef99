import type { AccountRecord, AccountStore, NewAccount } from '../../src/application/platform/identity/account-store.port';
import type { AccountTokenStore, IssuedAccountToken } from '../../src/application/platform/identity/account-token-store.port';
import type { AccountTransaction, AccountUnitOfWork } from '../../src/application/platform/identity/account-unit-of-work.port';
import type { AuditEvent, AuditLog } from '../../src/application/platform/identity/audit-log.port';
import type { PasswordHasher } from '../../src/application/platform/identity/password-hasher.port';
import type { RateLimiter } from '../../src/application/platform/identity/rate-limiter.port';
import type { SecretTokens } from '../../src/application/platform/identity/secret-tokens.port';
import type { SessionStore, StoredSession } from '../../src/application/platform/identity/session-store.port';
import type { MailComposer } from '../../src/application/platform/mail/mail-composer.port';
import type { MailOutbox } from '../../src/application/platform/mail/mail-outbox.port';
import type { StaffActionEntry } from '../../src/application/platform/staff/staff-action-log.port';
import type { AccountTokenPurpose } from '../../src/domain/identity/account-tokens';
import { RATE_LIMITS, type RateLimitBucket } from '../../src/domain/identity/rate-limits';
import type { Role } from '../../src/domain/identity/roles';
import type { MailTemplate, OutgoingMail } from '../../src/domain/mail/mail';
import type { Locale } from '../../src/domain/shared/locale';

/**
 * In-memory stand-ins for the account ports. One `AccountWorld` holds the state; its unit of work copies
 * the state before the work and puts it back when the work throws, like a rolled-back transaction.
 */
interface UserRow extends AccountRecord {
  lastName: string;
  creationSource: string | null;
}
interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  masqueradedBy: string | null;
}
export interface Organization {
  id: string;
  name: string;
  ownerId: string;
}

export class AccountWorld {
  users = new Map<string, UserRow>();
  sessions = new Map<string, SessionRow>();
  tokens = new Map<string, IssuedAccountToken>();
  organizations: Organization[] = [];
  outbox: OutgoingMail[] = [];
  /** Terms acceptances recorded at registration. */
  termsAcceptances: Array<{ userId: string; mail: string; site: string; at: Date; termsVersion: string | null }> = [];
  audit: AuditEvent[] = [];
  /** Staff actions logged in a transaction (rolled back with it). */
  staffActions: StaffActionEntry[] = [];
  private nextId = 100;

  newId(): string {
    return String(this.nextId++);
  }

  addUser(row: { email: string; passwordHash?: string | null; roles?: Role[]; emailVerified?: boolean; firstName?: string }): string {
    const id = this.newId();
    this.users.set(id, {
      id,
      email: row.email,
      firstName: row.firstName ?? 'Erika',
      lastName: 'Muster',
      passwordHash: row.passwordHash === undefined ? 'hash:secret-password' : row.passwordHash,
      emailVerified: row.emailVerified ?? true,
      roles: row.roles ?? [{ id: 'applicant', targetId: null }],
      creationSource: null,
    });
    return id;
  }

  snapshot() {
    return {
      users: new Map([...this.users].map(([k, v]) => [k, { ...v, roles: [...v.roles] }])),
      sessions: new Map([...this.sessions].map(([k, v]) => [k, { ...v }])),
      tokens: new Map(this.tokens),
      organizations: [...this.organizations],
      outbox: [...this.outbox],
      termsAcceptances: [...this.termsAcceptances],
      staffActions: [...this.staffActions],
    };
  }

  restore(s: ReturnType<AccountWorld['snapshot']>): void {
    Object.assign(this, s);
  }

  readonly accounts: AccountStore = {
    findByEmail: async (email) => this.record([...this.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase())),
    findById: async (id) => this.record(this.users.get(id)),
    create: async (a: NewAccount) => {
      if ([...this.users.values()].some((u) => u.email.toLowerCase() === a.email.toLowerCase())) return null;
      const id = this.newId();
      this.users.set(id, {
        id,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: a.passwordHash,
        emailVerified: false,
        roles: [],
        creationSource: a.creationSource,
      });
      return id;
    },
    addRole: async (userId, role) => {
      const u = this.users.get(userId)!;
      this.users.set(userId, { ...u, roles: [...u.roles, role] });
    },
    setPasswordHash: async (userId, passwordHash) => {
      const u = this.users.get(userId)!;
      this.users.set(userId, { ...u, passwordHash });
    },
    markEmailVerified: async (userId, email) => {
      const u = this.users.get(userId);
      if (!u || u.email.toLowerCase() !== email.toLowerCase()) return false;
      this.users.set(userId, { ...u, emailVerified: true });
      return true;
    },
    changeEmail: async (userId, email) => {
      if ([...this.users.values()].some((u) => u.id !== userId && u.email.toLowerCase() === email.toLowerCase())) return false;
      const u = this.users.get(userId)!;
      this.users.set(userId, { ...u, email, emailVerified: true });
      return true;
    },
  };

  private record(u: UserRow | undefined): AccountRecord | null {
    return u
      ? { id: u.id, email: u.email, firstName: u.firstName, passwordHash: u.passwordHash, emailVerified: u.emailVerified, roles: u.roles }
      : null;
  }

  readonly sessionStore: SessionStore = {
    create: async (s) => void this.sessions.set(s.id, { ...s }),
    find: async (id): Promise<StoredSession | null> => {
      const s = this.sessions.get(id);
      const u = s && this.users.get(s.userId);
      return s && u ? { ...s, roles: u.roles } : null;
    },
    setExpiry: async (id, expiresAt) => {
      const s = this.sessions.get(id);
      if (s) this.sessions.set(id, { ...s, expiresAt });
    },
    delete: async (id) => void this.sessions.delete(id),
    deleteAllOfUser: async (userId) => {
      for (const [id, s] of this.sessions) if (s.userId === userId) this.sessions.delete(id);
    },
  };

  readonly tokenStore: AccountTokenStore = {
    issue: async (t) => {
      await this.tokenStore.revokeAll(t.userId, t.purpose);
      this.tokens.set(t.hash, t);
    },
    consume: async (hash, purpose: AccountTokenPurpose) => {
      const t = this.tokens.get(hash);
      if (!t || t.purpose !== purpose) return null;
      this.tokens.delete(hash);
      return t;
    },
    revokeAll: async (userId, purpose) => {
      for (const [h, t] of this.tokens) if (t.userId === userId && t.purpose === purpose) this.tokens.delete(h);
    },
  };

  readonly mailOutbox: MailOutbox = { enqueue: async (m) => void this.outbox.push(m) };

  readonly uow: AccountUnitOfWork = {
    run: async <T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T> => {
      const before = this.snapshot();
      try {
        return await work({
          accounts: this.accounts,
          sessions: this.sessionStore,
          tokens: this.tokenStore,
          outbox: this.mailOutbox,
          staffLog: { record: async (e) => void this.staffActions.push(e) },
          consents: { recordTermsAcceptance: async (c) => void this.termsAcceptances.push(c) },
          organizations: {
            createOwned: async ({ name, ownerId }) => {
              const id = this.newId();
              this.organizations.push({ id, name, ownerId });
              return id;
            },
          },
        });
      } catch (error) {
        this.restore(before);
        throw error;
      }
    },
  };

  readonly auditLog: AuditLog = { record: (e) => void this.audit.push(e) };
}

/** Readable fake hashes: `hash:<password>`. */
export const fakeHasher: PasswordHasher = {
  hash: async (p) => `hash:${p}`,
  verify: async (h, p) => h === `hash:${p}`,
};

/** Tokens `t1`, `t2`, … and hashes `h(t1)`, so tests can follow a token from mail to store. */
export function fakeTokens(): SecretTokens & { issued: string[] } {
  const issued: string[] = [];
  return {
    issued,
    newToken: () => {
      const t = `t${issued.length + 1}`;
      issued.push(t);
      return t;
    },
    hash: (t) => `h(${t})`,
  };
}

/** Counts points per bucket and key against the real limits of domain/identity/rate-limits.ts. */
export function fakeLimiter(): RateLimiter & { used: Map<string, number> } {
  const used = new Map<string, number>();
  const k = (b: RateLimitBucket, key: string) => `${b}:${key}`;
  return {
    used,
    isBlocked: async (b, key) => (used.get(k(b, key)) ?? 0) >= RATE_LIMITS[b].points,
    consume: async (b, key) => {
      const n = (used.get(k(b, key)) ?? 0) + 1;
      used.set(k(b, key), n);
      return n <= RATE_LIMITS[b].points;
    },
    reset: async (b, key) => void used.delete(k(b, key)),
  };
}

/** Mails whose text is the template as JSON, so tests can read links back. */
export const fakeComposer: MailComposer = {
  compose: (to: string, template: MailTemplate, locale: Locale): OutgoingMail => ({
    to,
    subject: `${template.kind} (${locale})`,
    text: JSON.stringify(template),
    html: '',
  }),
};

export const templateOf = (mail: OutgoingMail): MailTemplate => JSON.parse(mail.text) as MailTemplate;
