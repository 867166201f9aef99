import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/*
 * Resume contact requests (migration 0040), both sides of a person: those received for their resume
 * (which organization asked, its message, the state and dates) and those they sent as a recruiter (the
 * resume by its desired position only: the other person's data is not theirs to download). Received
 * requests go with the resume, and so with the account, by cascade; sent ones stay with the organization
 * that paid for them and lose their sender (`sent_by` set null). No files.
 */
export class PostgresResumeContactPersonalData implements PersonalDataSource {
  readonly section = 'resumeContactRequests';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return { received: [], sent: [] };
    const received = await this.db.query(
      `select o.name as "organization", r.site, r.message, r.state, r.created_at as "createdAt", r.expires_at as "expiresAt",
              r.decided_at as "decidedAt"
       from resume_contact_requests r join organizations o on o.id = r.organization_id
       where r.resume_user_id = $1 order by r.created_at desc, r.id desc`,
      [userId],
    );
    const sent = await this.db.query(
      `select o.name as "organization", r.site, coalesce(i.headline, '') as "resumeHeadline", r.message, r.state,
              r.created_at as "createdAt", r.decided_at as "decidedAt"
       from resume_contact_requests r join organizations o on o.id = r.organization_id
       left join resume_search_index i on i.user_id = r.resume_user_id
       where r.sent_by = $1 order by r.created_at desc, r.id desc`,
      [userId],
    );
    return { received: received.rows, sent: sent.rows };
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
