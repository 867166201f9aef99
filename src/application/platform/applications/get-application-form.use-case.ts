import { effectiveWorkflow } from '../../../domain/applications/application-settings';
import type { ApplicationFormView } from '../../../domain/applications/application-views';
import { currentRevision } from '../../../domain/consent/consent-info';
import { isVisibleOn } from '../../../domain/job/job';
import { resumeWorthSending } from '../../../domain/resume/resume-document';
import { applicantPrefill } from '../../../domain/resume/resume-prefill';
import { translate } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { ConsentRepository } from '../consent/consent-repository.port';
import type { UserRepository } from '../identity/user-repository.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { ResumeRepository } from '../resumes/resume-repository.port';
import type { ApplicationRepository } from './application-repository.port';
import { APPLICATION_CONSENT } from './submit-application.use-case';
import { isEntityId } from '../../../domain/shared/entity-id';

/** What the apply pages need: the job, its requirements and questions, and the signed-in user's data. */
export class GetApplicationForm {
  constructor(
    private readonly jobs: JobRepository,
    private readonly applications: ApplicationRepository,
    private readonly users: UserRepository,
    private readonly consents: ConsentRepository,
    private readonly clock: Clock,
    /** The applicant's resume, for the names and phone it gives; without it only the account's data. */
    private readonly resumes: Pick<ResumeRepository, 'find'> | null = null,
  ) {}

  async execute(input: { jobId: string }, ctx: RequestContext): Promise<Result<ApplicationFormView, 'NOT_FOUND' | 'NOT_ACCEPTING'>> {
    const now = this.clock.now();
    if (!isEntityId(input.jobId)) return err('NOT_FOUND');
    const job = await this.jobs.findById(input.jobId, ctx.locale);
    if (!job || !isVisibleOn(job, ctx.site, now)) return err('NOT_FOUND');
    const facts = await this.applications.applicationFactsOf(job.id);
    if (!facts || effectiveWorkflow(facts.settings, job.details?.application ?? { url: null, email: null }) !== 'form')
      return err('NOT_ACCEPTING');
    const user = ctx.actor.kind === 'user' ? await this.users.findById(ctx.actor.userId) : null;
    const resume = user && this.resumes ? await this.resumes.find(user.id) : null;
    const [info] = await this.consents.listActiveInfos({
      site: ctx.site,
      now,
      ...APPLICATION_CONSENT,
      sorting: 'ID_DESC',
      offset: 0,
      limit: 1,
    });
    const revision = info ? currentRevision(info, now) : null;
    return ok({
      job: { id: job.id, title: job.title, slug: job.slug, organizationName: job.organization.name },
      requireCv: facts.settings.requireCv,
      requireCoverLetter: facts.settings.requireCoverLetter,
      requireQuestions: facts.settings.requireQuestions,
      questions: facts.settings.questions,
      prefill: applicantPrefill(user, resume),
      resumeAvailable: resumeWorthSending(resume),
      privacyText: revision ? translate(revision.texts, ctx.locale) : null,
    });
  }
}
