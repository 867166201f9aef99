import type { BoardContext } from '../board-context';
import type { JobPostingGateway, PostingOutcome, SaveJobRequest } from './job-posting-gateway.port';

/** The wizard's submit: the job is saved (created as a draft or updated); the platform sanitizes and validates. */
export class SaveJobPosting {
  constructor(private readonly gateway: JobPostingGateway) {}

  async execute(request: SaveJobRequest, ctx: BoardContext): Promise<PostingOutcome> {
    if (!ctx.token) return { ok: false, code: 'UNAUTHENTICATED', problems: [] };
    return this.gateway.save(request, ctx);
  }
}
