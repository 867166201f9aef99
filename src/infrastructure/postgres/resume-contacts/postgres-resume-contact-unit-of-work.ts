import type pg from 'pg';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  ContactRequestRecord,
  NewContactRequest,
  ResumeContactTx,
  ResumeContactUnitOfWork,
} from '../../../application/platform/resume-contacts/resume-contact-repository.port';
import type { ContactRequestState } from '../../../domain/resume-contacts/contact-request';
import type { OutgoingMail } from '../../../domain/mail/mail';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { spendFromLedger } from '../commerce/credit-ledger-spend';
import { inTransaction } from '../in-transaction';
import { CONTACT_REQUEST_COLUMNS, contactRequestRecord, type ContactRequestRow } from './contact-request-row';

/**
 * A subscription's resume-contact slot is in use while a request paid with it has not been given back
 * (pending, approved or revoked: the organization had its chance).
 */
const SLOTS_IN_USE = `(select count(*) from resume_contact_requests r where r.subscription_id = s.id and r.refunded_at is null)`;

/** One transaction of a contact request on one client. */
class PostgresResumeContactTx implements ResumeContactTx {
  constructor(private readonly db: pg.PoolClient) {}

  async lockOrganization(organizationId: string): Promise<void> {
    // The same lock the credit ledger's spends take: a request and a job posting of the organization
    // never both spend the last credit.
    await this.db.query('select 1 from organizations where id = $1 for no key update', [organizationId]);
  }

  async openRequest(resumeOwnerId: string, organizationId: string): Promise<ContactRequestRecord | null> {
    const { rows } = await this.db.query<ContactRequestRow>(
      `select ${CONTACT_REQUEST_COLUMNS} from resume_contact_requests r
       where r.resume_user_id = $1 and r.organization_id = $2 and r.state in ('pending', 'approved')`,
      [resumeOwnerId, organizationId],
    );
    return rows[0] ? contactRequestRecord(rows[0]) : null;
  }

  async freeSlot(organizationId: string, site: string, now: Date): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      `select s.id::text from commerce_subscriptions s
       where s.organization_id = $1 and s.site = $2 and s.starts_at <= $3 and s.ends_at > $3
         and s.resume_contact_slots > ${SLOTS_IN_USE}
       order by s.ends_at, s.id limit 1`,
      [organizationId, site, now],
    );
    return rows[0]?.id ?? null;
  }

  async creditBalance(organizationId: string, site: string): Promise<number> {
    const { rows } = await this.db.query<{ amount: string }>(
      `select coalesce(sum(delta), 0)::text as amount from commerce_credit_ledger
       where organization_id = $1 and site = $2 and type = 'resume_contact'`,
      [organizationId, site],
    );
    return Number(rows[0]!.amount);
  }

  async insert(request: NewContactRequest): Promise<ContactRequestRecord> {
    const { rows } = await this.db.query<ContactRequestRow>(
      `insert into resume_contact_requests as r (resume_user_id, organization_id, site, sent_by, message, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${CONTACT_REQUEST_COLUMNS}`,
      [request.resumeOwnerId, request.organizationId, request.site, request.sentBy, request.message, request.createdAt, request.expiresAt],
    );
    return contactRequestRecord(rows[0]!);
  }

  async pay(requestId: string, payment: { readonly subscriptionId: string } | { readonly credit: true }): Promise<ContactRequestRecord> {
    if ('subscriptionId' in payment) {
      const { rows } = await this.db.query<ContactRequestRow>(
        `update resume_contact_requests r set subscription_id = $2 where r.id = $1 returning ${CONTACT_REQUEST_COLUMNS}`,
        [requestId, payment.subscriptionId],
      );
      return contactRequestRecord(rows[0]!);
    }
    // The ledger's own spend on this transaction's client, keyed by the request (a request is paid once):
    // if anything later in the transaction fails, the credit comes back with the request.
    const request = await this.lock(requestId);
    if (!request) throw new Error('The contact request to pay for is gone');
    const spent = await spendFromLedger(this.db, {
      organizationId: request.organizationId,
      site: request.site,
      type: 'resume_contact',
      amount: 1,
      key: `resume-contact:${request.id}`,
      jobId: null,
      at: request.createdAt,
    });
    // The caller checked the balance under the organization's lock; a refusal here is a broken invariant.
    if (!spent.ok) throw new Error('No resume-contact credit left to pay the request with');
    const { rows } = await this.db.query<ContactRequestRow>(
      `update resume_contact_requests r set ledger_id = $2 where r.id = $1 returning ${CONTACT_REQUEST_COLUMNS}`,
      [requestId, spent.entryId],
    );
    return contactRequestRecord(rows[0]!);
  }

  async lock(requestId: string): Promise<ContactRequestRecord | null> {
    if (!isEntityId(requestId)) return null;
    const { rows } = await this.db.query<ContactRequestRow>(
      `select ${CONTACT_REQUEST_COLUMNS} from resume_contact_requests r where r.id = $1 for update`,
      [requestId],
    );
    return rows[0] ? contactRequestRecord(rows[0]) : null;
  }

  async setState(requestId: string, state: ContactRequestState, now: Date): Promise<void> {
    await this.db.query('update resume_contact_requests set state = $2, decided_at = $3 where id = $1', [requestId, state, now]);
  }

  async refund(request: ContactRequestRecord, now: Date, endedAs: ContactRequestState): Promise<void> {
    if (request.ledgerId !== null) {
      // The ledger's reasons (migration 0107) name the two ends that give a credit back here.
      const reason = endedAs === 'declined' || endedAs === 'expired' ? `resume_contact_${endedAs}` : null;
      await this.db.query(
        `with granted as (
           insert into commerce_credit_ledger (organization_id, site, type, delta, created_at, reason)
           select $2, $3, 'resume_contact', 1, $4, $5 where exists (select 1 from resume_contact_requests where id = $1 and refunded_at is null)
           returning id)
         update resume_contact_requests set refunded_at = $4, refund_ledger_id = (select id from granted) where id = $1 and refunded_at is null`,
        [request.id, request.organizationId, request.site, now, reason],
      );
      return;
    }
    await this.db.query('update resume_contact_requests set refunded_at = $2 where id = $1 and refunded_at is null', [request.id, now]);
  }

  async overdue(now: Date, limit: number): Promise<ContactRequestRecord[]> {
    const { rows } = await this.db.query<ContactRequestRow>(
      `select ${CONTACT_REQUEST_COLUMNS} from resume_contact_requests r
       where r.state = 'pending' and r.expires_at <= $1 order by r.expires_at, r.id limit $2 for update skip locked`,
      [now, limit],
    );
    return rows.map(contactRequestRecord);
  }

  async enqueueMail(mail: OutgoingMail, site: string): Promise<void> {
    await new PostgresMailOutbox(this.db).enqueue(mail, site);
  }
}

/** One PostgreSQL transaction per `run`: the request, its payment or refund and the owner's mail commit together. */
export class PostgresResumeContactUnitOfWork implements ResumeContactUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: ResumeContactTx) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) => work(new PostgresResumeContactTx(client)));
  }
}
