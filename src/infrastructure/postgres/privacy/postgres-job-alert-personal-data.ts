import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/*
 * Job alerts (migration 0007): the account's own, and those saved as a guest with the account's address
 * once the account has verified it (the same proof the guest alert's double opt-in asked for). Without a
 * verified address guest alerts are someone else's as far as we can tell: neither exported nor deleted.
 * The account's alerts go with the user row by cascade; guest ones are erased here. No files.
 */
const OF_USER = `join users u on u.id = $1
  where (a.user_id = u.id or (a.user_id is null and u.email_verified and lower(a.email) = lower(u.email)))`;

export class PostgresJobAlertPersonalData implements PersonalDataSource {
  readonly section = 'jobAlerts';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    // The search is the normalized query string the digests run (no page, no sort).
    const { rows } = await this.db.query(
      `select a.site, a.locale, case when a.user_id is null then 'guest' else 'account' end as "savedAs", a.email,
              a.search_query as search, a.frequency, a.origin, a.created_at as "createdAt", a.confirmed_at as "confirmedAt",
              a.last_sent_at as "lastDigestSentAt", a.next_due_at as "nextDigestDueAt"
       from job_alerts a ${OF_USER}
       order by a.created_at desc, a.id desc`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }

  async eraseUnlinked(userId: string): Promise<void> {
    if (!isEntityId(userId)) return;
    // A digest run holding one of these rows is waited for; its mail is then removed with the outbox's rows.
    await this.db.query(
      `delete from job_alerts a using users u
       where u.id = $1 and a.user_id is null and u.email_verified and lower(a.email) = lower(u.email)`,
      [userId],
    );
  }
}
