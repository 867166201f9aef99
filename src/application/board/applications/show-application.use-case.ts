import type { ApplicationDetailsView } from '../../../domain/applications/application-views';
import type { BoardContext } from '../board-context';
import type { ApplicationGateway } from './application-gateway.port';

/** One application for its applicant or the recruiters of the job; null for anyone else (and guests). */
export class ShowApplication {
  constructor(private readonly applications: ApplicationGateway) {}

  async execute(input: { id: string }, ctx: BoardContext): Promise<ApplicationDetailsView | null> {
    if (!ctx.token) return null;
    return this.applications.application(input.id, ctx);
  }
}
