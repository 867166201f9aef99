import type pg from 'pg';
import type {
  JobPostingRepository,
  JobPostingWrite,
  JobStateChange,
  ManagedJobRow,
  ManagedJobsQuery,
} from '../../../application/platform/job-posting/job-posting-repository.port';
import type { JobState, JobType, SalaryUnit } from '../../../domain/job/job';
import { isLanguageCode, isLanguageLevel, type LanguageRequirement } from '../../../domain/job/job-details';
import { JOB_DURATIONS_DAYS, type ApplicationWorkflow, type JobDurationDays, type JobPosting } from '../../../domain/job/job-posting';
import { VOCABULARIES, type Term, type Vocabulary } from '../../../domain/job/taxonomy';
import type { Translated } from '../../../domain/shared/locale';
import { inTransaction } from '../in-transaction';
import { isEntityId } from '../../../domain/shared/entity-id';

interface PostingRow {
  id: string;
  type: JobType;
  state: JobState;
  title: string;
  slug: string;
  description_html: string;
  link_url: string | null;
  organization_id: string;
  organization_name: string;
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
  salary_text: string | null;
  available_from: string | null;
  available_until: string | null;
  video_url: string | null;
  file_name: string | null;
  logo_key: string | null;
  languages: unknown;
  languages_text: string | null;
  skills: string[];
  skills_text: string | null;
  expires_at: Date | null;
  duration_days: number;
  application_workflow: ApplicationWorkflow | null;
  application_emails: string[];
  application_url: string | null;
  application_require_cv: boolean;
  application_require_cover_letter: boolean;
  application_require_questions: boolean;
  application_questions: unknown;
  external: boolean;
  published_at: Date | null;
  publish_at: Date | null;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  term_ids: string[];
  sites: string[];
  total?: string;
}

const SELECT = `
  select j.id::text, j.type, j.state, j.title, j.slug, j.description_html, j.link_url, j.organization_id::text, o.name as organization_name,
         j.address_line1, j.locality, j.zip, j.administrative_area, trim(j.country_code) as country_code, j.lat, j.lon,
         j.salary_min, j.salary_max, trim(j.salary_currency) as salary_currency, j.salary_unit, j.salary_text,
         to_char(j.available_from, 'YYYY-MM-DD') as available_from, to_char(j.available_until, 'YYYY-MM-DD') as available_until,
         j.video_url, j.file_name, j.logo_key, j.languages, j.languages_text, j.skills, j.skills_text, j.expires_at, j.duration_days,
         j.application_workflow, j.application_emails, j.application_url, j.application_require_cv, j.application_require_cover_letter,
         j.application_require_questions, j.application_questions, j.external, j.published_at, j.publish_at, j.rejection_reason,
         j.created_at, j.updated_at,
         array(select jt.term_id::text from job_terms jt where jt.job_id = j.id order by jt.term_id) as term_ids,
         array(select s.site from job_sites s where s.job_id = j.id order by s.position, s.site) as sites`;

const FROM = 'from jobs j join organizations o on o.id = j.organization_id';

const languagesOf = (value: unknown): LanguageRequirement[] =>
  Array.isArray(value)
    ? value.flatMap((l: { code?: unknown; level?: unknown }) =>
        isLanguageCode(l?.code) ? [{ code: l.code, level: isLanguageLevel(l.level) ? l.level : null }] : [],
      )
    : [];

/** Qualifying questions are stored as `{ id, label, kind }` (the applications feature reads that shape). */
const questionLabels = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((q: unknown) =>
        typeof q === 'string' ? [q] : q && typeof (q as { label?: unknown }).label === 'string' ? [(q as { label: string }).label] : [],
      )
    : [];

const storedQuestions = (labels: readonly string[]) => labels.map((label, i) => ({ id: `q${i + 1}`, label, kind: 'text' }));

const durationOf = (days: number): JobDurationDays =>
  (JOB_DURATIONS_DAYS as readonly number[]).includes(days) ? (days as JobDurationDays) : 30;

export function toPosting(row: PostingRow): JobPosting {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    slug: row.slug,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    title: row.title,
    linkUrl: row.link_url,
    descriptionHtml: row.description_html,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    videoUrl: row.video_url,
    address: {
      countryCode: row.country_code,
      addressLine1: row.address_line1,
      zip: row.zip,
      locality: row.locality,
      administrativeArea: row.administrative_area,
    },
    termIds: row.term_ids,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency,
    salaryUnit: row.salary_unit,
    salaryText: row.salary_text,
    languages: languagesOf(row.languages),
    languagesText: row.languages_text,
    skills: row.skills,
    skillsText: row.skills_text,
    expiresAt: row.expires_at?.toISOString() ?? null,
    durationDays: durationOf(row.duration_days),
    application: {
      // null (jobs from before 0008/0009): the link when there is one, else e-mail, else the form.
      workflow: row.application_workflow ?? (row.application_url ? 'link' : row.application_emails.length > 0 ? 'email' : 'form'),
      emails: row.application_emails,
      url: row.application_url,
      requireCv: row.application_require_cv,
      requireCoverLetter: row.application_require_cover_letter,
      requireQualifyingQuestions: row.application_require_questions,
      qualifyingQuestions: questionLabels(row.application_questions),
    },
    external: row.external,
    publishedAt: row.published_at?.toISOString() ?? null,
    publishAt: row.publish_at?.toISOString() ?? null,
    rejectionReason: row.rejection_reason,
    fileName: row.file_name,
    hasLogo: row.logo_key !== null,
    coordinates: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    sites: row.sites,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The content columns of a write, in the order of CONTENT_COLUMNS. */
function contentValues(write: JobPostingWrite): unknown[] {
  const c = write.content;
  return [
    c.type,
    write.state,
    c.title.trim(),
    write.slug,
    c.descriptionHtml,
    c.linkUrl,
    c.organizationId,
    c.address.addressLine1,
    c.address.locality.trim(),
    c.address.zip,
    c.address.administrativeArea,
    c.address.countryCode,
    write.coordinates?.lat ?? null,
    write.coordinates?.lon ?? null,
    c.salaryMin,
    c.salaryMax,
    c.salaryMin !== null || c.salaryMax !== null ? c.salaryCurrency : null,
    c.salaryMin !== null || c.salaryMax !== null ? c.salaryUnit : null,
    c.salaryText,
    c.availableFrom,
    c.availableUntil,
    c.videoUrl,
    JSON.stringify(c.languages),
    c.languagesText,
    c.skills,
    c.skillsText,
    c.expiresAt,
    c.durationDays,
    c.application.workflow,
    c.application.emails,
    c.application.emails[0] ?? null,
    c.application.url,
    c.application.requireCv,
    c.application.requireCoverLetter,
    c.application.requireQualifyingQuestions,
    JSON.stringify(storedQuestions(c.application.qualifyingQuestions)),
    write.publishedAt,
    write.publishAt,
    write.rejectionReason,
  ];
}

const CONTENT_COLUMNS = [
  'type',
  'state',
  'title',
  'slug',
  'description_html',
  'link_url',
  'organization_id',
  'address_line1',
  'locality',
  'zip',
  'administrative_area',
  'country_code',
  'lat',
  'lon',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_unit',
  'salary_text',
  'available_from',
  'available_until',
  'video_url',
  'languages',
  'languages_text',
  'skills',
  'skills_text',
  'expires_at',
  'duration_days',
  'application_workflow',
  'application_emails',
  'application_email',
  'application_url',
  'application_require_cv',
  'application_require_cover_letter',
  'application_require_questions',
  'application_questions',
  'published_at',
  'publish_at',
  'rejection_reason',
] as const;

const JOB_PATH = (slug: string) => `/job/${slug}`;

/**
 * Jobs as organizations write and manage them. Every write is one transaction over jobs, job_sites,
 * job_terms and path_aliases; the search projection's triggers (0002) refresh in the same transaction,
 * so search sees a new, edited or archived job as soon as the write commits.
 */
export class PostgresJobPostingRepository implements JobPostingRepository {
  constructor(private readonly pool: pg.Pool) {}

  async nextId(): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(`select nextval(pg_get_serial_sequence('jobs', 'id'))::text as id`);
    return rows[0]!.id;
  }

  async findById(id: string): Promise<JobPosting | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<PostingRow>(`${SELECT} ${FROM} where j.id = $1`, [id]);
    return rows[0] ? toPosting(rows[0]) : null;
  }

  async insert(id: string, write: JobPostingWrite, meta: { sites: readonly string[]; createdBy: string | null }): Promise<void> {
    await inTransaction(this.pool, (client) => insertJob(client, id, write, meta));
  }

  async update(id: string, write: JobPostingWrite): Promise<void> {
    await inTransaction(this.pool, (client) => updateJob(client, id, write));
  }

  async changeState(id: string, from: JobState, change: JobStateChange, external = false): Promise<boolean> {
    const sets = ['state = $3', 'updated_at = now()'];
    const params: unknown[] = [id, from, change.state];
    const optional: Array<[keyof JobStateChange, string]> = [
      ['publishedAt', 'published_at'],
      ['publishAt', 'publish_at'],
      ['expiresAt', 'expires_at'],
      ['rejectionReason', 'rejection_reason'],
    ];
    for (const [key, column] of optional) {
      if (change[key] === undefined) continue;
      params.push(change[key]);
      sets.push(`${column} = $${params.length}`);
    }
    params.push(external);
    const result = await this.pool.query(
      `update jobs set ${sets.join(', ')} where id = $1 and state = $2 and external = $${params.length}`,
      params,
    );
    return result.rowCount === 1;
  }

  async list(query: ManagedJobsQuery): Promise<{ items: ManagedJobRow[]; total: number }> {
    const params: unknown[] = [];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where: string[] = [];
    if (query.organizationIds) where.push(`j.organization_id = any(${add(query.organizationIds)}::bigint[])`);
    if (query.search) where.push(`j.title ilike ${add(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    if (query.states) where.push(`j.state = any(${add(query.states)}::text[])`);
    if (query.expired === true) where.push(`j.expires_at is not null and j.expires_at <= ${add(query.now)}`);
    if (query.expired === false) where.push(`(j.expires_at is null or j.expires_at > ${add(query.now)})`);
    const { rows } = await this.pool.query<PostingRow>(
      `${SELECT}, count(*) over ()::text as total
       ${FROM}
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by j.updated_at desc, j.id desc
       limit ${add(query.limit)} offset ${add(query.offset)}`,
      params,
    );
    return { items: rows.map((r) => ({ posting: toPosting(r) })), total: Number(rows[0]?.total ?? 0) };
  }

  async storedFiles(id: string) {
    const { rows } = await this.pool.query<{ file_key: string | null; file_name: string | null; logo_key: string | null }>(
      'select file_key, file_name, logo_key from jobs where id = $1',
      [id],
    );
    const row = rows[0];
    return { file: row?.file_key && row.file_name ? { key: row.file_key, name: row.file_name } : null, logoKey: row?.logo_key ?? null };
  }

  async listDue(now: Date, limit: number): Promise<JobPosting[]> {
    const { rows } = await this.pool.query<PostingRow>(
      `${SELECT} ${FROM} where j.state = 'scheduled' and j.publish_at <= $1 order by j.publish_at, j.id limit $2`,
      [now, limit],
    );
    return rows.map(toPosting);
  }

  async terms(): Promise<Term[]> {
    const { rows } = await this.pool.query<{ id: string; vocabulary: Vocabulary; labels: Translated; aliases: Translated }>(
      'select id::text, vocabulary, labels, aliases from terms where vocabulary = any($1::text[]) order by vocabulary, weight, id',
      [VOCABULARIES],
    );
    return rows.map((r) => ({ id: r.id, vocabulary: r.vocabulary, label: r.labels, alias: r.aliases }));
  }

  async existingTermIds(ids: readonly string[]): Promise<string[]> {
    const valid = ids.filter(isEntityId);
    if (valid.length === 0) return [];
    const { rows } = await this.pool.query<{ id: string }>(
      'select id::text from terms where id = any($1::bigint[]) and vocabulary = any($2::text[])',
      [valid, VOCABULARIES],
    );
    return rows.map((r) => r.id);
  }
}

async function writeTerms(client: pg.PoolClient, id: string, termIds: readonly string[]): Promise<void> {
  if (termIds.length === 0) return;
  await client.query('insert into job_terms (job_id, term_id) select $1, t from unnest($2::bigint[]) as t on conflict do nothing', [
    id,
    termIds,
  ]);
}

/**
 * A new job's row, sites, terms and address, on the caller's transaction (the job import writes its own
 * bookkeeping in the same one). `importerId` marks a job as external: written by that importer only.
 */
export async function insertJob(
  client: pg.PoolClient,
  id: string,
  write: JobPostingWrite,
  meta: { sites: readonly string[]; createdBy: string | null; importerId?: string },
): Promise<void> {
  const values = contentValues(write);
  const file = write.file === 'keep' ? null : write.file;
  const logo = write.logoKey === 'keep' ? null : write.logoKey;
  const columns = ['id', ...CONTENT_COLUMNS, 'file_key', 'file_name', 'logo_key', 'created_by', 'external', 'importer_id'];
  const params = [
    id,
    ...values,
    file?.key ?? null,
    file?.name ?? null,
    logo,
    meta.createdBy,
    meta.importerId !== undefined,
    meta.importerId ?? null,
  ];
  await client.query(`insert into jobs (${columns.join(', ')}) values (${params.map((_, i) => `$${i + 1}`).join(', ')})`, params);
  await client.query(
    'insert into job_sites (job_id, site, position) select $1, s, p - 1 from unnest($2::text[]) with ordinality as x(s, p)',
    [id, meta.sites],
  );
  await writeTerms(client, id, write.content.termIds);
  await client.query(
    `insert into path_aliases (site, language, path, target_type, target_id) values (null, 'de', $1, 'Job', $2) on conflict do nothing`,
    [JOB_PATH(write.slug), id],
  );
}

/** A job's new content, terms and (when the title changed) address, on the caller's transaction. */
export async function updateJob(client: pg.PoolClient, id: string, write: JobPostingWrite): Promise<void> {
  const { rows } = await client.query<{ slug: string }>('select slug from jobs where id = $1 for update', [id]);
  const before = rows[0];
  if (!before) return;
  const values = contentValues(write);
  const sets = CONTENT_COLUMNS.map((c, i) => `${c} = $${i + 2}`);
  const params: unknown[] = [id, ...values];
  if (write.file !== 'keep') {
    params.push(write.file?.key ?? null, write.file?.name ?? null);
    sets.push(`file_key = $${params.length - 1}`, `file_name = $${params.length}`);
  }
  if (write.logoKey !== 'keep') {
    params.push(write.logoKey);
    sets.push(`logo_key = $${params.length}`);
  }
  await client.query(`update jobs set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
  await client.query('delete from job_terms where job_id = $1 and term_id <> all($2::bigint[])', [id, write.content.termIds]);
  await writeTerms(client, id, write.content.termIds);
  if (before.slug !== write.slug) {
    // The old address keeps working: it redirects to the new one.
    await client.query(
      `update path_aliases set target_type = null, target_id = null, redirect_to = $3, redirect_code = 301
       where path = $1 and target_type = 'Job' and target_id = $2`,
      [JOB_PATH(before.slug), id, JOB_PATH(write.slug)],
    );
    await client.query(
      `insert into path_aliases (site, language, path, target_type, target_id) values (null, 'de', $1, 'Job', $2)
       on conflict (coalesce(site, ''), language, path) do update set target_type = 'Job', target_id = $2, redirect_to = null, redirect_code = null`,
      [JOB_PATH(write.slug), id],
    );
  }
}
