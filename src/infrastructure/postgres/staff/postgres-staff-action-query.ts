import type pg from 'pg';
import type { StaffJson } from '../../../application/platform/staff/staff-action-log.port';
import type {
  StaffActionFilter,
  StaffActionPage,
  StaffActionQuery,
  StaffActionRecord,
} from '../../../application/platform/staff/staff-action-query.port';

interface Row {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  masqueraded_by: string | null;
  site: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: StaffJson | null;
  after: StaffJson | null;
  total: string;
}

/** Escapes LIKE's wildcards so an action prefix matches as written. */
const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The audit log's filters as one statement: newest first, with the total of the filtered rows. */
export class PostgresStaffActionQuery implements StaffActionQuery {
  constructor(private readonly pool: pg.Pool) {}

  async find(filter: StaffActionFilter, page: { readonly offset: number; readonly limit: number }): Promise<StaffActionPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filter.sites !== 'all') add((n) => `a.site = any(${n}::text[])`, filter.sites);
    if (filter.siteKey) add((n) => `a.site = ${n}`, filter.siteKey);
    if (filter.actorId) add((n) => `a.actor_id = ${n}::bigint`, filter.actorId);
    if (filter.actionPrefix) add((n) => `a.action like ${n}`, likePrefix(filter.actionPrefix));
    if (filter.targetType) add((n) => `a.target_type = ${n}`, filter.targetType);
    if (filter.targetId) add((n) => `a.target_id = ${n}`, filter.targetId);
    if (filter.from) add((n) => `a.at >= ${n}::timestamptz`, filter.from);
    if (filter.to) add((n) => `a.at < ${n}::timestamptz`, filter.to);
    params.push(page.limit, page.offset);
    const { rows } = await this.pool.query<Row>(
      `select a.id, a.at, a.actor_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name, u.email as actor_email,
              a.masqueraded_by, a.site, a.action, a.target_type, a.target_id, a.before, a.after, count(*) over () as total
         from staff_actions a left join users u on u.id = a.actor_id
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by a.at desc, a.id desc
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    const total = rows[0] ? Number(rows[0].total) : page.offset > 0 ? await this.count(where, params.slice(0, -2)) : 0;
    return { entries: rows.map(toRecord), total };
  }

  /** A page past the end still reports how many there are. */
  private async count(where: readonly string[], params: readonly unknown[]): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `select count(*) as n from staff_actions a ${where.length ? `where ${where.join(' and ')}` : ''}`,
      [...params],
    );
    return Number(rows[0]?.n ?? 0);
  }
}

const toRecord = (r: Row): StaffActionRecord => ({
  id: r.id,
  at: r.at.toISOString(),
  actorId: r.actor_id,
  actorName: r.actor_name,
  actorEmail: r.actor_email,
  masqueradedBy: r.masqueraded_by,
  siteKey: r.site,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  before: r.before,
  after: r.after,
});
