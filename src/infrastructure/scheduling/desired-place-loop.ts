import type { Logger } from 'pino';
import type { LocateDesiredPlaces } from '../../application/platform/resume-search/locate-desired-places.use-case';
import { PollingLoop } from './polling-loop';

/** How often a worker looks for resumes whose desired location is not located yet (RESUME_PLACE_POLL_MS). */
export const DEFAULT_DESIRED_PLACE_POLL_MS = 2_000;
const BATCH = 100;

/**
 * Locates resumes' desired locations shortly after they are saved (and, after a deploy, the resumes saved
 * before). The work is found by the index of unlocated rows, so an idle round is one cheap query; two
 * workers locating the same resume write the same place.
 */
export function desiredPlaceLoop(
  locate: Pick<LocateDesiredPlaces, 'execute'>,
  logger: Logger,
  intervalMs = DEFAULT_DESIRED_PLACE_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'resume desired places',
    intervalMs,
    maxRounds: 50,
    passAtStart: true,
    logger,
    round: async () => {
      const { located } = await locate.execute({ limit: BATCH });
      if (located > 0) logger.debug({ located }, 'resume desired places located');
      return located >= BATCH;
    },
  });
}
