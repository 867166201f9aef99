import type { BoardContext } from '../board-context';
import type { ApplicationGateway, ApplicationSubmission, SubmissionResult } from './application-gateway.port';

/** Sends a filled-in application form (with its files) to the platform. */
export class SendApplication {
  constructor(private readonly applications: ApplicationGateway) {}

  execute(input: { jobId: string; submission: ApplicationSubmission }, ctx: BoardContext): Promise<SubmissionResult> {
    return this.applications.submit(input.jobId, input.submission, ctx);
  }
}
