import type pg from 'pg';
import type { ImportedJobWrite, JobImportStore } from '../../../application/platform/job-import/job-import-store.port';
import type { JobPostingWrite } from '../../../application/platform/job-posting/job-posting-repository.port';
import { jobSlug } from '../../../application/platform/job-posting/job-posting-writer';
import type { StoredImport } from '../../../domain/job-import/sync-plan';
import { VOCABULARIES } from '../../../domain/job/taxonomy';
import { inTransaction } from '../in-transaction';
import { insertJob, updateJob } from '../job-posting/postgres-job-posting-repository';
import { isEntityId } from '../../../domain/shared/entity-id';

/** States in which visitors see a job, or will once it is reviewed or due. */
const ONLINE_STATES = ['published', 'needs_review', 'scheduled'];

/**
 * Imported jobs in the board's job tables (the same writes as the wizard's, so search, job pages and
 * feeds treat them alike), with `job_import_items` keyed by (importer, reference) in the same transaction.
 */
export class PostgresJobImportStore implements JobImportStore {
  constructor(private readonly pool: pg.Pool) {}

  async storedImports(importerId: string): Promise<StoredImport[]> {
    const { rows } = await this.pool.query<{ reference: string; job_id: string; fingerprint: string; online: boolean }>(
      `select i.reference, i.job_id::text, i.fingerprint, j.state = any($2::text[]) as online
       from job_import_items i join jobs j on j.id = i.job_id where i.importer_id = $1`,
      [importerId, ONLINE_STATES],
    );
    return rows.map((r) => ({ reference: r.reference, jobId: r.job_id, fingerprint: r.fingerprint, online: r.online }));
  }

  async existingTermIds(ids: readonly string[]): Promise<Set<string>> {
    const valid = ids.filter(isEntityId);
    if (valid.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>(
      'select id::text from terms where id = any($1::bigint[]) and vocabulary = any($2::text[])',
      [valid, VOCABULARIES],
    );
    return new Set(rows.map((r) => r.id));
  }

  async create(importer: { id: string; site: string }, reference: string, write: ImportedJobWrite): Promise<{ jobId: string }> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(`select nextval(pg_get_serial_sequence('jobs', 'id'))::text as id`);
      const jobId = rows[0]!.id;
      await insertJob(client, jobId, postingWrite(jobId, write, write.publishedAt), {
        sites: [importer.site],
        createdBy: null,
        importerId: importer.id,
      });
      await client.query('insert into job_import_items (importer_id, reference, job_id, fingerprint) values ($1, $2, $3, $4)', [
        importer.id,
        reference,
        jobId,
        write.fingerprint,
      ]);
      return { jobId };
    });
  }

  async update(importerId: string, reference: string, jobId: string, write: ImportedJobWrite): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ published_at: Date | null }>('select published_at from jobs where id = $1 for update', [jobId]);
      // A job that was online before keeps its first publication date.
      const publishedAt = write.publishedAt ? (rows[0]?.published_at ?? write.publishedAt) : (rows[0]?.published_at ?? null);
      await updateJob(client, jobId, { ...postingWrite(jobId, write, publishedAt), file: 'keep', logoKey: 'keep' });
      await client.query('update job_import_items set fingerprint = $3 where importer_id = $1 and reference = $2', [
        importerId,
        reference,
        write.fingerprint,
      ]);
    });
  }

  async publish(jobId: string, publishedAt: Date, expiresAt: Date): Promise<void> {
    await this.pool.query(
      `update jobs set state = 'published', published_at = coalesce(published_at, $2), expires_at = $3, updated_at = now()
       where id = $1 and state = 'draft'`,
      [jobId, publishedAt, expiresAt],
    );
  }

  async unpublish(jobId: string): Promise<void> {
    await this.pool.query(`update jobs set state = 'archived', updated_at = now() where id = $1 and state = any($2::text[])`, [
      jobId,
      ONLINE_STATES,
    ]);
  }
}

function postingWrite(jobId: string, write: ImportedJobWrite, publishedAt: Date | null): JobPostingWrite {
  return {
    content: { ...write.content, expiresAt: write.expiresAt?.toISOString() ?? write.content.expiresAt },
    coordinates: write.coordinates,
    state: write.state,
    slug: jobSlug(write.content.title, jobId),
    publishedAt,
    publishAt: null,
    rejectionReason: null,
    file: null,
    logoKey: null,
  };
}
