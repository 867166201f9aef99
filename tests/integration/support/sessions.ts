import type pg from 'pg';
import { hashSessionToken, newSessionToken } from '../../../src/infrastructure/postgres/session-token';

/** A live session for a user (as the accounts slice would create at sign-in); returns the raw token. */
export async function signIn(pool: pg.Pool, email: string, lifetimeMs = 3_600_000): Promise<{ token: string; userId: string }> {
  const { rows } = await pool.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  const token = newSessionToken();
  await pool.query('insert into sessions (id, user_id, expires_at) values ($1, $2, $3)', [
    hashSessionToken(token),
    rows[0].id,
    new Date(Date.now() + lifetimeMs),
  ]);
  return { token, userId: rows[0].id };
}
