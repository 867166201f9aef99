import type { Job } from '../../../domain/job/job';
import { jobIdOfSlug } from '../../../domain/job/job-slug';
import type { MetaTag, RouteInfo } from '../../../domain/routing/route-info';
import type { BoardContext } from '../board-context';
import type { RouteGateway } from '../routing/route-gateway.port';
import type { JobGateway } from './job-gateway.port';

export type JobPageResult =
  | {
      readonly kind: 'job';
      readonly job: Job;
      readonly expired: boolean;
      readonly metatags: readonly MetaTag[];
      /** The route lookup failed and the job was found by the id its slug ends in: its head has the canonical link only. */
      readonly routeLookupFailed?: boolean;
    }
  | { readonly kind: 'redirect'; readonly code: number; readonly target: string }
  | { readonly kind: 'not-found' };

/**
 * /job/{slug}: look the path up, then load the job it names. The lookup adds the page's metatags and the
 * redirects of renamed jobs; when it fails the page is still there: a job's slug ends in its id, and the
 * job with that id and exactly this slug is shown without them (an old slug then is a 404 until the lookup
 * answers again: without it nobody knows where it moved).
 */
export class ShowJobPage {
  constructor(
    private readonly routes: RouteGateway,
    private readonly jobs: JobGateway,
    /** Told once per failed lookup (the log), with the error as thrown. */
    private readonly lookupFailed: (error: unknown) => void = () => {},
  ) {}

  async execute(input: { slug: string }, ctx: BoardContext): Promise<JobPageResult> {
    let route: RouteInfo;
    try {
      route = await this.routes.lookup(`/job/${input.slug}`, ctx);
    } catch (error) {
      this.lookupFailed(error);
      const id = jobIdOfSlug(input.slug);
      const view = id ? await this.jobs.byId(id, ctx) : null;
      if (!view || view.job.slug !== input.slug) return { kind: 'not-found' };
      return { kind: 'job', job: view.job, expired: view.expired, metatags: [], routeLookupFailed: true };
    }
    if (route.kind === 'redirect') return { kind: 'redirect', code: route.code, target: route.target };
    if (route.kind === 'error' || route.type !== 'Job') return { kind: 'not-found' };
    const view = await this.jobs.byId(route.id, ctx);
    if (!view) return { kind: 'not-found' };
    return { kind: 'job', job: view.job, expired: view.expired, metatags: route.metatags };
  }
}
