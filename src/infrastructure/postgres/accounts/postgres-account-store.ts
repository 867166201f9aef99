import type { AccountRecord, AccountStore, NewAccount } from '../../../application/platform/identity/account-store.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Role } from '../../../domain/identity/roles';
import { toRoles } from '../postgres-user-repository';
import type { Queryable } from './queryable';

interface Row {
  id: string;
  email: string;
  first_name: string;
  password_hash: string | null;
  email_verified: boolean;
  blocked: boolean;
  roles: Array<{ id: string; targetId: string | null }>;
}

const SELECT = `select u.id, u.email, u.first_name, u.password_hash, u.email_verified, u.blocked_at is not null as blocked,
  coalesce((select json_agg(json_build_object('id', r.role, 'targetId', r.target_id) order by r.role, r.target_id)
            from user_roles r where r.user_id = u.id), '[]') as roles
  from users u`;

const toRecord = (row: Row | undefined): AccountRecord | null =>
  row
    ? {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        passwordHash: row.password_hash,
        emailVerified: row.email_verified,
        roles: toRoles(row.roles),
        blocked: row.blocked,
      }
    : null;

export class PostgresAccountStore implements AccountStore {
  constructor(private readonly db: Queryable) {}

  async findByEmail(email: string): Promise<AccountRecord | null> {
    const { rows } = await this.db.query<Row>(`${SELECT} where lower(u.email) = lower($1)`, [email]);
    return toRecord(rows[0]);
  }

  async findById(id: string): Promise<AccountRecord | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(`${SELECT} where u.id = $1`, [id]);
    return toRecord(rows[0]);
  }

  async create(account: NewAccount): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, email_verified, approved, creation_source)
       values ($1, $2, $3, $4, false, true, $5)
       on conflict (lower(email)) do nothing
       returning id`,
      [account.email, account.passwordHash, account.firstName, account.lastName, account.creationSource],
    );
    return rows[0]?.id ?? null;
  }

  async addRole(userId: string, role: Role): Promise<void> {
    await this.db.query(
      `insert into user_roles (user_id, role, target_id) values ($1, $2, $3)
       on conflict (user_id, role, coalesce(target_id, '')) do nothing`,
      [userId, role.id, role.targetId],
    );
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
  }

  async markEmailVerified(userId: string, email: string): Promise<boolean> {
    const { rowCount } = await this.db.query('update users set email_verified = true where id = $1 and lower(email) = lower($2)', [
      userId,
      email,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async changeEmail(userId: string, email: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update users set email = $2, email_verified = true
       where id = $1 and not exists (select 1 from users o where lower(o.email) = lower($2) and o.id <> $1)`,
      [userId, email],
    );
    return (rowCount ?? 0) > 0;
  }
}
