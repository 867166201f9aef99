import { HIGHLIGHT_KINDS, type HighlightKind, highlightLimit } from '../../../domain/job/job-highlight';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { HomeHighlightRow, HomePicks } from './home-picks.port';
import { homePickSiteFor, type StaffHomeFailure } from './staff-home-access';

/** One block of the home page: how many jobs the page shows, and the highlights in force or to come. */
export interface StaffHomeBlock {
  readonly kind: HighlightKind;
  readonly shown: number;
  readonly highlights: readonly HomeHighlightRow[];
}

/** The request's site's home page blocks as the console shows them: staff picks and bought upgrades. */
export class ListHomePicks {
  constructor(
    private readonly picks: HomePicks,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Result<StaffHomeBlock[], StaffHomeFailure>> {
    const access = homePickSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    const site = this.sites.get(access.site);
    if (!site) return err('FORBIDDEN');
    const rows = await this.picks.current(site.key, this.clock.now());
    const shown: Record<HighlightKind, number> = {
      top: site.listing.topJobsOnHome,
      featured: site.listing.featuredJobsOnHome,
      video: site.listing.videoJobsOnHome,
    };
    return ok(
      HIGHLIGHT_KINDS.map((kind) => ({
        kind,
        shown: highlightLimit(shown[kind]),
        highlights: rows.filter((r) => r.kind === kind),
      })),
    );
  }
}
