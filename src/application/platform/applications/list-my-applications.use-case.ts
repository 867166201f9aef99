import type { MyApplication } from '../../../domain/applications/application';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ApplicationRepository } from './application-repository.port';

/** "My applications": the signed-in user's own applications with their status; empty for guests. */
export class ListMyApplications {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute(_input: void, ctx: RequestContext): Promise<readonly MyApplication[]> {
    if (ctx.actor.kind !== 'user') return [];
    return this.applications.listForApplicant(ctx.actor.userId);
  }
}
