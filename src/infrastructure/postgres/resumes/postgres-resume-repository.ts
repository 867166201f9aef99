import type { Pool } from 'pg';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  ResumeOrganizationRef,
  ResumeRepository,
  ResumeTermOption,
} from '../../../application/platform/resumes/resume-repository.port';
import type { Vocabulary } from '../../../domain/job/taxonomy';
import { EMPTY_RESUME_CONTENT, type Resume, type ResumeContent, type ResumeVisibility } from '../../../domain/resume/resume';
import type { Queryable } from '../accounts/queryable';
import { inTransaction } from '../in-transaction';

interface ResumeRow {
  user_id: string;
  visibility: ResumeVisibility;
  content: Partial<ResumeContent>;
  completed_at: Date | null;
  updated_at: Date;
  blocked: string[];
}

const CONTENT_KEYS = Object.keys(EMPTY_RESUME_CONTENT) as (keyof ResumeContent)[];

/** Only the content's own keys go into the document (the row's columns hold the rest). */
function contentOf(resume: Resume): ResumeContent {
  return Object.fromEntries(CONTENT_KEYS.map((k) => [k, resume[k]])) as unknown as ResumeContent;
}

/** Writes a resume and its block list with the caller's connection (inside the caller's transaction). */
export async function writeResume(client: Queryable, resume: Resume, now: Date): Promise<void> {
  await client.query(
    `insert into resumes (user_id, visibility, content, completed_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (user_id) do update
       set visibility = excluded.visibility, content = excluded.content,
           completed_at = excluded.completed_at, updated_at = excluded.updated_at`,
    [resume.ownerId, resume.visibility, JSON.stringify(contentOf(resume)), resume.completedAt, now],
  );
  await client.query(`delete from resume_blocked_organizations where user_id = $1 and not (organization_id = any($2::bigint[]))`, [
    resume.ownerId,
    resume.blockedOrganizationIds,
  ]);
  await client.query(
    `insert into resume_blocked_organizations (user_id, organization_id)
     select $1, unnest($2::bigint[]) on conflict do nothing`,
    [resume.ownerId, resume.blockedOrganizationIds],
  );
}

/** Resumes in PostgreSQL (migration 0025): the sections as one JSON document, the block list as rows. */
export class PostgresResumeRepository implements ResumeRepository {
  constructor(private readonly pool: Pool) {}

  async find(ownerId: string): Promise<Resume | null> {
    if (!isEntityId(ownerId)) return null;
    const { rows } = await this.pool.query<ResumeRow>(
      `select r.user_id::text, r.visibility, r.content, r.completed_at, r.updated_at,
              coalesce(array(select b.organization_id::text from resume_blocked_organizations b
                             where b.user_id = r.user_id order by b.organization_id), '{}') as blocked
       from resumes r where r.user_id = $1`,
      [ownerId],
    );
    const row = rows[0];
    if (!row) return null;
    // Sections added later read as empty in documents written before them.
    const content = { ...EMPTY_RESUME_CONTENT, ...row.content };
    return {
      ...content,
      personalInfo: { ...EMPTY_RESUME_CONTENT.personalInfo, ...content.personalInfo },
      jobPreferences: { ...EMPTY_RESUME_CONTENT.jobPreferences, ...content.jobPreferences },
      ownerId: row.user_id,
      visibility: row.visibility,
      blockedOrganizationIds: row.blocked,
      completedAt: row.completed_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  async save(resume: Resume, now: Date): Promise<void> {
    await inTransaction(this.pool, (client) => writeResume(client, resume, now));
  }

  async organizations(ids: readonly string[]): Promise<ResumeOrganizationRef[]> {
    const valid = ids.filter(isEntityId);
    if (valid.length === 0) return [];
    const { rows } = await this.pool.query<ResumeOrganizationRef>(
      'select id::text as id, name from organizations where id = any($1::bigint[]) order by name, id',
      [valid],
    );
    return rows;
  }

  async searchOrganizations(search: string, limit: number): Promise<ResumeOrganizationRef[]> {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await this.pool.query<ResumeOrganizationRef>(
      `select id::text as id, name from organizations
       where unaccent(name) ilike unaccent($1) or unaccent(coalesce(alternative_name, '')) ilike unaccent($1)
       order by name, id limit $2`,
      [pattern, limit],
    );
    return rows;
  }

  async terms(vocabularies: readonly Vocabulary[]): Promise<ResumeTermOption[]> {
    const { rows } = await this.pool.query<ResumeTermOption>(
      `select id::text as id, vocabulary, labels as label from terms
       where vocabulary = any($1::text[]) order by vocabulary, weight, labels ->> 'de'`,
      [vocabularies],
    );
    return rows;
  }
}
