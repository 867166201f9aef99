import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import { questionsOf } from '../../../domain/applications/application-settings';
import type { Queryable } from '../accounts/queryable';

/*
 * The applications a person sent (migration 0009): those sent while signed in, and those sent as a guest
 * with the account's address once the account has verified it. A guest application carries no account,
 * only the address its applicant gave; a verified address is the proof that it is this person's — the
 * receipt and the recruiter's replies go there. Without that proof they are neither exported nor deleted.
 * Signed-in applications go with the user row (0012: on delete cascade); guest ones are erased here.
 */
const OF_USER = `join users u on u.id = $1
  where (a.applicant_user_id = u.id or (a.applicant_user_id is null and u.email_verified and lower(a.email) = lower(u.email)))`;

interface Row {
  id: string;
  job_id: string;
  job_title: string;
  organization_name: string;
  site: string;
  locale: string;
  signed_in: boolean;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  cover_letter: string | null;
  answers: Record<string, unknown> | null;
  questions: unknown;
  status: string;
  created_at: Date;
  status_changed_at: Date;
  files: Array<{ name: string; contentType: string; size: number }>;
}

export class PostgresApplicationPersonalData implements PersonalDataSource {
  readonly section = 'applications';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    // Everything the applicant entered, the job and the status; not the form's idempotency key.
    const { rows } = await this.db.query<Row>(
      `select a.id::text, a.job_id::text, j.title as job_title, o.name as organization_name, a.site, a.locale,
              (a.applicant_user_id is not null) as signed_in, a.first_name, a.last_name, a.email, a.phone, a.cover_letter,
              a.answers, j.application_questions as questions, a.status, a.created_at, a.status_changed_at,
              coalesce((select json_agg(json_build_object('name', f.file_name, 'contentType', f.content_type, 'size', f.size_bytes) order by f.position)
                        from application_files f where f.application_id = a.id), '[]') as files
       from applications a join jobs j on j.id = a.job_id join organizations o on o.id = a.organization_id ${OF_USER}
       order by a.created_at desc, a.id desc`,
      [userId],
    );
    return rows.map((r) => {
      const labels = new Map(questionsOf(r.questions).map((q) => [q.id, q.label]));
      return {
        id: r.id,
        jobId: r.job_id,
        jobTitle: r.job_title,
        organization: r.organization_name,
        site: r.site,
        locale: r.locale,
        sentAs: r.signed_in ? 'account' : 'guest',
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phone: r.phone,
        coverLetter: r.cover_letter,
        answers: Object.entries(r.answers ?? {}).map(([questionId, answer]) => ({
          question: labels.get(questionId) ?? questionId,
          answer,
        })),
        status: r.status,
        sentAt: r.created_at,
        statusChangedAt: r.status_changed_at,
        files: r.files.map((f) => ({ name: f.name, contentType: f.contentType, size: Number(f.size) })),
      };
    });
  }

  async fileKeys(userId: string): Promise<readonly string[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<{ file_key: string }>(
      `select f.file_key from application_files f where f.application_id in (select a.id from applications a ${OF_USER}) order by f.file_key`,
      [userId],
    );
    return rows.map((r) => r.file_key);
  }

  async eraseUnlinked(userId: string): Promise<void> {
    if (!isEntityId(userId)) return;
    // Their files' rows go by cascade; the files themselves were named by fileKeys.
    await this.db.query(
      `delete from applications a using users u
       where u.id = $1 and a.applicant_user_id is null and u.email_verified and lower(a.email) = lower(u.email)`,
      [userId],
    );
  }
}
