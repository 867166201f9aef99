import type { Pool } from 'pg';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  NewResumeImport,
  ResumeImportRepository,
  StoredResumeImport,
} from '../../../application/platform/resumes/resume-import-repository.port';
import { EMPTY_IMPORT_PROPOSAL, type ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import type { Resume } from '../../../domain/resume/resume';
import { inTransaction } from '../in-transaction';
import { writeResume } from './postgres-resume-repository';

interface ImportRow {
  id: string;
  user_id: string;
  file_key: string;
  file_name: string;
  content_type: string;
  size_bytes: string;
  proposal: Partial<ResumeImportProposal>;
  confirmed_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id::text, user_id::text, file_key, file_name, content_type, size_bytes::text, proposal, confirmed_at, created_at';

const fromRow = (row: ImportRow): StoredResumeImport => ({
  id: row.id,
  ownerId: row.user_id,
  fileKey: row.file_key,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size_bytes),
  proposal: { ...EMPTY_IMPORT_PROPOSAL, ...row.proposal },
  confirmedAt: row.confirmed_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** CV imports in PostgreSQL (migration 0050); confirming writes the resume in the same transaction. */
export class PostgresResumeImportRepository implements ResumeImportRepository {
  constructor(private readonly pool: Pool) {}

  async create(entry: NewResumeImport, now: Date): Promise<StoredResumeImport> {
    const { rows } = await this.pool.query<ImportRow>(
      `insert into resume_imports (user_id, file_key, file_name, content_type, size_bytes, proposal, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
      [entry.ownerId, entry.fileKey, entry.fileName, entry.contentType, entry.size, JSON.stringify(entry.proposal), now],
    );
    return fromRow(rows[0] as ImportRow);
  }

  async find(id: string): Promise<StoredResumeImport | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<ImportRow>(`select ${COLUMNS} from resume_imports where id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async saveProposal(id: string, proposal: ResumeImportProposal): Promise<void> {
    await this.pool.query('update resume_imports set proposal = $2 where id = $1', [id, JSON.stringify(proposal)]);
  }

  async confirm(id: string, proposal: ResumeImportProposal, resume: Resume, now: Date): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await writeResume(client, resume, now);
      await client.query('update resume_imports set proposal = $2, confirmed_at = $3 where id = $1', [id, JSON.stringify(proposal), now]);
    });
  }

  async pruneOlder(ownerId: string, keep: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ file_key: string }>(
      `delete from resume_imports where id in (
         select id from resume_imports where user_id = $1 order by created_at desc, id desc offset $2
       ) returning file_key`,
      [ownerId, keep],
    );
    return rows.map((r) => r.file_key);
  }
}
