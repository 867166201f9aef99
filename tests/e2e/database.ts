import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The journeys' own database (playwright.config.ts starts it on E2E_PG_PORT with the demo content): for
 * facts a journey cannot create through the UI yet, such as a signed-in session before the accounts
 * pages exist. Same credentials and database name as the embedded server of `npm start`.
 */
export function e2eDatabase(): pg.Pool {
  const port = process.env.E2E_PG_PORT ?? '54359';
  return new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/jobboard`, max: 2 });
}

/** Signs a user in the way the accounts slice will: a `sessions` row holding the SHA-256 of a fresh token. */
export async function sessionFor(pool: pg.Pool, email: string): Promise<{ token: string; userId: string }> {
  const { rows } = await pool.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]);
  if (!rows[0]) throw new Error(`no demo user ${email}`);
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token, 'utf8').digest('hex');
  await pool.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [id, rows[0].id]);
  return { token, userId: rows[0].id };
}
