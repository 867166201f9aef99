import type { Pool } from 'pg';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  AttachmentHolder,
  NewAttachmentRow,
  ResumeAttachment,
  ResumeAttachmentRepository,
} from '../../../application/platform/resumes/resume-attachment-repository.port';
import type { AttachmentType } from '../../../domain/files/attachment-policy';
import type { ResumeVisibility } from '../../../domain/resume/resume';
import { isAttachmentPublicId } from '../../../domain/resume/resume-attachments';
import type { Queryable } from '../accounts/queryable';
import { inTransaction } from '../in-transaction';

const COLUMNS = `public_id::text as id, name, content_type as "contentType", size_bytes::int as size,
                 to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

/** Resume attachments in PostgreSQL (migration 0100); the files themselves are the file store's. */
export class PostgresResumeAttachmentRepository implements ResumeAttachmentRepository {
  constructor(private readonly pool: Pool) {}

  async list(ownerId: string): Promise<ResumeAttachment[]> {
    if (!isEntityId(ownerId)) return [];
    return listOf(this.pool, ownerId);
  }

  async add(
    ownerId: string,
    rows: readonly NewAttachmentRow[],
    max: number,
    store: (publicId: string, index: number) => Promise<void>,
  ): Promise<ResumeAttachment[] | null> {
    if (!isEntityId(ownerId)) return null;
    return inTransaction(this.pool, async (client) => {
      // The user's row is the box's lock: two uploads at once cannot both pass the count.
      await client.query('select 1 from users where id = $1 for update', [ownerId]);
      const { rows: counted } = await client.query<{ n: number; last: number }>(
        'select count(*)::int as n, coalesce(max(position), -1)::int as last from resume_attachments where user_id = $1',
        [ownerId],
      );
      const { n, last } = counted[0] ?? { n: 0, last: -1 };
      if (n + rows.length > max) return null;
      for (const [index, row] of rows.entries()) {
        const { rows: inserted } = await client.query<{ id: string }>(
          `insert into resume_attachments (user_id, name, content_type, size_bytes, position)
           values ($1, $2, $3, $4, $5) returning public_id::text as id`,
          [ownerId, row.name, row.contentType, row.size, last + 1 + index],
        );
        const id = inserted[0]?.id;
        if (!id) throw new Error('attachment row not inserted');
        await store(id, index);
      }
      return listOf(client, ownerId);
    });
  }

  async rename(ownerId: string, publicId: string, name: string): Promise<boolean> {
    if (!isEntityId(ownerId) || !isAttachmentPublicId(publicId)) return false;
    const { rowCount } = await this.pool.query('update resume_attachments set name = $3 where user_id = $1 and public_id = $2', [
      ownerId,
      publicId,
      name,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async remove(ownerId: string, publicId: string): Promise<boolean> {
    if (!isEntityId(ownerId) || !isAttachmentPublicId(publicId)) return false;
    const { rowCount } = await this.pool.query('delete from resume_attachments where user_id = $1 and public_id = $2', [ownerId, publicId]);
    return (rowCount ?? 0) > 0;
  }

  async holderOf(publicId: string): Promise<AttachmentHolder | null> {
    if (!isAttachmentPublicId(publicId)) return null;
    // No resume row yet: nobody but the owner sees anything, as for a hidden resume.
    const { rows } = await this.pool.query<{
      ownerId: string;
      visibility: ResumeVisibility | null;
      blockedOrganizationIds: string[];
      name: string;
      contentType: AttachmentType;
    }>(
      `select a.user_id::text as "ownerId", r.visibility, a.name, a.content_type as "contentType",
              coalesce(array(select b.organization_id::text from resume_blocked_organizations b where b.user_id = a.user_id), '{}')
                as "blockedOrganizationIds"
       from resume_attachments a left join resumes r on r.user_id = a.user_id
       where a.public_id = $1`,
      [publicId],
    );
    const row = rows[0];
    return row ? { ...row, visibility: row.visibility ?? 'hidden' } : null;
  }
}

function listOf(db: Queryable, ownerId: string): Promise<ResumeAttachment[]> {
  return db
    .query<ResumeAttachment>(`select ${COLUMNS} from resume_attachments where user_id = $1 order by position, id`, [ownerId])
    .then((r) => r.rows);
}
