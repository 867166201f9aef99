import type { Job } from '../../../domain/job/job';
import type { MetaTag } from '../../../domain/routing/route-info';
import type { BoardContext } from '../board-context';
import type { RouteGateway } from '../routing/route-gateway.port';
import type { JobGateway } from './job-gateway.port';

export type JobPageResult =
  | { readonly kind: 'job'; readonly job: Job; readonly expired: boolean; readonly metatags: readonly MetaTag[] }
  | { readonly kind: 'redirect'; readonly code: number; readonly target: string }
  | { readonly kind: 'not-found' };

/** /job/{slug}: look the path up, then load the job it names. */
export class ShowJobPage {
  constructor(
    private readonly routes: RouteGateway,
    private readonly jobs: JobGateway,
  ) {}

  async execute(input: { slug: string }, ctx: BoardContext): Promise<JobPageResult> {
    const route = await this.routes.lookup(`/job/${input.slug}`, ctx);
    if (route.kind === 'redirect') return { kind: 'redirect', code: route.code, target: route.target };
    if (route.kind === 'error' || route.type !== 'Job') return { kind: 'not-found' };
    const view = await this.jobs.byId(route.id, ctx);
    if (!view) return { kind: 'not-found' };
    return { kind: 'job', job: view.job, expired: view.expired, metatags: route.metatags };
  }
}
