import type { Actor } from '../../../domain/identity/actor';
import type { StaffJson } from '../../../domain/staff/staff-json';

export type { StaffJson };

/**
 * One staff action: who (and, in a masquerade session, which administrator behind them), on which site
 * (null: data of no site, such as an account), what (`user.block`, `job.unpublish`: a dotted key whose
 * first part names the kind of target, so the audit page filters by prefix), on what, and the changed
 * fields before and after. Before and after hold only what staff already see in the console: never a
 * password, a hash, a token or a session id.
 */
export interface StaffActionEntry {
  readonly actorId: string;
  readonly masqueradedBy: string | null;
  readonly siteKey: string | null;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly before: StaffJson | null;
  readonly after: StaffJson | null;
}

/**
 * Writes staff actions, inside the transaction of the action itself: the entry and the change commit
 * together or not at all, so the log never claims a change that rolled back nor misses one that stayed.
 *
 * How a feature uses it (the same way every unit of work in this codebase hands out its stores):
 *  1. its transaction interface (e.g. `AccountTransaction`) gets `readonly staffLog: StaffActionLog`;
 *  2. its PostgreSQL unit of work binds `staffLog: new PostgresStaffActionLog(client)` on the
 *     transaction's client (src/infrastructure/postgres/staff/postgres-staff-action-log.ts);
 *  3. the use case, after its authorization check, writes and logs in one `uow.run`:
 *       await this.uow.run(async (tx) => {
 *         await tx.accounts.block(id);
 *         await tx.staffLog.record(staffEntry(ctx.actor, { siteKey: null, action: 'user.block', targetType: 'user',
 *           targetId: id, before: { blocked: false }, after: { blocked: true } }));
 *       });
 *  In-memory fakes for unit tests: tests/unit/application/staff/in-memory-staff-action-log.ts.
 */
export interface StaffActionLog {
  record(entry: StaffActionEntry): Promise<void>;
}

/** The entry of an action by this actor (a signed-in user: staff use cases refuse anybody else first). */
export function staffEntry(actor: Actor, what: Omit<StaffActionEntry, 'actorId' | 'masqueradedBy'>): StaffActionEntry {
  if (actor.kind !== 'user') throw new Error('staff actions need a signed-in actor');
  return { ...what, actorId: actor.userId, masqueradedBy: actor.masqueradedBy ?? null };
}
