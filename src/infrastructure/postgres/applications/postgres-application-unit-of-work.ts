import type pg from 'pg';
import type {
  ApplicationTransaction,
  ApplicationUnitOfWork,
  NewApplication,
  NewApplicationConsent,
  NewApplicationFile,
} from '../../../application/platform/applications/application-repository.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { inTransaction } from '../in-transaction';

/** The writes of one application submit on one transaction's client. */
class PostgresApplicationTransaction implements ApplicationTransaction {
  readonly outbox: PostgresMailOutbox;

  constructor(private readonly client: pg.PoolClient) {
    this.outbox = new PostgresMailOutbox(client);
  }

  async findByIdempotencyKey(jobId: string, key: string): Promise<string | null> {
    const { rows } = await this.client.query<{ id: string }>(
      'select id::text from applications where job_id = $1 and idempotency_key = $2',
      [jobId, key],
    );
    return rows[0]?.id ?? null;
  }

  async insertApplication(a: NewApplication): Promise<string | null> {
    // On a concurrent submit with the same key this waits for the other transaction, then inserts nothing.
    const { rows } = await this.client.query<{ id: string }>(
      `insert into applications (job_id, organization_id, site, locale, applicant_user_id, first_name, last_name, email, phone,
                                 cover_letter, answers, idempotency_key, consent_id, created_at, status_changed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
       on conflict (job_id, idempotency_key) do nothing
       returning id::text`,
      [
        a.jobId,
        a.organizationId,
        a.site,
        a.locale,
        a.applicantUserId,
        a.firstName,
        a.lastName,
        a.email,
        a.phone,
        a.coverLetter,
        JSON.stringify(a.answers),
        a.idempotencyKey,
        a.consentId,
        a.at,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async insertFile(f: NewApplicationFile): Promise<string> {
    const { rows } = await this.client.query<{ id: string }>(
      `insert into application_files (application_id, file_key, file_name, content_type, size_bytes, position)
       values ($1, $2, $3, $4, $5, $6) returning id::text`,
      [f.applicationId, f.key, f.name, f.contentType, f.size, f.position],
    );
    return rows[0]!.id;
  }

  async recordConsent(c: NewApplicationConsent, applicationId: string): Promise<string> {
    const { rows } = await this.client.query<{ id: string }>(
      `with consent as (
         insert into user_consents (info_id, revision_id, user_id, mail, site, consented_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id, revision_id) where user_id is not null do update set mail = user_consents.mail
         returning id)
       update applications set consent_id = (select id from consent) where id = $7 returning consent_id::text as id`,
      [c.infoId, c.revisionId, c.userId, c.mail, c.site, c.at, applicationId],
    );
    return rows[0]!.id;
  }
}

/** One PostgreSQL transaction per `run`: commit when the work returns, rollback when it throws. */
export class PostgresApplicationUnitOfWork implements ApplicationUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: ApplicationTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) => work(new PostgresApplicationTransaction(client)));
  }
}
