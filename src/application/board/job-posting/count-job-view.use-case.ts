import type { BoardContext } from '../board-context';
import type { JobPostingGateway } from './job-posting-gateway.port';

/** The job page's loader reports the view; counting must never break the page. */
export class CountJobView {
  constructor(private readonly gateway: JobPostingGateway) {}

  async execute(input: { readonly id: string; readonly userAgent: string | null }, ctx: BoardContext): Promise<void> {
    try {
      await this.gateway.recordView(input.id, input.userAgent, ctx);
    } catch {
      // A lost view count is acceptable; a failed job page is not.
    }
  }
}
