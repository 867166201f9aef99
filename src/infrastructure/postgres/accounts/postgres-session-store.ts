import type { SessionStore, StoredSession } from '../../../application/platform/identity/session-store.port';
import { toRoles } from '../postgres-user-repository';
import type { Queryable } from './queryable';

const SESSION_ID = /^[0-9a-f]{64}$/;

/** Sessions by the SHA-256 of their token (Lucia's model); the roles are read fresh on every lookup, a blocked account has none. */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly db: Queryable) {}

  async create(session: { id: string; userId: string; expiresAt: Date; masqueradedBy: string | null }): Promise<void> {
    await this.db.query('insert into sessions (id, user_id, expires_at, masqueraded_by) values ($1, $2, $3, $4)', [
      session.id,
      session.userId,
      session.expiresAt,
      session.masqueradedBy,
    ]);
  }

  async find(id: string): Promise<StoredSession | null> {
    if (!SESSION_ID.test(id)) return null;
    const { rows } = await this.db.query<{
      id: string;
      user_id: string;
      expires_at: Date;
      masqueraded_by: string | null;
      roles: Array<{ id: string; targetId: string | null }>;
      is_new_via_social: boolean;
    }>(
      `select s.id, s.user_id, s.expires_at, s.masqueraded_by,
         coalesce((select u.is_new_via_social from users u where u.id = s.user_id), false) as is_new_via_social,
         coalesce((select json_agg(json_build_object('id', r.role, 'targetId', r.target_id) order by r.role, r.target_id)
                   from user_roles r where r.user_id = s.user_id), '[]') as roles
       from sessions s
       -- A blocked account's sessions are not honoured, whichever way they were issued (password, social, link).
       where s.id = $1 and not exists (select 1 from users b where b.id = s.user_id and b.blocked_at is not null)`,
      [id],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          userId: row.user_id,
          expiresAt: row.expires_at,
          masqueradedBy: row.masqueraded_by,
          roles: toRoles(row.roles),
          isNewUserViaSocial: row.is_new_via_social,
        }
      : null;
  }

  async setExpiry(id: string, expiresAt: Date): Promise<void> {
    await this.db.query('update sessions set expires_at = $2 where id = $1', [id, expiresAt]);
  }

  async delete(id: string): Promise<void> {
    if (SESSION_ID.test(id)) await this.db.query('delete from sessions where id = $1', [id]);
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.db.query('delete from sessions where user_id = $1', [userId]);
  }
}
