import { stepsFor, type QuickApplyStep } from '../../../domain/applications/apply-steps';
import type { ApplicationFormView } from '../../../domain/applications/application-views';
import type { BoardContext } from '../board-context';
import type { ApplicationGateway } from './application-gateway.port';

export interface ApplicationFormPage {
  readonly form: ApplicationFormView;
  /** The quick-apply steps of this job (no questions step when it asks none). */
  readonly steps: readonly QuickApplyStep[];
}

/** The apply pages (standard form, quick apply) of a job; null when the job takes no on-site applications. */
export class ShowApplicationForm {
  constructor(private readonly applications: ApplicationGateway) {}

  async execute(input: { jobId: string }, ctx: BoardContext): Promise<ApplicationFormPage | null> {
    const form = await this.applications.form(input.jobId, ctx);
    return form ? { form, steps: stepsFor(form.questions.length > 0) } : null;
  }
}
