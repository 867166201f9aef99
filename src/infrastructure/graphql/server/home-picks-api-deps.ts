import type { EndHomePick } from '../../../application/platform/home-picks/end-home-pick.use-case';
import type { ListHomePicks } from '../../../application/platform/home-picks/list-home-picks.use-case';
import type { PickHomeJob } from '../../../application/platform/home-picks/pick-home-job.use-case';

/** The home page picks' staff use cases the platform API runs. */
export interface HomePicksApiDeps {
  readonly listHomePicks: ListHomePicks;
  readonly pickHomeJob: PickHomeJob;
  readonly endHomePick: EndHomePick;
}
