import type { BoardContext } from '../board-context';
import type { EditableJobView, JobPostingGateway, Refusable, WizardOptions } from './job-posting-gateway.port';

export type JobWizardPage = Refusable<{ readonly options: WizardOptions; readonly job: EditableJobView | null }>;

/** /job/wizard: the options of the signed-in recruiter and, when editing, the job (imported jobs are refused by the platform). */
export class OpenJobWizard {
  constructor(private readonly gateway: JobPostingGateway) {}

  async execute(input: { readonly id: string | null }, ctx: BoardContext): Promise<JobWizardPage> {
    if (!ctx.token) return { ok: false, code: 'UNAUTHENTICATED' };
    const [options, job] = await Promise.all([
      this.gateway.wizardOptions(ctx),
      input.id ? this.gateway.editableJob(input.id, ctx) : Promise.resolve(null),
    ]);
    if (!options.ok) return options;
    if (job && !job.ok) return job;
    return { ok: true, value: { options: options.value, job: job?.value ?? null } };
  }
}
