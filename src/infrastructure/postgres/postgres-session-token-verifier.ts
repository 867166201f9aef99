import type pg from 'pg';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { ANONYMOUS, type Actor } from '../../domain/identity/actor';
import { CLOCK_TOLERANCE_MS } from '../../domain/identity/session-policy';
import { toRoles } from './postgres-user-repository';
import { hashSessionToken } from './session-token';

const MAX_TOKEN_LENGTH = 512;

/**
 * Session tokens (the board's Bearer): looked up by their SHA-256 among unexpired sessions; anything else
 * is anonymous. Renewal and clean-up are ValidateSession's job (the board's cookie side).
 */
export class PostgresSessionTokenVerifier implements TokenVerifier {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async verify(token: string): Promise<Actor> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return ANONYMOUS;
    const { rows } = await this.pool.query<{
      user_id: string;
      masqueraded_by: string | null;
      roles: Array<{ id: string; targetId: string | null }>;
    }>(
      `select s.user_id, s.masqueraded_by,
         coalesce((select json_agg(json_build_object('id', r.role, 'targetId', r.target_id) order by r.role, r.target_id)
                   from user_roles r where r.user_id = s.user_id), '[]') as roles
       from sessions s
       where s.id = $1 and s.expires_at > $2`,
      // 15 s clock tolerance where tokens are compared in time.
      [hashSessionToken(token), new Date(this.now().getTime() - CLOCK_TOLERANCE_MS)],
    );
    const row = rows[0];
    if (!row) return ANONYMOUS;
    const actor: Actor = { kind: 'user', userId: row.user_id, roles: toRoles(row.roles) };
    return row.masqueraded_by ? { ...actor, masqueradedBy: row.masqueraded_by } : actor;
  }
}
