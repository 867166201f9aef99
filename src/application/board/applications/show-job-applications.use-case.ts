import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/applications/application';
import type { JobApplicationsView } from '../../../domain/applications/application-views';
import type { BoardContext } from '../board-context';
import type { ApplicationGateway } from './application-gateway.port';

export interface JobApplicationsPage extends JobApplicationsView {
  /** How many applications are in each status (the list's summary line). */
  readonly counts: Readonly<Record<ApplicationStatus, number>>;
}

/** The recruiter's list of a job's applications; null when the viewer may not see them (or no such job). */
export class ShowJobApplications {
  constructor(private readonly applications: ApplicationGateway) {}

  async execute(input: { jobId: string }, ctx: BoardContext): Promise<JobApplicationsPage | null> {
    if (!ctx.token) return null;
    const view = await this.applications.jobApplications(input.jobId, ctx);
    if (!view) return null;
    const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, view.items.filter((i) => i.status === s).length])) as Record<
      ApplicationStatus,
      number
    >;
    return { ...view, counts };
  }
}
