import type {
  ApplicationRepository,
  ApplicationTransaction,
  ApplicationUnitOfWork,
  JobApplicationFacts,
  NewApplication,
} from '../../src/application/platform/applications/application-repository.port';
import type { FileStore } from '../../src/application/platform/files/file-store.port';
import type { Application, ApplicationStatus, AttachmentContentType, MyApplication } from '../../src/domain/applications/application';
import type { OutgoingMail } from '../../src/domain/mail/mail';

interface Row extends NewApplication {
  id: string;
  status: ApplicationStatus;
  statusChangedAt: Date;
  files: Array<{ id: string; key: string; name: string; contentType: AttachmentContentType; size: number; position: number }>;
}

export interface JobInfo {
  readonly title: string;
  readonly slug: string;
  readonly organizationName: string;
  /** The sites the job is offered on; the default site when not given. */
  readonly sites?: readonly string[];
}

/**
 * In-memory applications: one world holds rows, consents, mails and files. The unit of work copies the
 * rows before the work and puts them back when it throws, like a rolled-back transaction; `failOn` makes
 * a chosen step throw so tests can walk the failure paths.
 */
export class ApplicationWorld implements ApplicationRepository, ApplicationUnitOfWork, FileStore {
  rows = new Map<string, Row>();
  consents: Array<{ id: string; infoId: string; revisionId: string; userId: string | null; mail: string }> = [];
  mails: OutgoingMail[] = [];
  files = new Map<string, Uint8Array>();
  facts = new Map<string, JobApplicationFacts>();
  jobs = new Map<string, JobInfo>();
  /** userId → organization ids they act for. */
  memberships = new Map<string, string[]>();
  failOn: 'insertFile' | 'storeWrite' | 'outbox' | null = null;
  private nextId = 1;

  // FileStore
  async read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const bytes = this.files.get(key);
    return bytes ? new Uint8Array(bytes) : null;
  }
  async write(key: string, bytes: Uint8Array): Promise<void> {
    if (this.failOn === 'storeWrite' && this.files.size > 0) throw new Error('disk full');
    this.files.set(key, new Uint8Array(bytes));
  }
  /** Uploads in the upload area, by their staged id (what the upload readers leave there). */
  readonly staged = new Map<string, Uint8Array>();
  async commitStaged(stagedId: string, key: string): Promise<void> {
    if (this.failOn === 'storeWrite' && this.files.size > 0) throw new Error('disk full');
    const bytes = this.staged.get(stagedId);
    if (!bytes) throw new Error(`no staged upload ${stagedId}`);
    this.staged.delete(stagedId);
    this.files.set(key, new Uint8Array(bytes));
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  // Unit of work
  async run<T>(work: (tx: ApplicationTransaction) => Promise<T>): Promise<T> {
    const rows = new Map([...this.rows].map(([k, v]) => [k, { ...v, files: [...v.files] }]));
    const consents = [...this.consents];
    const mails = [...this.mails];
    try {
      return await work(this.transaction());
    } catch (error) {
      this.rows = rows;
      this.consents = consents;
      this.mails = mails;
      throw error;
    }
  }

  private transaction(): ApplicationTransaction {
    return {
      findByIdempotencyKey: async (jobId, key) =>
        [...this.rows.values()].find((r) => r.jobId === jobId && r.idempotencyKey === key)?.id ?? null,
      insertApplication: async (a) => {
        if ([...this.rows.values()].some((r) => r.jobId === a.jobId && r.idempotencyKey === a.idempotencyKey)) return null;
        const id = String(this.nextId++);
        this.rows.set(id, { ...a, id, status: 'new', statusChangedAt: a.at, files: [] });
        return id;
      },
      insertFile: async (f) => {
        if (this.failOn === 'insertFile') throw new Error('insert failed');
        const id = String(this.nextId++);
        this.rows
          .get(f.applicationId)!
          .files.push({ id, key: f.key, name: f.name, contentType: f.contentType, size: f.size, position: f.position });
        return id;
      },
      recordConsent: async (c, applicationId) => {
        const id = String(this.nextId++);
        this.consents.push({ id, infoId: c.infoId, revisionId: c.revisionId, userId: c.userId, mail: c.mail });
        const row = this.rows.get(applicationId)!;
        this.rows.set(applicationId, { ...row, consentId: id });
        return id;
      },
      outbox: {
        enqueue: async (mail) => {
          if (this.failOn === 'outbox') throw new Error('outbox failed');
          this.mails.push(mail);
        },
      },
    };
  }

  // Repository
  async applicationFactsOf(jobId: string): Promise<JobApplicationFacts | null> {
    return this.facts.get(jobId) ?? null;
  }
  async findById(id: string): Promise<Application | null> {
    const r = this.rows.get(id);
    if (!r) return null;
    const job = this.jobs.get(r.jobId) ?? { title: 'Job', slug: 'job', organizationName: 'Org' };
    return {
      id: r.id,
      jobId: r.jobId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      status: r.status,
      createdAt: r.at.toISOString(),
      fileCount: r.files.length,
      organizationId: r.organizationId,
      applicantUserId: r.applicantUserId,
      jobSites: job.sites ?? ['default'],
      jobTitle: job.title,
      jobSlug: job.slug,
      organizationName: job.organizationName,
      phone: r.phone,
      coverLetter: r.coverLetter,
      answers: Object.entries(r.answers).map(([questionId, value]) => ({ questionId, label: questionId, value })),
      files: r.files.map((f) => ({ id: f.id, name: f.name, contentType: f.contentType, size: f.size })),
      statusChangedAt: r.statusChangedAt.toISOString(),
    };
  }
  async listForJob(jobId: string) {
    const found = await Promise.all([...this.rows.values()].filter((r) => r.jobId === jobId).map((r) => this.findById(r.id)));
    return found.filter((a): a is Application => a !== null).reverse();
  }
  async listForApplicant(userId: string): Promise<readonly MyApplication[]> {
    return [...this.rows.values()]
      .filter((r) => r.applicantUserId === userId)
      .map((r) => {
        const job = this.jobs.get(r.jobId) ?? { title: 'Job', slug: 'job', organizationName: 'Org' };
        return {
          id: r.id,
          jobId: r.jobId,
          jobTitle: job.title,
          jobSlug: job.slug,
          organizationName: job.organizationName,
          status: r.status,
          createdAt: r.at.toISOString(),
        };
      });
  }
  async organizationIdsOf(userId: string): Promise<readonly string[]> {
    return this.memberships.get(userId) ?? [];
  }
  async changeStatus(id: string, from: ApplicationStatus, to: ApplicationStatus, at: Date): Promise<boolean> {
    const r = this.rows.get(id);
    if (!r || r.status !== from) return false;
    this.rows.set(id, { ...r, status: to, statusChangedAt: at });
    return true;
  }
  async fileOf(applicationId: string, fileId: string) {
    const f = this.rows.get(applicationId)?.files.find((x) => x.id === fileId);
    return f ? { key: f.key, name: f.name, contentType: f.contentType } : null;
  }
}
