import type pg from 'pg';
import type { ReadOnlyMode } from '../../../src/application/platform/config-admin/config-admin-repository.port';
import { READ_ONLY_KEY } from '../../../src/domain/site/app-config-rules';
import { slugify } from '../../../src/domain/shared/slug';

/** Object Mothers for rows: sensible defaults, override what the test is about. */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function insertUser(
  pool: pg.Pool,
  row: {
    email?: string;
    firstName?: string;
    lastName?: string;
    emailVerified?: boolean;
    approved?: boolean;
    roles?: Array<[string, string | null]>;
  } = {},
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, approved)
     values ($1, 'x', $2, $3, $4, $5) returning id`,
    [
      row.email ?? `user-${unique()}@example.test`,
      row.firstName ?? 'Erika',
      row.lastName ?? 'Muster',
      row.emailVerified ?? true,
      row.approved ?? true,
    ],
  );
  const id = rows[0]!.id;
  for (const [role, target] of row.roles ?? []) {
    await pool.query('insert into user_roles (user_id, role, target_id) values ($1, $2, $3)', [id, role, target]);
  }
  return id;
}

export async function insertOrganization(
  pool: pg.Pool,
  row: { name?: string; ownerId?: string | null; logoUrl?: string | null } = {},
): Promise<string> {
  const name = row.name ?? `Muster GmbH ${unique()}`;
  const { rows } = await pool.query<{ id: string }>(
    'insert into organizations (name, slug, owner_id, logo_url, locality) values ($1, $2, $3, $4, $5) returning id',
    [name, slugify(name), row.ownerId ?? null, row.logoUrl ?? null, 'Stuttgart'],
  );
  return rows[0]!.id;
}

export async function insertTerm(pool: pg.Pool, vocabulary: string, labels: Record<string, string>): Promise<string> {
  const aliases = Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, slugify(v)]));
  const { rows } = await pool.query<{ id: string }>('insert into terms (vocabulary, labels, aliases) values ($1, $2, $3) returning id', [
    vocabulary,
    JSON.stringify(labels),
    JSON.stringify(aliases),
  ]);
  return rows[0]!.id;
}

export interface JobFixture {
  organizationId: string;
  title?: string;
  state?: string;
  type?: string;
  featured?: boolean;
  publishedAt?: Date | null;
  expiresAt?: Date | null;
  sites?: string[];
  termIds?: string[];
  salary?: { min: number; max: number; unit: string } | null;
  linkUrl?: string | null;
}

export async function insertJob(pool: pg.Pool, job: JobFixture): Promise<string> {
  const title = job.title ?? `Softwareentwickler (m/w/d) ${unique()}`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into jobs (type, state, title, slug, description_html, link_url, organization_id, address_line1, locality, zip,
                       administrative_area, region, lat, lon, salary_min, salary_max, salary_currency, salary_unit,
                       featured, external, published_at, expires_at)
     values ($1, $2, $3, 'pending', '<p>Text</p>', $4, $5, 'Königstraße 1', 'Stuttgart', '70173',
             'Baden-Württemberg', 'BW', 48.7758, 9.1829, $6, $7, $8, $9, $10, $11, $12, $13)
     returning id`,
    [
      job.type ?? 'job_per_template',
      job.state ?? 'published',
      title,
      job.linkUrl ?? null,
      job.organizationId,
      job.salary?.min ?? null,
      job.salary?.max ?? null,
      job.salary ? 'EUR' : null,
      job.salary?.unit ?? null,
      job.featured ?? false,
      job.type === 'job_per_link',
      job.publishedAt === undefined ? new Date() : job.publishedAt,
      job.expiresAt === undefined ? null : job.expiresAt,
    ],
  );
  const id = rows[0]!.id;
  await pool.query('update jobs set slug = $2 where id = $1', [id, `${slugify(title)}-${id}`]);
  for (const [position, site] of (job.sites ?? ['default']).entries()) {
    await pool.query('insert into job_sites (job_id, site, position) values ($1, $2, $3)', [id, site, position]);
  }
  for (const termId of job.termIds ?? []) await pool.query('insert into job_terms (job_id, term_id) values ($1, $2)', [id, termId]);
  return id;
}

export const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000);

/** Switches the platform's read-only mode the way the staff console does: the stored flag, then the workers told. */
export async function setReadOnlyMode(pool: pg.Pool, mode: ReadOnlyMode, on: boolean): Promise<void> {
  await pool.query(
    `insert into app_config (site, name, key, value) values (null, 'Read-only mode', $1, $2)
     on conflict (coalesce(site, ''), key) do update set value = excluded.value`,
    [READ_ONLY_KEY, String(on)],
  );
  mode.changed(on);
}
