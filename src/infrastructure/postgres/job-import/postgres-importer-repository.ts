import type pg from 'pg';
import type {
  ClaimedImporter,
  ImporterOptions,
  ImporterOverview,
  ImporterRepository,
  ImportRunEntry,
} from '../../../application/platform/job-import/importer-repository.port';
import type { JobRefusal } from '../../../domain/job-import/feed-job';
import {
  emptyMapping,
  type ImportFormat,
  type Importer,
  type ImporterSettings,
  MAPPED_VOCABULARIES,
  type MappedVocabulary,
  type TaxonomyMapping,
} from '../../../domain/job-import/importer';
import type { Translated } from '../../../domain/shared/locale';
import type { ImportRunRecord } from '../../../domain/job-import/import-run';
import type { OutgoingMail } from '../../../domain/mail/mail';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { inTransaction } from '../in-transaction';
import { isEntityId } from '../../../domain/shared/entity-id';

interface ImporterRow {
  id: string;
  organization_id: string;
  organization_name: string;
  site: string;
  name: string;
  source_url: string;
  format: ImportFormat;
  mapping: TaxonomyMapping | null;
  interval_hours: number;
  follow_review: boolean;
  enabled: boolean;
  next_run_at: Date;
  claimed_until: Date | null;
  failed_runs: number;
  created_at: Date;
  updated_at: Date;
}

interface RunRow {
  id: string;
  started_at: Date;
  finished_at: Date;
  outcome: 'succeeded' | 'failed';
  created: number;
  updated: number;
  unpublished: number;
  unchanged: number;
  refused: number;
  error: string | null;
  refusals: JobRefusal[];
}

const SELECT = `select i.id::text, i.organization_id::text, o.name as organization_name, i.site, i.name, i.source_url, i.format, i.mapping,
  i.interval_hours, i.follow_review, i.enabled, i.next_run_at, i.claimed_until, i.failed_runs, i.created_at, i.updated_at
  from job_importers i join organizations o on o.id = i.organization_id`;

const RUN_COLUMNS = 'id::text, started_at, finished_at, outcome, created, updated, unpublished, unchanged, refused, error, refusals';

const toImporter = (row: ImporterRow): Importer => ({
  id: row.id,
  organizationId: row.organization_id,
  site: row.site,
  name: row.name,
  sourceUrl: row.source_url,
  format: row.format,
  mapping: { ...emptyMapping(), ...(row.mapping ?? {}) },
  intervalHours: row.interval_hours,
  followReview: row.follow_review,
  enabled: row.enabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toRun = (row: RunRow): ImportRunEntry => ({
  id: row.id,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  outcome: row.outcome,
  counts: { created: row.created, updated: row.updated, unpublished: row.unpublished, unchanged: row.unchanged, refused: row.refused },
  refusals: row.refusals,
  error: row.error,
});

const settingsValues = (s: ImporterSettings) => [
  s.organizationId,
  s.site,
  s.name.trim(),
  s.sourceUrl.trim(),
  s.format,
  JSON.stringify(s.mapping),
  s.intervalHours,
  s.followReview,
  s.enabled,
];

/** Importers, their schedule (claimed in the database) and their run log. */
export class PostgresImporterRepository implements ImporterRepository {
  constructor(private readonly pool: pg.Pool) {}

  async claimDue(site: string, now: Date, leaseUntil: Date): Promise<ClaimedImporter | null> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `select id::text from job_importers
         where site = $1 and enabled and next_run_at <= $2 and (claimed_until is null or claimed_until < $2)
         order by next_run_at, id limit 1 for update skip locked`,
        [site, now],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      await client.query('update job_importers set claimed_until = $2 where id = $1', [id, leaseUntil]);
      const { rows: claimed } = await client.query<ImporterRow>(`${SELECT} where i.id = $1`, [id]);
      const row = claimed[0]!;
      return { ...toImporter(row), failedRuns: row.failed_runs };
    });
  }

  async finishRun(
    importerId: string,
    run: ImportRunRecord,
    schedule: { nextRunAt: Date; failedRuns: number },
    mail: { mail: OutgoingMail; site: string } | null,
  ): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const { counts } = run;
      await client.query(
        `insert into job_import_runs (importer_id, started_at, finished_at, outcome, created, updated, unpublished, unchanged, refused, error, refusals)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          importerId,
          run.startedAt,
          run.finishedAt,
          run.outcome,
          counts.created,
          counts.updated,
          counts.unpublished,
          counts.unchanged,
          counts.refused,
          run.error,
          JSON.stringify(run.refusals),
        ],
      );
      // A "run now" that arrived during the run (next_run_at moved before the run ended) is kept.
      await client.query(
        `update job_importers set claimed_until = null, failed_runs = $2,
           next_run_at = case when next_run_at > $4 then next_run_at else $3 end
         where id = $1`,
        [importerId, schedule.failedRuns, schedule.nextRunAt, run.startedAt],
      );
      if (mail) await new PostgresMailOutbox(client).enqueue(mail.mail, mail.site);
    });
  }

  async ownerEmailOf(organizationId: string): Promise<string | null> {
    if (!isEntityId(organizationId)) return null;
    const { rows } = await this.pool.query<{ email: string }>(
      'select u.email from organizations o join users u on u.id = o.owner_id where o.id = $1',
      [organizationId],
    );
    return rows[0]?.email ?? null;
  }

  async findById(id: string): Promise<ImporterOverview | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<ImporterRow>(`${SELECT} where i.id = $1`, [id]);
    const [overview] = await this.overviews(rows);
    return overview ?? null;
  }

  async listForSite(site: string, ownerId: string | null): Promise<ImporterOverview[]> {
    if (ownerId !== null && !isEntityId(ownerId)) return [];
    const { rows } = await this.pool.query<ImporterRow>(
      `${SELECT} where i.site = $1 and ($2::bigint is null or o.owner_id = $2) order by o.name, i.name, i.id`,
      [site, ownerId],
    );
    return this.overviews(rows);
  }

  async options(ownerId: string | null): Promise<ImporterOptions> {
    if (ownerId !== null && !isEntityId(ownerId)) return { organizations: [], terms: [] };
    const [organizations, terms] = await Promise.all([
      this.pool.query<{ id: string; name: string }>(
        'select id::text, name from organizations where ($1::bigint is null or owner_id = $1) order by name, id',
        [ownerId],
      ),
      this.pool.query<{ id: string; vocabulary: MappedVocabulary; labels: Translated }>(
        'select id::text, vocabulary, labels from terms where vocabulary = any($1::text[]) order by vocabulary, weight, id',
        [MAPPED_VOCABULARIES],
      ),
    ]);
    return {
      organizations: organizations.rows,
      terms: terms.rows.map((t) => ({ id: t.id, vocabulary: t.vocabulary, label: t.labels })),
    };
  }

  async create(settings: ImporterSettings, now: Date): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(
      `insert into job_importers (organization_id, site, name, source_url, format, mapping, interval_hours, follow_review, enabled, next_run_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text`,
      [...settingsValues(settings), now],
    );
    return rows[0]!.id;
  }

  async update(id: string, settings: ImporterSettings): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const result = await this.pool.query(
      `update job_importers set organization_id = $2, site = $3, name = $4, source_url = $5, format = $6, mapping = $7,
         interval_hours = $8, follow_review = $9, enabled = $10, updated_at = now()
       where id = $1`,
      [id, ...settingsValues(settings)],
    );
    return result.rowCount === 1;
  }

  async delete(id: string): Promise<boolean> {
    if (!isEntityId(id)) return false;
    return inTransaction(this.pool, async (client) => {
      // Jobs without their importer would stay online unmaintained: they go offline with it.
      await client.query(
        `update jobs set state = 'archived', updated_at = now()
         where importer_id = $1 and state in ('published', 'needs_review', 'scheduled', 'draft')`,
        [id],
      );
      const result = await client.query('delete from job_importers where id = $1', [id]);
      return result.rowCount === 1;
    });
  }

  async requestRun(id: string, now: Date): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const result = await this.pool.query('update job_importers set next_run_at = $2 where id = $1', [id, now]);
    return result.rowCount === 1;
  }

  async runs(importerId: string, limit: number): Promise<ImportRunEntry[]> {
    if (!isEntityId(importerId)) return [];
    const { rows } = await this.pool.query<RunRow>(
      `select ${RUN_COLUMNS} from job_import_runs where importer_id = $1 order by started_at desc, id desc limit $2`,
      [importerId, limit],
    );
    return rows.map(toRun);
  }

  private async overviews(rows: ImporterRow[]): Promise<ImporterOverview[]> {
    if (rows.length === 0) return [];
    const { rows: last } = await this.pool.query<RunRow & { importer_id: string }>(
      `select distinct on (importer_id) importer_id::text, ${RUN_COLUMNS} from job_import_runs
       where importer_id = any($1::bigint[]) order by importer_id, started_at desc, id desc`,
      [rows.map((r) => r.id)],
    );
    const lastRun = new Map(last.map((r) => [r.importer_id, toRun(r)]));
    const now = Date.now();
    return rows.map((row) => ({
      ...toImporter(row),
      organizationName: row.organization_name,
      nextRunAt: row.next_run_at.toISOString(),
      running: row.claimed_until !== null && row.claimed_until.getTime() > now,
      failedRuns: row.failed_runs,
      lastRun: lastRun.get(row.id) ?? null,
    }));
  }
}
