import type { Job } from '../../../domain/job/job';
import type { BoardContext } from '../board-context';
import type { EditableJobView, JobPostingGateway, Refusable } from './job-posting-gateway.port';

export type JobPreview = Refusable<{ readonly editable: EditableJobView; readonly job: Job; readonly expired: boolean }>;

/** The preview before publishing: the job rendered as its page will show it, with the workflow buttons. */
export class ShowJobPreview {
  constructor(private readonly postings: JobPostingGateway) {}

  async execute(input: { readonly id: string }, ctx: BoardContext): Promise<JobPreview> {
    if (!ctx.token) return { ok: false, code: 'UNAUTHENTICATED' };
    const editable = await this.postings.editableJob(input.id, ctx);
    if (!editable.ok) return editable;
    const view = await this.postings.preview(input.id, ctx);
    if (!view) return { ok: false, code: 'NOT_FOUND' };
    return { ok: true, value: { editable: editable.value, job: view.job, expired: view.expired } };
  }
}
