import type {
  DueResumeAlert,
  NewResumeAlert,
  ResumeAlertDigestTx,
  ResumeAlertRecord,
  ResumeAlertRepository,
} from '../../../application/platform/resume-alerts/resume-alert-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { MailOutbox } from '../../../application/platform/mail/mail-outbox.port';
import { isResumeAlertInterval, NO_DIGEST } from '../../../domain/resume-alerts/resume-alert-interval';
import { rawResumePlaceOf, resumePlaceFilter, type ResumePlaceFilter } from '../../../domain/resume-search/resume-place-filter';
import type { ResumeAlertSearch } from '../../../domain/resume-alerts/resume-alert-search';
import { isLocale } from '../../../domain/shared/locale';
import type { Queryable } from '../accounts/queryable';

interface Row {
  id: string;
  organization_id: string;
  user_id: string;
  site: string;
  locale: string;
  query: Partial<ResumeAlertSearch>;
  interval_seconds: number;
  next_due_at: Date | null;
  covered_until: Date;
  origin: string | null;
  created_at: Date;
}

const COLUMNS = `a.id::text, a.organization_id::text, a.user_id::text, a.site, a.locale, a.query, a.interval_seconds,
  a.next_due_at, a.covered_until, a.origin, a.created_at`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The stored place read through the search's own rules (a stored filter is a checked one; anything else is no place). */
function storedPlace(value: unknown): ResumePlaceFilter | null {
  if (!value || typeof value !== 'object') return null;
  const checked = resumePlaceFilter(rawResumePlaceOf(value as ResumePlaceFilter));
  return checked.ok ? checked.value : null;
}

function toRecord(row: Row): ResumeAlertRecord {
  return {
    id: row.id,
    organizationId: row.organization_id,
    userId: row.user_id,
    site: row.site,
    locale: isLocale(row.locale) ? row.locale : 'de',
    search: {
      keywords: typeof row.query.keywords === 'string' ? row.query.keywords : '',
      careerStatus: strings(row.query.careerStatus) as ResumeAlertSearch['careerStatus'],
      languages: strings(row.query.languages),
      skills: strings(row.query.skills),
      occupations: strings(row.query.occupations),
      place: storedPlace(row.query.place),
    },
    interval: isResumeAlertInterval(row.interval_seconds) ? row.interval_seconds : NO_DIGEST,
    nextDueAt: row.next_due_at,
    coveredUntil: row.covered_until,
    origin: row.origin,
    createdAt: row.created_at,
  };
}

/** Resume alerts in `resume_alerts` (migrations 0040, 0085); on the pool, or on a transaction's client for the digests. */
export class PostgresResumeAlertRepository implements ResumeAlertRepository {
  constructor(private readonly db: Queryable) {}

  async listFor(organizationId: string, site: string): Promise<readonly ResumeAlertRecord[]> {
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from resume_alerts a where a.organization_id = $1 and a.site = $2 order by a.created_at desc, a.id desc`,
      [organizationId, site],
    );
    return rows.map(toRecord);
  }

  async find(id: string, organizationId: string, site: string): Promise<ResumeAlertRecord | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from resume_alerts a where a.id = $1 and a.organization_id = $2 and a.site = $3`,
      [id, organizationId, site],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async insert(alert: NewResumeAlert, max: number): Promise<ResumeAlertRecord | null> {
    const { rows } = await this.db.query<Row>(
      `insert into resume_alerts as a (organization_id, user_id, site, locale, query, interval_seconds, next_due_at, covered_until, origin, created_at, updated_at)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $8
       where (select count(*) from resume_alerts x where x.organization_id = $1 and x.site = $3) < $10
       returning ${COLUMNS}`,
      [
        alert.organizationId,
        alert.userId,
        alert.site,
        alert.locale,
        JSON.stringify(alert.search),
        alert.interval,
        alert.nextDueAt,
        alert.now,
        alert.origin,
        max,
      ],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async setInterval(
    id: string,
    organizationId: string,
    site: string,
    change: { readonly interval: number; readonly nextDueAt: Date | null; readonly now: Date },
  ): Promise<ResumeAlertRecord | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(
      `update resume_alerts a set interval_seconds = $4, next_due_at = $5, updated_at = $6
       where a.id = $1 and a.organization_id = $2 and a.site = $3 returning ${COLUMNS}`,
      [id, organizationId, site, change.interval, change.nextDueAt, change.now],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async delete(id: string, organizationId: string, site: string): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const { rowCount } = await this.db.query('delete from resume_alerts where id = $1 and organization_id = $2 and site = $3', [
      id,
      organizationId,
      site,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async stopDigests(id: string, now: Date): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const { rowCount } = await this.db.query(
      `update resume_alerts set interval_seconds = ${NO_DIGEST}, next_due_at = null, updated_at = $2 where id = $1`,
      [id, now],
    );
    return (rowCount ?? 0) > 0;
  }
}

/** The digest run's reads and writes on the transaction's client. */
export class PostgresResumeAlertDigestTx implements ResumeAlertDigestTx {
  constructor(
    private readonly db: Queryable,
    readonly outbox: MailOutbox,
  ) {}

  async claimDue(site: string, now: Date): Promise<DueResumeAlert | null> {
    // The digest goes to the recruiter's account address, and only once that address is verified.
    const { rows } = await this.db.query<Row & { recipient: string | null }>(
      `select ${COLUMNS}, case when u.email_verified then u.email end as recipient
       from resume_alerts a join users u on u.id = a.user_id
       where a.site = $1 and a.next_due_at <= $2
       order by a.next_due_at, a.id
       limit 1
       for update of a skip locked`,
      [site, now],
    );
    const row = rows[0];
    return row ? { ...toRecord(row), recipient: row.recipient } : null;
  }

  async markDigested(id: string, run: { readonly coveredUntil: Date; readonly nextDueAt: Date | null }): Promise<void> {
    await this.db.query('update resume_alerts set covered_until = $2, next_due_at = $3 where id = $1', [
      id,
      run.coveredUntil,
      run.nextDueAt,
    ]);
  }
}
