import type { ApplicationRepository, JobApplicationFacts } from '../../../application/platform/applications/application-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import {
  isApplicationStatus,
  type Application,
  type ApplicationStatus,
  type ApplicationSummary,
  type AttachmentContentType,
  type MyApplication,
} from '../../../domain/applications/application';
import { isApplicationWorkflow, questionsOf } from '../../../domain/applications/application-settings';
import type { Queryable } from '../accounts/queryable';

interface SummaryRow {
  id: string;
  job_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  created_at: Date;
  file_count: number;
}

const status = (raw: string): ApplicationStatus => (isApplicationStatus(raw) ? raw : 'new');

const toSummary = (r: SummaryRow): ApplicationSummary => ({
  id: r.id,
  jobId: r.job_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  status: status(r.status),
  createdAt: r.created_at.toISOString(),
  fileCount: Number(r.file_count),
});

const SUMMARY = `a.id::text, a.job_id::text, a.first_name, a.last_name, a.email, a.status, a.created_at,
  (select count(*)::int from application_files f where f.application_id = a.id) as file_count`;

/** Applications on PostgreSQL (0009_applications). */
export class PostgresApplicationRepository implements ApplicationRepository {
  constructor(private readonly db: Queryable) {}

  async applicationFactsOf(jobId: string): Promise<JobApplicationFacts | null> {
    if (!isEntityId(jobId)) return null;
    const { rows } = await this.db.query<{
      application_workflow: string | null;
      application_require_cv: boolean;
      application_require_cover_letter: boolean;
      application_require_questions: boolean;
      application_questions: unknown;
      application_email: string | null;
      owner_email: string | null;
    }>(
      `select j.application_workflow, j.application_require_cv, j.application_require_cover_letter, j.application_require_questions,
              j.application_questions, j.application_email, u.email as owner_email
       from jobs j join organizations o on o.id = j.organization_id left join users u on u.id = o.owner_id
       where j.id = $1`,
      [jobId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      settings: {
        workflow: isApplicationWorkflow(r.application_workflow) ? r.application_workflow : null,
        requireCv: r.application_require_cv,
        requireCoverLetter: r.application_require_cover_letter,
        requireQuestions: r.application_require_questions,
        questions: questionsOf(r.application_questions),
      },
      applicationEmails: r.application_email,
      ownerEmail: r.owner_email,
    };
  }

  async findById(id: string): Promise<Application | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<
      SummaryRow & {
        organization_id: string;
        applicant_user_id: string | null;
        job_sites: string[];
        job_title: string;
        job_slug: string;
        organization_name: string;
        phone: string | null;
        cover_letter: string | null;
        answers: Record<string, unknown>;
        questions: unknown;
        status_changed_at: Date;
        files: Array<{ id: string; name: string; contentType: AttachmentContentType; size: number }>;
      }
    >(
      `select ${SUMMARY}, a.organization_id::text, a.applicant_user_id::text,
              array(select s.site from job_sites s where s.job_id = j.id order by s.position) as job_sites, j.title as job_title, j.slug as job_slug, o.name as organization_name,
              a.phone, a.cover_letter, a.answers, j.application_questions as questions, a.status_changed_at,
              coalesce((select json_agg(json_build_object('id', f.id::text, 'name', f.file_name, 'contentType', f.content_type, 'size', f.size_bytes) order by f.position)
                        from application_files f where f.application_id = a.id), '[]') as files
       from applications a join jobs j on j.id = a.job_id join organizations o on o.id = a.organization_id
       where a.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    const labels = new Map(questionsOf(r.questions).map((q) => [q.id, q.label]));
    const answers = Object.entries(r.answers ?? {})
      .filter((e): e is [string, string] => typeof e[1] === 'string')
      .map(([questionId, value]) => ({ questionId, label: labels.get(questionId) ?? questionId, value }));
    return {
      ...toSummary(r),
      organizationId: r.organization_id,
      applicantUserId: r.applicant_user_id,
      jobSites: r.job_sites,
      jobTitle: r.job_title,
      jobSlug: r.job_slug,
      organizationName: r.organization_name,
      phone: r.phone,
      coverLetter: r.cover_letter,
      answers,
      files: r.files.map((f) => ({ id: f.id, name: f.name, contentType: f.contentType, size: Number(f.size) })),
      statusChangedAt: r.status_changed_at.toISOString(),
    };
  }

  async listForJob(jobId: string): Promise<readonly ApplicationSummary[]> {
    if (!isEntityId(jobId)) return [];
    const { rows } = await this.db.query<SummaryRow>(
      `select ${SUMMARY} from applications a where a.job_id = $1 order by a.created_at desc, a.id desc limit 500`,
      [jobId],
    );
    return rows.map(toSummary);
  }

  async listForApplicant(userId: string): Promise<readonly MyApplication[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<{
      id: string;
      job_id: string;
      job_title: string;
      job_slug: string;
      organization_name: string;
      status: string;
      created_at: Date;
    }>(
      `select a.id::text, a.job_id::text, j.title as job_title, j.slug as job_slug, o.name as organization_name, a.status, a.created_at
       from applications a join jobs j on j.id = a.job_id join organizations o on o.id = a.organization_id
       where a.applicant_user_id = $1 order by a.created_at desc, a.id desc limit 200`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      jobId: r.job_id,
      jobTitle: r.job_title,
      jobSlug: r.job_slug,
      organizationName: r.organization_name,
      status: status(r.status),
      createdAt: r.created_at.toISOString(),
    }));
  }

  async organizationIdsOf(userId: string): Promise<readonly string[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `select o.id::text from organizations o where o.owner_id = $1
       union select m.organization_id::text from organization_members m where m.user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async changeStatus(id: string, from: ApplicationStatus, to: ApplicationStatus, at: Date): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const result = await this.db.query('update applications set status = $3, status_changed_at = $4 where id = $1 and status = $2', [
      id,
      from,
      to,
      at,
    ]);
    return result.rowCount === 1;
  }

  async fileOf(applicationId: string, fileId: string): Promise<{ key: string; name: string; contentType: AttachmentContentType } | null> {
    if (!isEntityId(applicationId) || !isEntityId(fileId)) return null;
    const { rows } = await this.db.query<{ file_key: string; file_name: string; content_type: AttachmentContentType }>(
      'select file_key, file_name, content_type from application_files where application_id = $1 and id = $2',
      [applicationId, fileId],
    );
    const r = rows[0];
    return r ? { key: r.file_key, name: r.file_name, contentType: r.content_type } : null;
  }
}
