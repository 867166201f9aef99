import type { Role } from '../../../domain/identity/roles';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  StaffUserDetail,
  StaffUserPage,
  StaffUserReader,
  StaffUserStore,
  StaffUserSummary,
} from '../../../application/platform/staff/users/staff-user-store.port';
import { toRoles } from '../postgres-user-repository';
import type { Queryable } from '../accounts/queryable';

interface Row {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified: boolean;
  blocked_at: Date | null;
  created_at: Date;
  sessions: number;
  roles: Array<{ id: string; targetId: string | null }>;
  total?: string;
}

const COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.email_verified, u.blocked_at, u.created_at,
  (select count(*)::int from sessions s where s.user_id = u.id and s.expires_at > now()) as sessions,
  coalesce((select json_agg(json_build_object('id', r.role, 'targetId', r.target_id) order by r.role, r.target_id)
            from user_roles r where r.user_id = u.id), '[]') as roles`;

const summaryOf = (row: Row): StaffUserSummary => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: toRoles(row.roles),
  blockedAt: row.blocked_at ? row.blocked_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
});
const detailOf = (row: Row): StaffUserDetail => ({ ...summaryOf(row), emailVerified: row.email_verified, sessions: row.sessions });

/** Escapes LIKE's wildcards: a search for `a_b` finds that text, not any character between a and b. */
const contains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The users section's reads on the pool and its writes on a transaction's client. */
export class PostgresStaffUsers implements StaffUserReader, StaffUserStore {
  constructor(private readonly db: Queryable) {}

  async search(text: string, page: { readonly offset: number; readonly limit: number }): Promise<StaffUserPage> {
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS}, count(*) over () as total
       from users u
       where $1 = '' or lower(u.email) like $2 or lower(u.first_name || ' ' || u.last_name) like $2
       order by (lower(u.email) = lower($1)) desc, u.id desc
       offset $3 limit $4`,
      [text, contains(text), page.offset, page.limit],
    );
    const total = rows[0]?.total ? Number(rows[0].total) : page.offset > 0 ? await this.count(text) : 0;
    return { users: rows.map(summaryOf), total };
  }

  /** The total when the page asked for lies beyond the last row (the window count came back empty). */
  private async count(text: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      `select count(*) as n from users u
       where $1 = '' or lower(u.email) like $2 or lower(u.first_name || ' ' || u.last_name) like $2`,
      [text, contains(text)],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async find(id: string): Promise<StaffUserDetail | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(`select ${COLUMNS} from users u where u.id = $1`, [id]);
    return rows[0] ? detailOf(rows[0]) : null;
  }

  async lock(id: string): Promise<StaffUserDetail | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(`select ${COLUMNS} from users u where u.id = $1 for update of u`, [id]);
    return rows[0] ? detailOf(rows[0]) : null;
  }

  async countActiveAdministrators(): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `select u.id from users u
       where u.blocked_at is null and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'administrator')
       for update of u`,
    );
    return rows.length;
  }

  async setBlocked(id: string, blocked: boolean): Promise<void> {
    await this.db.query(`update users set blocked_at = ${blocked ? 'now()' : 'null'} where id = $1`, [id]);
  }

  async addRole(id: string, role: Role): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `insert into user_roles (user_id, role, target_id) values ($1, $2, $3)
       on conflict (user_id, role, coalesce(target_id, '')) do nothing`,
      [id, role.id, role.targetId],
    );
    return (rowCount ?? 0) > 0;
  }

  async removeRole(id: string, role: Role): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `delete from user_roles where user_id = $1 and role = $2 and coalesce(target_id, '') = coalesce($3, '')`,
      [id, role.id, role.targetId],
    );
    return (rowCount ?? 0) > 0;
  }
}
