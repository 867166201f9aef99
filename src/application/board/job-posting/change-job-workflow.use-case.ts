import type { BoardContext } from '../board-context';
import type { JobPostingGateway, JobWorkflowCommand, PostingOutcome } from './job-posting-gateway.port';

/** A workflow button (publish, schedule, archive, republish, duplicate, approve, reject); the platform decides. */
export class ChangeJobWorkflow {
  constructor(private readonly gateway: JobPostingGateway) {}

  async execute(
    input: {
      readonly id: string;
      readonly command: JobWorkflowCommand;
      readonly publishAt?: string | null;
      readonly reason?: string | null;
    },
    ctx: BoardContext,
  ): Promise<PostingOutcome> {
    if (!ctx.token) return { ok: false, code: 'UNAUTHENTICATED', problems: [] };
    return this.gateway.workflow(input.id, input.command, { publishAt: input.publishAt ?? null, reason: input.reason ?? null }, ctx);
  }
}
