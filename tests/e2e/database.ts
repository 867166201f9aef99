import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The terms versions the sites show today (each site's own terms folder, else sites/_shared): a journey
 * that stores a user's terms acceptance stores these (`accepted_terms_versions`), else the terms dialog
 * asks that user on every page, since an acceptance counts only for the versions it names.
 */
export const TERMS_VERSIONS: readonly string[] = (() => {
  const today = new Date().toISOString().slice(0, 10);
  const folders = readdirSync('sites', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join('sites', d.name, 'legal', 'terms'))
    .filter((folder) => existsSync(folder));
  const versions = new Set<string>();
  for (const folder of folders) {
    const dates = readdirSync(folder)
      .map((name) => /^(\d{4}-\d{2}-\d{2})\./.exec(name)?.[1])
      .filter((d): d is string => d !== undefined && d <= today)
      .sort();
    if (dates.length > 0) versions.add(dates.at(-1)!);
  }
  return [...versions];
})();
