import type pg from 'pg';
import type { JobFileLocator, StoredJobFile } from '../../application/platform/files/job-file-locator.port';
import type { JobRepository, VisibleJobsQuery } from '../../application/platform/jobs/job-repository.port';
import type { SimilarJobsQuery, SimilarJobsSource } from '../../application/platform/jobs/similar-jobs.port';
import { effectiveWorkflow, isApplicationWorkflow } from '../../domain/applications/application-settings';
import type { Job, JobPage, JobState, JobType, SalaryUnit } from '../../domain/job/job';
import { isLanguageCode, isLanguageLevel, type JobDetails, type LanguageRequirement } from '../../domain/job/job-details';
import type { Term, Vocabulary } from '../../domain/job/taxonomy';
import type { Locale } from '../../domain/shared/locale';
import { FacetLabelCache, type TermLabel } from './facet-label-cache';
import { isEntityId } from '../../domain/shared/entity-id';

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
  /** 0008: the job has its own logo (served at /job-logo/{id}), shown instead of the organization's. */
  has_job_logo?: boolean;
  organization_website: string | null;
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
  importer_id: string | null;
  published_at: Date | null;
  expires_at: Date | null;
  sites: string[] | null;
  // 0005_job_details
  available_from: string | null;
  available_until: string | null;
  video_url: string | null;
  file_name: string | null;
  salary_text: string | null;
  languages: unknown;
  languages_text: string | null;
  skills: string[] | null;
  skills_text: string | null;
  application_url: string | null;
  application_email: string | null;
  // 0009_applications
  application_workflow: string | null;
  /** The job's terms (labelled from the process's label cache). */
  term_ids: string[];
}

const JOB_COLUMNS = `
  j.id, j.type, j.state, j.title, j.slug, j.description_html, j.link_url,
  o.id as organization_id, o.name as organization_name, o.slug as organization_slug, o.logo_url as organization_logo_url, o.website as organization_website,
  j.address_line1, j.locality, j.zip, j.administrative_area, j.country_code, j.lat, j.lon,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_unit, j.featured, j.external, j.importer_id::text, j.published_at, j.expires_at,
  array(select s.site from job_sites s where s.job_id = j.id order by s.position, s.site) as sites,
  to_char(j.available_from, 'YYYY-MM-DD') as available_from, to_char(j.available_until, 'YYYY-MM-DD') as available_until,
  j.video_url, j.file_name, j.salary_text, j.languages, j.languages_text, j.skills, j.skills_text,
  j.application_url, j.application_email, j.application_workflow, j.logo_key is not null as has_job_logo,
  array(select jt.term_id::text from job_terms jt where jt.job_id = j.id) as term_ids`;

const VISIBLE = `
  from jobs j
  join job_sites js on js.job_id = j.id and js.site = $1
  where j.state = 'published'
    and (j.expires_at is null or j.expires_at > $2)
    and (not $3::boolean or j.featured)`;

/**
 * Jobs for visitors. Each call runs a fixed number of queries (count and page; the labels of terms the
 * process has not seen within LABEL_TTL_MS), whatever the page size. Terms come back with every
 * translation; `locale` is for callers that want a single label (`translate`).
 */
export class PostgresJobRepository implements JobRepository, SimilarJobsSource, JobFileLocator {
  constructor(
    private readonly pool: pg.Pool,
    private readonly labels: FacetLabelCache = new FacetLabelCache(pool),
  ) {}

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
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<JobRow>(
      `select ${JOB_COLUMNS} from jobs j join organizations o on o.id = j.organization_id where j.id = $1`,
      [id],
    );
    const [job] = await this.withTerms(rows);
    return job ?? null;
  }

  /**
   * Visible jobs on the site that share an occupation or industry with the job: same occupation before
   * same industry only, then nearest (great-circle distance; jobs without coordinates last), then newest.
   */
  async listSimilar(query: SimilarJobsQuery): Promise<Job[]> {
    if (!isEntityId(query.jobId)) return [];
    const { rows } = await this.pool.query<JobRow>(
      `with me as (select lat, lon from jobs where id = $1),
            mine as (select jt.term_id, t.vocabulary from job_terms jt join terms t on t.id = jt.term_id
                     where jt.job_id = $1 and t.vocabulary in ('occupations', 'industry'))
       select ${JOB_COLUMNS}
       from jobs j
       join organizations o on o.id = j.organization_id
       join job_sites js on js.job_id = j.id and js.site = $2
       cross join me
       where j.state = 'published'
         and (j.expires_at is null or j.expires_at > $3)
         and j.id <> $1
         and exists (select 1 from job_terms x join mine m on m.term_id = x.term_id where x.job_id = j.id)
       order by
         exists (select 1 from job_terms x join mine m on m.term_id = x.term_id and m.vocabulary = 'occupations' where x.job_id = j.id) desc,
         case when j.lat is null or me.lat is null then null
              else earth_distance(ll_to_earth(j.lat, j.lon), ll_to_earth(me.lat, me.lon)) end asc nulls last,
         j.published_at desc nulls last, j.id desc
       limit $4`,
      [query.jobId, query.site, query.now, Math.max(0, Math.trunc(query.limit))],
    );
    return this.withTerms(rows);
  }

  async findByIds(ids: readonly string[], _locale: Locale): Promise<Job[]> {
    const valid = ids.filter(isEntityId);
    if (valid.length === 0) return [];
    const { rows } = await this.pool.query<JobRow>(
      `select ${JOB_COLUMNS} from jobs j join organizations o on o.id = j.organization_id where j.id = any($1::bigint[])`,
      [valid],
    );
    return this.withTerms(rows);
  }

  async fileOf(jobId: string): Promise<StoredJobFile | null> {
    if (!isEntityId(jobId)) return null;
    const { rows } = await this.pool.query<{ file_key: string; file_name: string }>(
      'select file_key, file_name from jobs where id = $1 and file_key is not null and file_name is not null',
      [jobId],
    );
    const row = rows[0];
    return row ? { key: row.file_key, name: row.file_name } : null;
  }

  /**
   * The rows' terms labelled from the process's label cache: a page of jobs is one statement (a search
   * page waits for it after the index answers). A job's term ids are read with it, fresh; a
   * relabelled term shows within LABEL_TTL_MS, as in the facets.
   */
  private async withTerms(rows: readonly JobRow[]): Promise<Job[]> {
    if (rows.length === 0) return [];
    const labels = await this.labels.termLabels([...new Set(rows.flatMap((row) => row.term_ids))]);
    return rows.map((row) => toJob(row, labelledTerms(row.term_ids, labels)));
  }
}

/** A job's terms by weight, then id; ids without a term are skipped. */
function labelledTerms(ids: readonly string[], labels: ReadonlyMap<string, TermLabel>): Term[] {
  return ids
    .flatMap((id) => {
      const term = labels.get(id);
      return term ? [term] : [];
    })
    .sort((a, b) => a.weight - b.weight || Number(a.id) - Number(b.id))
    .map((t) => ({ id: t.id, vocabulary: t.vocabulary as Vocabulary, label: t.labels, alias: t.aliases }));
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
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      slug: row.organization_slug,
      logoUrl: row.has_job_logo ? `/job-logo/${row.id}` : row.organization_logo_url,
      website: row.organization_website,
    },
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
    importerId: row.importer_id,
    sites: row.sites ?? [],
    details: toDetails(row, of),
  };
}

function toDetails(row: JobRow, of: (v: Vocabulary) => Term[]): JobDetails {
  const availability = row.available_from || row.available_until ? { from: row.available_from, until: row.available_until } : null;
  return {
    availability,
    videoUrl: row.video_url,
    file: row.type === 'job_per_file' && row.file_name ? { name: row.file_name } : null,
    salaryText: row.salary_text,
    fieldsOfStudy: of('fieldsOfStudy'),
    degreeLevels: of('degreeLevel'),
    languages: languagesOf(row.languages),
    languagesText: row.languages_text,
    skills: row.skills ?? [],
    skillsText: row.skills_text,
    application: {
      url: row.application_url,
      email: row.application_email,
      workflow: effectiveWorkflow(
        { workflow: isApplicationWorkflow(row.application_workflow) ? row.application_workflow : null },
        { url: row.application_url, email: row.application_email },
      ),
    },
  };
}

/** The jsonb column as written by anyone: entries that are not a valid requirement are skipped. */
function languagesOf(raw: unknown): LanguageRequirement[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const e = entry as { code?: unknown; level?: unknown } | null;
    if (!e || !isLanguageCode(e.code)) return [];
    return [{ code: e.code, level: isLanguageLevel(e.level) ? e.level : null }];
  });
}
