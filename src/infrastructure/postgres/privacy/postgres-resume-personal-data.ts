import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import { RESUME_ATTACHMENT_PATH_PREFIX } from '../../../domain/resume/resume-attachments';
import { resumePictureUrl } from '../../../domain/resume/resume-picture';
import type { Queryable } from '../accounts/queryable';

/** The picture as the address the owner downloads it from, not its storage key. */
function withPictureAddress(row: Record<string, unknown>): Record<string, unknown> {
  const content = row.content as { personalInfo?: { picture?: string | null } } | undefined;
  const key = content?.personalInfo?.picture;
  if (!content?.personalInfo || !key) return row;
  return { ...row, content: { ...content, personalInfo: { ...content.personalInfo, picture: resumePictureUrl(key) } } };
}

/**
 * The user's resume (migration 0025): every section (the picture by its address; the file goes with the account), its visibility and the organizations blocked from
 * it, the CV files they imported (migration 0050) with what each proposed, and the files of the attachments
 * box (migration 0100: label, type, size and address, not the storage key). The rows go with the user by
 * cascade; the imported and attached files leave the file store after the deletion's commit.
 */
export class PostgresResumePersonalData implements PersonalDataSource {
  readonly section = 'resume';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return null;
    const { rows } = await this.db.query(
      `select r.visibility, r.content, r.completed_at as "completedAt", r.created_at as "createdAt", r.updated_at as "updatedAt",
              coalesce(array(select jsonb_build_object('id', o.id::text, 'name', o.name)
                             from resume_blocked_organizations b join organizations o on o.id = b.organization_id
                             where b.user_id = r.user_id order by o.name), '{}') as "blockedOrganizations"
       from resumes r where r.user_id = $1`,
      [userId],
    );
    const imports = await this.db.query(
      `select file_name as "fileName", content_type as "contentType", size_bytes as "size", proposal,
              confirmed_at as "confirmedAt", created_at as "createdAt"
       from resume_imports where user_id = $1 order by created_at, id`,
      [userId],
    );
    const attachments = await this.db.query(
      `select name, content_type as "contentType", size_bytes::int as "size", $2 || '/' || public_id::text as "url", created_at as "createdAt"
       from resume_attachments where user_id = $1 order by position, id`,
      [userId, RESUME_ATTACHMENT_PATH_PREFIX],
    );
    if (!rows[0] && imports.rows.length === 0 && attachments.rows.length === 0) return null;
    return { ...(rows[0] ? withPictureAddress(rows[0]) : {}), imports: imports.rows, attachments: attachments.rows };
  }

  async fileKeys(userId: string): Promise<readonly string[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<{ file_key: string }>(
      `select file_key from resume_imports where user_id = $1
       union all
       select content -> 'personalInfo' ->> 'picture' from resumes
       where user_id = $1 and content -> 'personalInfo' ->> 'picture' is not null
       union all
       select 'resume-attachments/' || public_id::text from resume_attachments where user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.file_key);
  }
}
