import type { BoardContext } from '../board-context';
import type { ApplicationGateway, StatusChangeResult } from './application-gateway.port';

/** A recruiter moves an application to another status. */
export class MoveApplication {
  constructor(private readonly applications: ApplicationGateway) {}

  async execute(input: { id: string; status: string }, ctx: BoardContext): Promise<StatusChangeResult> {
    if (!ctx.token) return { ok: false, code: 'NOT_FOUND' };
    return this.applications.changeStatus(input.id, input.status, ctx);
  }
}
