import type pg from 'pg';
import type { JobRepository, VisibleJobsQuery } from '../../application/platform/jobs/job-repository.port';
import type { Job, JobPage, JobState, JobType, SalaryUnit } from '../../domain/job/job';
import type { Term, Vocabulary } from '../../domain/job/taxonomy';
import type { Locale, Translated } from '../../domain/shared/locale';

interface JobRow {
  id: string;
  type: JobType;
  state: JobState;
  title: string;
  slug: string;
  description_html: string;
  link_url: string | null;
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  organization_logo_url: string | null;
  address_line1: string | null;
  locality: string;
  zip: string | null;
  administrative_area: string | null;
  country_code: string;
  lat: number | null;
  lon: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_unit: SalaryUnit | null;
  featured: boolean;
  external: boolean;
  published_at: Date | null;
  expires_at: Date | null;
  sites: string[] | null;
}

interface TermRow {
  job_id: string;
  id: string;
  vocabulary: Vocabulary;
  labels: Translated;
  aliases: Translated;
}

const JOB_COLUMNS = `
  j.id, j.type, j.state, j.title, j.slug, j.description_html, j.link_url,
  o.id as organization_id, o.name as organization_name, o.slug as organization_slug, o.logo_url as organization_logo_url,
  j.address_line1, j.locality, j.zip, j.administrative_area, j.country_code, j.lat, j.lon,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_unit, j.featured, j.external, j.published_at, j.expires_at,
  array(select s.site from job_sites s where s.job_id = j.id order by s.position, s.site) as sites`;

const VISIBLE = `
  from jobs j
  join job_sites js on js.job_id = j.id and js.site = $1
  where j.state = 'published'
    and (j.expires_at is null or j.expires_at > $2)
    and (not $3::boolean or j.featured)`;

/**
 * Jobs for visitors. Each call runs a fixed number of queries (count, page, terms of the page),
 * whatever the page size. Terms come back with every translation; `locale` is for callers that
 * want a single label (`translate`).
 */
export class PostgresJobRepository implements JobRepository {
  constructor(private readonly pool: pg.Pool) {}

  async listVisible(query: VisibleJobsQuery): Promise<JobPage> {
    const filter = [query.site, query.now, query.featuredOnly ?? false];
    const [count, page] = await Promise.all([
      this.pool.query<{ total: string }>(`select count(*) as total ${VISIBLE}`, filter),
      this.pool.query<JobRow>(
        `select ${JOB_COLUMNS}
         ${VISIBLE.replace('from jobs j', 'from jobs j join organizations o on o.id = j.organization_id')}
         order by j.published_at desc nulls last, j.id desc
         offset $4 limit $5`,
        [...filter, Math.max(0, query.range.first), Math.max(0, query.range.last)],
      ),
    ]);
    return { items: await this.withTerms(page.rows), total: Number(count.rows[0]?.total ?? 0) };
  }

  async findById(id: string, _locale: Locale): Promise<Job | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await this.pool.query<JobRow>(
      `select ${JOB_COLUMNS} from jobs j join organizations o on o.id = j.organization_id where j.id = $1`,
      [id],
    );
    const [job] = await this.withTerms(rows);
    return job ?? null;
  }

  async findByIds(ids: readonly string[], _locale: Locale): Promise<Job[]> {
    const valid = ids.filter((id) => /^\d{1,18}$/.test(id));
    if (valid.length === 0) return [];
    const { rows } = await this.pool.query<JobRow>(
      `select ${JOB_COLUMNS} from jobs j join organizations o on o.id = j.organization_id where j.id = any($1::bigint[])`,
      [valid],
    );
    return this.withTerms(rows);
  }

  /** One query for the terms of all jobs on the page (no per-job round trips). */
  private async withTerms(rows: readonly JobRow[]): Promise<Job[]> {
    if (rows.length === 0) return [];
    const { rows: terms } = await this.pool.query<TermRow>(
      `select jt.job_id, t.id, t.vocabulary, t.labels, t.aliases
       from job_terms jt join terms t on t.id = jt.term_id
       where jt.job_id = any($1::bigint[])
       order by t.weight, t.id`,
      [rows.map((r) => r.id)],
    );
    const byJob = new Map<string, Term[]>();
    for (const t of terms) {
      const list = byJob.get(t.job_id) ?? [];
      list.push({ id: t.id, vocabulary: t.vocabulary, label: t.labels, alias: t.aliases });
      byJob.set(t.job_id, list);
    }
    return rows.map((row) => toJob(row, byJob.get(row.id) ?? []));
  }
}

function toJob(row: JobRow, terms: readonly Term[]): Job {
  const of = (v: Vocabulary) => terms.filter((t) => t.vocabulary === v);
  const hasSalary = row.salary_unit !== null && (row.salary_min !== null || row.salary_max !== null);
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    title: row.title,
    slug: row.slug,
    descriptionHtml: row.description_html,
    linkUrl: row.link_url,
    organization: { id: row.organization_id, name: row.organization_name, slug: row.organization_slug, logoUrl: row.organization_logo_url },
    location: {
      countryCode: row.country_code,
      addressLine1: row.address_line1,
      locality: row.locality,
      zip: row.zip,
      administrativeArea: row.administrative_area,
      lat: row.lat,
      lon: row.lon,
    },
    employmentTypes: of('employmentType'),
    remoteOptions: of('remoteOptions'),
    industries: of('industry'),
    occupations: of('occupations'),
    yearsOfExperience: of('yearsOfExperience'),
    salary: hasSalary
      ? { min: row.salary_min, max: row.salary_max, currencyCode: row.salary_currency ?? 'EUR', unit: row.salary_unit! }
      : null,
    featured: row.featured,
    publishedAt: row.published_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    external: row.external,
    sites: row.sites ?? [],
  };
}
