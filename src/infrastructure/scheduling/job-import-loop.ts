import type { Logger } from 'pino';
import type { RunDueImports } from '../../application/platform/job-import/run-due-imports.use-case';
import { PollingLoop } from './polling-loop';

/** How often a worker looks for due importers (JOB_IMPORT_POLL_MS). Due times are stored: this only bounds the delay of "run now". */
export const DEFAULT_JOB_IMPORT_POLL_MS = 30_000;

/**
 * The import scheduler of a site's workers. Each round claims one due importer in the database and runs
 * it, so several workers share the importers without running one twice; a pass runs up to five importers
 * in a row before it yields to the next tick. The log line carries ids and the outcome only.
 */
export function jobImportLoop(
  runs: Pick<RunDueImports, 'execute'>,
  site: string,
  logger: Logger,
  intervalMs = DEFAULT_JOB_IMPORT_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'job import',
    intervalMs,
    maxRounds: 5,
    passAtStart: false,
    logger,
    round: async () => {
      const run = await runs.execute({ site });
      if (run) logger.info({ importerId: run.importerId, outcome: run.outcome }, 'job import run');
      return run !== null;
    },
  });
}
