import type { MyApplication } from '../../../domain/applications/application';
import type { BoardContext } from '../board-context';
import type { ApplicationGateway } from './application-gateway.port';

/** "My applications" on the dashboard; guests have none (no call is made). */
export class ShowMyApplications {
  constructor(private readonly applications: ApplicationGateway) {}

  async execute(_input: void, ctx: BoardContext): Promise<readonly MyApplication[]> {
    if (!ctx.token) return [];
    return this.applications.myApplications(ctx);
  }
}
