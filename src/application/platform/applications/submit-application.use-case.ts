import {
  applicationFileKey,
  generatedFileError,
  safeFileName,
  validateApplication,
  type ApplicationFieldError,
  type ApplicationInput,
} from '../../../domain/applications/application-input';
import { effectiveWorkflow, notificationRecipients } from '../../../domain/applications/application-settings';
import { currentRevision } from '../../../domain/consent/consent-info';
import { normalizeEmail } from '../../../domain/identity/credentials';
import { isVisibleOn } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import { statisticsDay } from '../../../domain/statistics/job-statistics';
import type { Clock } from '../../shared/clock.port';
import { type JobEventCounter, NO_COUNTING } from '../statistics/job-event-counter.port';
import type { ConsentRepository } from '../consent/consent-repository.port';
import type { FileStore } from '../files/file-store.port';
import { pageLink } from '../identity/account-links';
import type { RateLimiter } from '../identity/rate-limiter.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { ApplicationRepository, ApplicationUnitOfWork } from './application-repository.port';
import type { ResumePdf, ResumePdfSource } from './resume-pdf-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * An uploaded file as the driving side hands it over: already streamed into the file store's upload
 * area (never held in memory), with its first bytes for the type check.
 */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
  /** Its id in the file store's upload area (FileStore.commitStaged). */
  readonly stagedId: string;
}

export interface SubmitApplicationInput extends Omit<ApplicationInput, 'files'> {
  readonly jobId: string;
  /** Public origin of the board (links in mails), already vetted by the driving side (publicOrigin). */
  readonly origin: string;
  readonly files: readonly UploadedFile[];
  /** Attach the signed-in applicant's resume as a PDF made now, after the uploads. */
  readonly attachResume?: boolean;
}

/** The privacy consent an application carries. */
export const APPLICATION_CONSENT = { type: 'PRIVACY_POLICY', placement: 'APPLICATION' } as const;

export type SubmitApplicationOutcome =
  | { readonly ok: true; readonly value: { readonly applicationId: string; readonly duplicate: boolean } }
  | { readonly ok: false; readonly code: 'JOB_NOT_FOUND' | 'NOT_ACCEPTING' }
  | { readonly ok: false; readonly code: 'INVALID'; readonly errors: readonly ApplicationFieldError[] };

/**
 * Apply to a job. Anyone may apply, signed in or not, to a job visible on the site whose
 * workflow is the on-site form. One submit is one transaction: the application, its files, the privacy
 * consent and the mails (recruiter notice, applicant receipt) commit together or not at all. Files are
 * written to the store inside the transaction under keys derived from the new application's id; if
 * anything fails before the commit has happened they are removed again, so nothing is left half-written.
 * A retried submit with the same idempotency key answers the first application (`duplicate: true`).
 * Each new application uses a point of its applicant address's hourly and daily limits (RATE_LIMITS):
 * every one mails that address a receipt, and nobody needs an account to apply.
 */
export class SubmitApplication {
  constructor(
    private readonly jobs: JobRepository,
    private readonly applications: ApplicationRepository,
    private readonly consents: ConsentRepository,
    private readonly unitOfWork: ApplicationUnitOfWork,
    private readonly store: FileStore,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    /** The applicant's resume as a PDF; without it an application asking for one is refused (NO_RESUME). */
    private readonly resumePdf: ResumePdfSource | null = null,
    /** The job's statistics: a new application counts once (no applicant is kept there). */
    private readonly counter: JobEventCounter = NO_COUNTING,
  ) {}

  async execute(input: SubmitApplicationInput, ctx: RequestContext): Promise<SubmitApplicationOutcome> {
    const now = this.clock.now();
    if (!isEntityId(input.jobId)) return { ok: false, code: 'JOB_NOT_FOUND' };
    const job = await this.jobs.findById(input.jobId, ctx.locale);
    if (!job || !isVisibleOn(job, ctx.site, now)) return { ok: false, code: 'JOB_NOT_FOUND' };
    const facts = await this.applications.applicationFactsOf(job.id);
    const channel = job.details?.application ?? { url: null, email: null };
    if (!facts || effectiveWorkflow(facts.settings, channel) !== 'form') return { ok: false, code: 'NOT_ACCEPTING' };

    const withResumePdf = input.attachResume === true;
    const checked = validateApplication({ ...input, withResumePdf }, facts.settings);
    if (!checked.ok) return { ok: false, code: 'INVALID', errors: checked.errors };
    const form = checked.value;
    const applicantUserId = ctx.actor.kind === 'user' ? ctx.actor.userId : null;

    // Made before the transaction (drawing takes a moment; no connection waits for it) and checked like an upload.
    let resumePdf: ResumePdf | null = null;
    if (withResumePdf) {
      resumePdf = applicantUserId && this.resumePdf ? await this.resumePdf.pdfFor(applicantUserId, ctx.locale) : null;
      if (!resumePdf) return { ok: false, code: 'INVALID', errors: [{ field: 'files', code: 'NO_RESUME' }] };
      const tooLarge = generatedFileError(resumePdf.bytes.length);
      if (tooLarge) return { ok: false, code: 'INVALID', errors: [{ field: 'files', code: tooLarge, detail: resumePdf.fileName }] };
    }

    const site = this.sites.get(ctx.site);
    if (!site) throw new Error(`unknown site ${ctx.site}`);
    const [info] = await this.consents.listActiveInfos({
      site: ctx.site,
      now,
      ...APPLICATION_CONSENT,
      sorting: 'ID_DESC',
      offset: 0,
      limit: 1,
    });
    const revision = info ? currentRevision(info, now) : null;
    const recipients = notificationRecipients(facts.applicationEmails, facts.ownerEmail);

    // Before the transaction: a submit never holds its connection while waiting for the limiter's.
    // A retried submit counts too; the limits leave room for that.
    if (!(await this.withinLimits(form.email))) return { ok: false, code: 'INVALID', errors: [{ field: 'email', code: 'RATE_LIMITED' }] };

    const written: string[] = [];
    try {
      const outcome = await this.unitOfWork.run(async (tx) => {
        const existing = await tx.findByIdempotencyKey(job.id, form.idempotencyKey);
        if (existing) return { ok: true, value: { applicationId: existing, duplicate: true } } as const;
        const applicationId = await tx.insertApplication({
          jobId: job.id,
          organizationId: job.organization.id,
          site: ctx.site,
          locale: ctx.locale,
          applicantUserId,
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phone: form.phone,
          coverLetter: form.coverLetter,
          answers: form.answers,
          idempotencyKey: form.idempotencyKey,
          consentId: null,
          at: now,
        });
        if (applicationId === null) {
          // A concurrent submit with the same key committed first: answer that one.
          const winner = await tx.findByIdempotencyKey(job.id, form.idempotencyKey);
          if (!winner) throw new Error('idempotency conflict without a stored application');
          return { ok: true, value: { applicationId: winner, duplicate: true } } as const;
        }
        if (info && revision) {
          await tx.recordConsent(
            { infoId: info.id, revisionId: revision.id, userId: applicantUserId, mail: form.email, site: ctx.site, at: now },
            applicationId,
          );
        }
        for (const [position, file] of input.files.entries()) {
          const type = form.fileTypes[position];
          if (!type) throw new Error('an uploaded file has no checked type');
          const key = applicationFileKey(applicationId, position);
          written.push(key);
          // A rename from the upload area: the bytes the policy checked are the bytes stored.
          await this.store.commitStaged(file.stagedId, key);
          await tx.insertFile({ applicationId, name: safeFileName(file.name), contentType: type, size: file.size, position, key });
        }
        if (resumePdf) {
          const position = input.files.length;
          const key = applicationFileKey(applicationId, position);
          written.push(key);
          await this.store.write(key, resumePdf.bytes);
          await tx.insertFile({
            applicationId,
            name: safeFileName(resumePdf.fileName),
            contentType: 'application/pdf',
            size: resumePdf.bytes.length,
            position,
            key,
          });
        }
        const applicantName = `${form.firstName} ${form.lastName}`;
        for (const to of recipients) {
          await tx.outbox.enqueue(
            this.composer.compose(
              to,
              {
                kind: 'application-received',
                siteName: site.name,
                jobTitle: job.title,
                applicantName,
                link: pageLink(input.origin, site, site.defaultLocale, `/application/${applicationId}`),
              },
              site.defaultLocale,
            ),
            site.key,
          );
        }
        await tx.outbox.enqueue(
          this.composer.compose(
            form.email,
            {
              kind: 'application-confirmation',
              siteName: site.name,
              jobTitle: job.title,
              organizationName: job.organization.name,
              firstName: form.firstName,
              link: applicantUserId ? pageLink(input.origin, site, ctx.locale, '/dashboard') : null,
            },
            ctx.locale,
          ),
          site.key,
        );
        return { ok: true, value: { applicationId, duplicate: false } } as const;
      });
      if (!outcome.value.duplicate) this.counter.count({ site: ctx.site, jobId: job.id, day: statisticsDay(now), kind: 'application' });
      return outcome;
    } catch (error) {
      // The transaction rolled back: the files it wrote must go too.
      await Promise.allSettled(written.map((key) => this.store.delete(key)));
      throw error;
    }
  }

  /** Both limits are used (a day's points go even when the hour's are gone: retrying soon gains nothing). */
  private async withinLimits(email: string): Promise<boolean> {
    const key = normalizeEmail(email);
    const [hour, day] = await Promise.all([
      this.limiter.consume('applicationsPerEmailHour', key),
      this.limiter.consume('applicationsPerEmailDay', key),
    ]);
    return hour && day;
  }
}
