import type pg from 'pg';
import type { FeedJobRecord, FeedJobSource, FeedJobsQuery } from '../../../application/platform/feeds/feed-job-source.port';
import type { SalaryUnit } from '../../../domain/job/job';

interface FeedJobRow {
  id: string;
  title: string;
  slug: string;
  organization_name: string;
  locality: string;
  administrative_area: string | null;
  zip: string | null;
  country_code: string;
  description_html: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_unit: SalaryUnit | null;
  published_at: Date | null;
  expires_at: Date | null;
  employment_types: string[];
}

/**
 * One statement per feed, whatever its size: the visibility rule of the visitor listing
 * (postgres-job-repository.ts), the search as "every word occurs in title, organization or city"
 * (lower-cased on both sides, `strpos` so `%` and `_` in a word mean themselves), the employment
 * types as an array subquery instead of a query per job.
 */
const FEED_SQL = `
  select j.id, j.title, j.slug, o.name as organization_name, j.locality, j.administrative_area, j.zip, j.country_code,
         j.description_html, j.salary_min, j.salary_max, j.salary_currency, j.salary_unit, j.published_at, j.expires_at,
         array(select t.aliases ->> 'de' from job_terms jt join terms t on t.id = jt.term_id
               where jt.job_id = j.id and t.vocabulary = 'employmentType' order by t.weight, t.id) as employment_types
  from jobs j
  join job_sites js on js.job_id = j.id and js.site = $1
  join organizations o on o.id = j.organization_id
  where j.state = 'published'
    and (j.expires_at is null or j.expires_at > $2)
    and not exists (
      select 1 from unnest($3::text[]) as w(word)
      where strpos(lower(j.title || ' ' || o.name || ' ' || j.locality), w.word) = 0)
  order by j.published_at desc nulls last, j.id desc
  limit $4`;

export class PostgresFeedJobSource implements FeedJobSource {
  constructor(private readonly pool: pg.Pool) {}

  async listFeedJobs(query: FeedJobsQuery): Promise<readonly FeedJobRecord[]> {
    const { rows } = await this.pool.query<FeedJobRow>(FEED_SQL, [query.site, query.now, query.words, Math.max(0, query.limit)]);
    return rows.map(toRecord);
  }
}

function toRecord(row: FeedJobRow): FeedJobRecord {
  const hasSalary = row.salary_unit !== null && (row.salary_min !== null || row.salary_max !== null);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    organizationName: row.organization_name,
    locality: row.locality,
    administrativeArea: row.administrative_area,
    zip: row.zip,
    countryCode: row.country_code,
    descriptionHtml: row.description_html,
    salary: hasSalary
      ? { min: row.salary_min, max: row.salary_max, currencyCode: row.salary_currency ?? 'EUR', unit: row.salary_unit! }
      : null,
    employmentTypes: row.employment_types,
    publishedAt: row.published_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}
