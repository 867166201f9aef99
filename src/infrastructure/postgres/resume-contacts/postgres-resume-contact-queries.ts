import type {
  ContactRequestRecord,
  OwnerContactRequestRow,
  ResumeContactQueries,
  ResumeOwnerContact,
  SentContactRequestRow,
} from '../../../application/platform/resume-contacts/resume-contact-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { ContactRequestState } from '../../../domain/resume-contacts/contact-request';
import type { Queryable } from '../accounts/queryable';
import { CONTACT_REQUEST_COLUMNS, contactRequestRecord, type ContactRequestRow } from './contact-request-row';

/** Reads of resume contact requests (migration 0040). */
export class PostgresResumeContactQueries implements ResumeContactQueries {
  constructor(private readonly db: Queryable) {}

  async ownerContact(ownerId: string): Promise<ResumeOwnerContact | null> {
    if (!isEntityId(ownerId)) return null;
    const { rows } = await this.db.query<{ email: string; first_name: string | null }>(
      'select email, first_name from users where id = $1',
      [ownerId],
    );
    return rows[0] ? { email: rows[0].email, firstName: rows[0].first_name ?? '' } : null;
  }

  async organizationName(organizationId: string): Promise<string | null> {
    if (!isEntityId(organizationId)) return null;
    const { rows } = await this.db.query<{ name: string }>('select name from organizations where id = $1', [organizationId]);
    return rows[0]?.name ?? null;
  }

  async latestFor(resumeOwnerId: string, organizationId: string): Promise<ContactRequestRecord | null> {
    const { rows } = await this.db.query<ContactRequestRow>(
      `select ${CONTACT_REQUEST_COLUMNS} from resume_contact_requests r
       where r.resume_user_id = $1 and r.organization_id = $2 order by r.created_at desc, r.id desc limit 1`,
      [resumeOwnerId, organizationId],
    );
    return rows[0] ? contactRequestRecord(rows[0]) : null;
  }

  async forOwner(
    ownerId: string,
    states: readonly ContactRequestState[] | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: OwnerContactRequestRow[]; total: number }> {
    const { rows } = await this.db.query<ContactRequestRow & { organization_name: string; total: string }>(
      `select ${CONTACT_REQUEST_COLUMNS}, o.name as organization_name, count(*) over () as total
       from resume_contact_requests r join organizations o on o.id = r.organization_id
       where r.resume_user_id = $1 and ($2::text[] is null or r.state = any($2::text[]))
       order by r.created_at desc, r.id desc limit $3 offset $4`,
      [ownerId, states, limit, offset],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => ({ ...contactRequestRecord(r), organizationName: r.organization_name })),
    };
  }

  async forOrganization(
    organizationId: string,
    site: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: SentContactRequestRow[]; total: number }> {
    // The resume's link only while the organization may still see it.
    const { rows } = await this.db.query<ContactRequestRow & { public_id: string | null; headline: string | null; total: string }>(
      `select ${CONTACT_REQUEST_COLUMNS}, count(*) over () as total,
              case when i.visibility <> 'hidden'
                    and not exists (select 1 from resume_blocked_organizations b where b.user_id = r.resume_user_id and b.organization_id = r.organization_id)
                   then i.public_id::text end as public_id,
              case when i.visibility <> 'hidden' then i.headline end as headline
       from resume_contact_requests r left join resume_search_index i on i.user_id = r.resume_user_id
       where r.organization_id = $1 and r.site = $2
       order by r.created_at desc, r.id desc limit $3 offset $4`,
      [organizationId, site, limit, offset],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => ({
        ...contactRequestRecord(r),
        resumePublicId: r.public_id,
        resumeHeadline: r.public_id ? (r.headline ?? '') : '',
      })),
    };
  }

  async remaining(organizationId: string, site: string, now: Date): Promise<{ slots: number; credits: number }> {
    const { rows } = await this.db.query<{ slots: string; credits: string }>(
      `select
         (select coalesce(sum(greatest(0, s.resume_contact_slots
                   - (select count(*) from resume_contact_requests r where r.subscription_id = s.id and r.refunded_at is null))), 0)
          from commerce_subscriptions s
          where s.organization_id = $1 and s.site = $2 and s.starts_at <= $3 and s.ends_at > $3)::text as slots,
         (select coalesce(sum(delta), 0) from commerce_credit_ledger
          where organization_id = $1 and site = $2 and type = 'resume_contact')::text as credits`,
      [organizationId, site, now],
    );
    return { slots: Number(rows[0]!.slots), credits: Number(rows[0]!.credits) };
  }
}
