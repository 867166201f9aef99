import type {
  DueJobAlert,
  JobAlertRecord,
  JobAlertRepository,
  NewJobAlert,
} from '../../../application/platform/alerts/job-alert-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import type { Locale } from '../../../domain/shared/locale';
import type { Queryable } from '../accounts/queryable';

interface Row {
  id: string;
  site: string;
  locale: Locale;
  user_id: string | null;
  email: string | null;
  search_query: string;
  frequency: AlertFrequency;
  origin: string;
  confirmed_at: Date | null;
  next_due_at: Date | null;
  covered_until: Date | null;
  last_sent_at: Date | null;
  created_at: Date;
}

const COLUMNS = `a.id::text, a.site, a.locale, a.user_id::text, a.email, a.search_query, a.frequency, a.origin, a.confirmed_at, a.next_due_at,
  a.covered_until, a.last_sent_at, a.created_at`;

const toRecord = (r: Row): JobAlertRecord => ({
  id: r.id,
  site: r.site,
  locale: r.locale,
  userId: r.user_id,
  email: r.email,
  query: r.search_query,
  frequency: r.frequency,
  origin: r.origin,
  confirmedAt: r.confirmed_at,
  nextDueAt: r.next_due_at,
  coveredUntil: r.covered_until,
  lastSentAt: r.last_sent_at,
  createdAt: r.created_at,
});

/** Job alerts in `job_alerts` (migration 0007). Given a transaction's client, its reads and writes are part of it. */
export class PostgresJobAlertRepository implements JobAlertRepository {
  constructor(private readonly db: Queryable) {}

  private async one(sql: string, values: unknown[]): Promise<JobAlertRecord | null> {
    const { rows } = await this.db.query<Row>(sql, values);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  findById(id: string): Promise<JobAlertRecord | null> {
    return isEntityId(id) ? this.one(`select ${COLUMNS} from job_alerts a where a.id = $1`, [id]) : Promise.resolve(null);
  }

  async listByUser(userId: string, site: string): Promise<JobAlertRecord[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from job_alerts a where a.user_id = $1 and a.site = $2 order by a.created_at desc, a.id desc`,
      [userId, site],
    );
    return rows.map(toRecord);
  }

  findByUserAndQuery(userId: string, site: string, query: string): Promise<JobAlertRecord | null> {
    if (!isEntityId(userId)) return Promise.resolve(null);
    return this.one(`select ${COLUMNS} from job_alerts a where a.user_id = $1 and a.site = $2 and a.search_query = $3`, [
      userId,
      site,
      query,
    ]);
  }

  findByEmailAndQuery(email: string, site: string, query: string): Promise<JobAlertRecord | null> {
    return this.one(`select ${COLUMNS} from job_alerts a where lower(a.email) = lower($1) and a.site = $2 and a.search_query = $3`, [
      email,
      site,
      query,
    ]);
  }

  async countByUser(userId: string, site: string): Promise<number> {
    if (!isEntityId(userId)) return 0;
    const { rows } = await this.db.query<{ n: number }>('select count(*)::int as n from job_alerts where user_id = $1 and site = $2', [
      userId,
      site,
    ]);
    return rows[0]?.n ?? 0;
  }

  async countPendingByEmail(email: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'select count(*)::int as n from job_alerts where lower(email) = lower($1) and confirmed_at is null',
      [email],
    );
    return rows[0]?.n ?? 0;
  }

  async insert(alert: NewJobAlert): Promise<JobAlertRecord> {
    const { rows } = await this.db.query<Row>(
      `insert into job_alerts as a (site, locale, user_id, email, search_query, frequency, origin, confirmed_at, next_due_at, covered_until, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10)
       returning ${COLUMNS}`,
      [
        alert.site,
        alert.locale,
        alert.userId,
        alert.email,
        alert.query,
        alert.frequency,
        alert.origin,
        alert.confirmedAt,
        alert.nextDueAt,
        alert.createdAt,
      ],
    );
    return toRecord(rows[0]!);
  }

  async updateFrequency(id: string, frequency: AlertFrequency, nextDueAt: Date | null): Promise<void> {
    if (!isEntityId(id)) return;
    // An unconfirmed alert has no due time until it is confirmed.
    await this.db.query(
      'update job_alerts set frequency = $2, next_due_at = case when confirmed_at is null then null else $3::timestamptz end where id = $1',
      [id, frequency, nextDueAt],
    );
  }

  async confirm(id: string, confirmedAt: Date, nextDueAt: Date): Promise<void> {
    if (!isEntityId(id)) return;
    await this.db.query(
      'update job_alerts set confirmed_at = $2, covered_until = $2, next_due_at = $3 where id = $1 and confirmed_at is null',
      [id, confirmedAt, nextDueAt],
    );
  }

  async delete(id: string): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const { rowCount } = await this.db.query('delete from job_alerts where id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  async deleteUnconfirmedBefore(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query('delete from job_alerts where confirmed_at is null and created_at < $1', [cutoff]);
    return rowCount ?? 0;
  }

  async claimDue(site: string, now: Date): Promise<DueJobAlert | null> {
    // A user's alert goes to the account's address, and only once that address is verified.
    const { rows } = await this.db.query<Row & { recipient: string | null }>(
      `select ${COLUMNS}, case when a.user_id is null then a.email when u.email_verified then u.email end as recipient
       from job_alerts a left join users u on u.id = a.user_id
       where a.site = $1 and a.confirmed_at is not null and a.next_due_at <= $2
       order by a.next_due_at, a.id
       limit 1
       for update of a skip locked`,
      [site, now],
    );
    const row = rows[0];
    return row ? { ...toRecord(row), recipient: row.recipient } : null;
  }

  async markDigested(id: string, run: { coveredUntil: Date; nextDueAt: Date; sentAt: Date | null }): Promise<void> {
    await this.db.query(
      'update job_alerts set covered_until = $2, next_due_at = $3, last_sent_at = coalesce($4, last_sent_at) where id = $1',
      [id, run.coveredUntil, run.nextDueAt, run.sentAt],
    );
  }
}
