import { hash } from '@node-rs/argon2';
import type pg from 'pg';
import { slugify } from '../../../domain/shared/slug';
import type { DatabaseLog } from '../database-log';
import type { FileStore } from '../../../application/platform/files/file-store.port';
import { seedApplicationSettings } from './demo-applications';
import { insertStaffHighlights } from './demo-highlights';
import { demoJobDetails, type DemoJobDetails } from './demo-job-details';
import { renderJobAdPdf } from './demo-job-pdf';
import { DEMO_ACCOUNTS, DEMO_APP_CONFIG, DEMO_BLOG_POSTS, DEMO_PASSWORD, RECRUITER_ORGANIZATION_INDEX } from './demo-extras';
import { generateDemoJobs, type DemoJob, type SeedOrganization, type SeedSite } from './demo-jobs';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import { insertDemoProducts } from './demo-products';
import { insertOrganizationDirectoryContent } from './seed-organization-directory';
import { DEMO_TERMS } from './demo-taxonomy';
import { Random } from './prng';
import { insertProfilesConsentsAndLandingPages } from './seed-profiles-and-pages';
import { insertTermGroups } from './seed-term-groups';

export interface SeedSummary {
  readonly jobs: number;
  readonly organizations: number;
  /** Demo sign-ins; the caller decides whether to print them. */
  readonly accounts: ReadonlyArray<{ email: string; password: string; role: string }>;
  /** Visible jobs per site right after seeding. */
  readonly jobsPerSite: Readonly<Record<string, number>>;
}

export interface SeedOptions {
  /** "Now" for publication and expiry dates; everything else is independent of it. */
  readonly now?: Date;
  readonly jobCount?: number;
  readonly seed?: number;
  /** Where the PDFs of demo file jobs go (the app's FileStore); without it file jobs have no file to serve. */
  readonly files?: Pick<FileStore, 'write'>;
}

const SEED_LOCK = 7_310_420_002;
const DEFAULT_SEED = 20_260_101;

/**
 * Fills an empty database with demo content: organizations, taxonomy, jobs on the configured sites,
 * path aliases, blog posts, app configuration and three demo accounts. Deterministic: the same seed
 * and `now` give the same rows. Does nothing (returns null) when there are jobs already; concurrent
 * starters are serialised by an advisory lock and the whole seed is one transaction.
 */
export async function seedDemoContent(
  pool: pg.Pool,
  sites: readonly SeedSite[],
  log: DatabaseLog,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const now = options.now ?? new Date();
  const random = new Random(options.seed ?? DEFAULT_SEED);
  for (const t of DEMO_TERMS) {
    if (slugify(t.de) !== t.key) throw new Error(`Demo term ${t.vocabulary}/${t.de}: key must be its German slug ${slugify(t.de)}`);
  }
  // Hashing is slow on purpose; do it before taking locks.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hash(DEMO_PASSWORD))); // Argon2id is the default algorithm

  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows: existing } = await client.query('select 1 from jobs limit 1');
    if (existing.length > 0) {
      await client.query('rollback');
      return null;
    }
    log.info('Seeding demo content');

    const termIds = await insertTerms(client);
    await insertTermGroups(client, termIds);
    const organizations = await insertOrganizations(client);
    const accounts = await insertAccounts(client, passwordHashes, organizations[RECRUITER_ORGANIZATION_INDEX]!.id);

    const { rows: maxJob } = await client.query<{ max: string | null }>('select max(id)::text as max from jobs');
    const jobs = generateDemoJobs({
      count: options.jobCount ?? 640,
      firstId: Number(maxJob[0]?.max ?? 0) + 1,
      organizations,
      sites,
      now,
      random,
    });
    await insertJobs(client, jobs, termIds);
    const websites = new Map(organizations.map((o) => [o.id, o.website]));
    const details = jobs.map((j) => demoJobDetails(j, options.seed ?? DEFAULT_SEED, (id) => websites.get(id) ?? 'https://www.example.org'));
    await insertJobDetails(client, details);
    await insertStaffHighlights(client, sites, now);
    await seedApplicationSettings(client, organizations[RECRUITER_ORGANIZATION_INDEX]!.id);
    if (options.files) await writeJobFiles(options.files, jobs, details, organizations);
    await insertAliases(client, jobs, organizations);
    await insertBlogAndConfig(client, sites, now);
    await insertProfilesConsentsAndLandingPages(client, organizations, sites, now);
    await insertDemoProducts(
      client,
      sites.map((s) => s.key),
    );
    await insertOrganizationDirectoryContent(
      client,
      sites.filter((s) => s.enabled).map((s) => s.key),
    );
    for (const table of ['users', 'organizations', 'terms', 'jobs', 'blog_posts']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
    }
    await client.query('commit');

    const perSite = Object.fromEntries(
      sites.filter((s) => s.enabled).map((s) => [s.key, jobs.filter((j) => isLive(j, now) && j.sites.includes(s.key)).length]),
    );
    const summary: SeedSummary = {
      jobs: jobs.length,
      organizations: organizations.length,
      accounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, role: a.role })),
      jobsPerSite: perSite,
    };
    log.info(`Seeded ${summary.jobs} jobs, ${summary.organizations} organizations, ${accounts} accounts`);
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const isLive = (j: DemoJob, now: Date) => j.state === 'published' && (j.expiresAt === null || j.expiresAt.getTime() > now.getTime());

async function insertTerms(client: pg.PoolClient): Promise<Map<string, string>> {
  const { rows } = await client.query<{ id: string; handle: string }>(
    `insert into terms (vocabulary, labels, aliases, weight)
     select v, l, a, w from unnest($1::text[], $2::jsonb[], $3::jsonb[], $4::int[]) as t(v, l, a, w)
     on conflict (vocabulary, (aliases ->> 'de')) do update set labels = excluded.labels, aliases = excluded.aliases
     returning id, vocabulary || ':' || (aliases ->> 'de') as handle`,
    [
      DEMO_TERMS.map((t) => t.vocabulary),
      DEMO_TERMS.map((t) => JSON.stringify({ de: t.de, 'en-GB': t.en, fr: t.fr })),
      DEMO_TERMS.map((t) => JSON.stringify({ de: slugify(t.de), 'en-GB': slugify(t.en), fr: slugify(t.fr) })),
      DEMO_TERMS.map((_, i) => i),
    ],
  );
  return new Map(rows.map((r) => [r.handle, r.id]));
}

async function insertOrganizations(client: pg.PoolClient): Promise<SeedOrganization[]> {
  const slugs = DEMO_ORGANIZATIONS.map((o) => slugify(o.name));
  const { rows } = await client.query<{ id: string; slug: string }>(
    `insert into organizations (name, slug, website, locality, country_code)
     select n, s, w, l, 'DE' from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as t(n, s, w, l, ord)
     order by ord
     on conflict (slug) do update set name = excluded.name
     returning id, slug`,
    [DEMO_ORGANIZATIONS.map((o) => o.name), slugs, slugs.map((s) => `https://www.${s}.example`), DEMO_ORGANIZATIONS.map((o) => o.locality)],
  );
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  return DEMO_ORGANIZATIONS.map((o, i) => ({
    id: ids.get(slugs[i]!)!,
    name: o.name,
    slug: slugs[i]!,
    industry: o.industry,
    locality: o.locality,
    website: `https://www.${slugs[i]}.example`,
  }));
}

async function insertAccounts(client: pg.PoolClient, hashes: readonly string[], recruiterOrgId: string): Promise<number> {
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, email_verified, approved)
       values ($1, $2, $3, $4, true, true)
       on conflict (lower(email)) do update set email_verified = true
       returning id`,
      [account.email, hashes[i], account.firstName, account.lastName],
    );
    const userId = rows[0]!.id;
    const target = account.role === 'recruiter' ? recruiterOrgId : (account.site ?? null);
    await client.query(
      `insert into user_roles (user_id, role, target_id) values ($1, $2, $3)
       on conflict (user_id, role, coalesce(target_id, '')) do nothing`,
      [userId, account.role, target],
    );
    if (account.role === 'recruiter') {
      await client.query('update organizations set owner_id = $1 where id = $2', [userId, recruiterOrgId]);
      await client.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [
        recruiterOrgId,
        userId,
      ]);
    }
  }
  return DEMO_ACCOUNTS.length;
}

async function insertJobs(client: pg.PoolClient, jobs: readonly DemoJob[], termIds: ReadonlyMap<string, string>): Promise<void> {
  const col = <T>(f: (j: DemoJob) => T) => jobs.map(f);
  await client.query(
    `insert into jobs (id, type, state, title, slug, description_html, link_url, organization_id, address_line1, locality, zip,
                       administrative_area, region, country_code, lat, lon, salary_min, salary_max, salary_currency, salary_unit,
                       featured, external, published_at, expires_at)
     select * from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[],
                          $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::float8[], $16::float8[],
                          $17::int[], $18::int[], $19::text[], $20::text[], $21::bool[], $22::bool[], $23::timestamptz[], $24::timestamptz[])`,
    [
      col((j) => j.id),
      col((j) => j.type),
      col((j) => j.state),
      col((j) => j.title),
      col((j) => j.slug),
      col((j) => j.descriptionHtml),
      col((j) => j.linkUrl),
      col((j) => j.organizationId),
      col((j) => j.addressLine1),
      col((j) => j.place.locality),
      col((j) => j.place.zip),
      col((j) => j.administrativeArea),
      col((j) => j.place.region),
      col(() => 'DE'),
      col((j) => j.lat),
      col((j) => j.lon),
      col((j) => j.salary?.min ?? null),
      col((j) => j.salary?.max ?? null),
      col((j) => (j.salary ? 'EUR' : null)),
      col((j) => j.salary?.unit ?? null),
      col((j) => j.featured),
      col((j) => j.external),
      col((j) => j.publishedAt?.toISOString() ?? null),
      col((j) => j.expiresAt?.toISOString() ?? null),
    ],
  );
  const siteRows = jobs.flatMap((j) => j.sites.map((site, position) => [j.id, site, position] as const));
  await client.query('insert into job_sites (job_id, site, position) select * from unnest($1::bigint[], $2::text[], $3::smallint[])', [
    siteRows.map((r) => r[0]),
    siteRows.map((r) => r[1]),
    siteRows.map((r) => r[2]),
  ]);
  const termRows = jobs.flatMap((j) =>
    j.terms.map((handle) => {
      const termId = termIds.get(handle);
      if (!termId) throw new Error(`Demo job ${j.id} uses unknown term ${handle}`);
      return [j.id, termId] as const;
    }),
  );
  await client.query('insert into job_terms (job_id, term_id) select * from unnest($1::bigint[], $2::bigint[]) on conflict do nothing', [
    termRows.map((r) => r[0]),
    termRows.map((r) => r[1]),
  ]);
}

/** The job page's columns (0005_job_details), set on the rows insertJobs wrote. */
async function insertJobDetails(client: pg.PoolClient, details: readonly DemoJobDetails[]): Promise<void> {
  const col = <T>(f: (d: DemoJobDetails) => T) => details.map(f);
  await client.query(
    `update jobs j set type = d.type, available_from = d.available_from, available_until = d.available_until, video_url = d.video_url,
            file_key = d.file_key, file_name = d.file_name, salary_text = d.salary_text, languages = d.languages,
            languages_text = d.languages_text, skills = array(select jsonb_array_elements_text(d.skills)), skills_text = d.skills_text,
            application_url = d.application_url, application_email = d.application_email
     from unnest($1::bigint[], $2::text[], $3::date[], $4::date[], $5::text[], $6::text[], $7::text[], $8::text[], $9::jsonb[],
                 $10::text[], $11::jsonb[], $12::text[], $13::text[], $14::text[])
          as d(id, type, available_from, available_until, video_url, file_key, file_name, salary_text, languages,
               languages_text, skills, skills_text, application_url, application_email)
     where j.id = d.id`,
    [
      col((d) => d.id),
      col((d) => d.type),
      col((d) => d.availableFrom),
      col((d) => d.availableUntil),
      col((d) => d.videoUrl),
      col((d) => d.fileKey),
      col((d) => d.fileName),
      col((d) => d.salaryText),
      col((d) => JSON.stringify(d.languages)),
      col((d) => d.languagesText),
      col((d) => JSON.stringify(d.skills)),
      col((d) => d.skillsText),
      col((d) => d.applicationUrl),
      col((d) => d.applicationEmail),
    ],
  );
}

/** A real PDF per demo file job, written to the file store under the job's file key. */
async function writeJobFiles(
  files: Pick<FileStore, 'write'>,
  jobs: readonly DemoJob[],
  details: readonly DemoJobDetails[],
  organizations: readonly SeedOrganization[],
): Promise<void> {
  for (const [i, d] of details.entries()) {
    if (!d.fileKey) continue;
    const job = jobs[i]!;
    const organization = organizations.find((o) => o.id === job.organizationId)?.name ?? '';
    const pdf = await renderJobAdPdf({
      title: job.title,
      organization,
      place: `${job.place.zip} ${job.place.locality}`,
      descriptionHtml: job.descriptionHtml,
      date: job.publishedAt ?? new Date(0),
    });
    await files.write(d.fileKey, pdf);
  }
}

async function insertAliases(client: pg.PoolClient, jobs: readonly DemoJob[], organizations: readonly SeedOrganization[]): Promise<void> {
  const rows: Array<{ path: string; type: string | null; id: string | null; redirect: string | null; code: number | null }> = [];
  for (const job of jobs) rows.push({ path: `/job/${job.slug}`, type: 'Job', id: String(job.id), redirect: null, code: null });
  for (const org of organizations)
    rows.push({ path: `/organization/${org.slug}`, type: 'OrganizationProfile', id: org.id, redirect: null, code: null });
  // Old addresses of a few jobs (links from before a title change) answer with a permanent redirect.
  for (const job of jobs.filter((j) => j.state === 'published').filter((_, i) => i % 40 === 0)) {
    rows.push({ path: `/stellenangebot/${job.id}`, type: null, id: null, redirect: `/job/${job.slug}`, code: 301 });
  }
  await client.query(
    `insert into path_aliases (site, language, path, target_type, target_id, redirect_to, redirect_code)
     select null, 'de', p, t, i, r, c from unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::smallint[]) as x(p, t, i, r, c)
     on conflict do nothing`,
    [rows.map((r) => r.path), rows.map((r) => r.type), rows.map((r) => r.id), rows.map((r) => r.redirect), rows.map((r) => r.code)],
  );
}

async function insertBlogAndConfig(client: pg.PoolClient, sites: readonly SeedSite[], now: Date): Promise<void> {
  const siteKeys = sites.filter((s) => s.enabled).map((s) => s.key);
  for (const post of DEMO_BLOG_POSTS) {
    await client.query(
      `insert into blog_posts (slug, title, teaser, body_html, tags, published_at, sites)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (slug) do nothing`,
      [post.slug, post.title, post.teaser, post.bodyHtml, post.tags, new Date(now.getTime() - post.daysAgo * 86_400_000), siteKeys],
    );
  }
  for (const entry of DEMO_APP_CONFIG) {
    await client.query(
      `insert into app_config (site, name, key, value) values ($1, $2, $3, $4)
       on conflict (coalesce(site, ''), key) do nothing`,
      [entry.site, entry.name, entry.key, entry.value],
    );
  }
}
