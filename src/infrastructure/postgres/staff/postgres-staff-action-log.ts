import type { StaffActionEntry, StaffActionLog } from '../../../application/platform/staff/staff-action-log.port';
import type { Queryable } from '../accounts/queryable';

/** Writes on the client it is given: inside a unit of work, the entry commits with the change it records. */
export class PostgresStaffActionLog implements StaffActionLog {
  constructor(private readonly db: Queryable) {}

  async record(e: StaffActionEntry): Promise<void> {
    await this.db.query(
      `insert into staff_actions (actor_id, masqueraded_by, site, action, target_type, target_id, before, after)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [
        e.actorId,
        e.masqueradedBy,
        e.siteKey,
        e.action,
        e.targetType,
        e.targetId,
        e.before === null ? null : JSON.stringify(e.before),
        e.after === null ? null : JSON.stringify(e.after),
      ],
    );
  }
}
