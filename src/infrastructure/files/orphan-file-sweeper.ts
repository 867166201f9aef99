import type { Logger } from 'pino';
import type { FileStore } from '../../application/platform/files/file-store.port';
import type { PostgresFileWriteJournal } from '../postgres/postgres-file-write-journal';
import { PollingLoop } from '../scheduling/polling-loop';

/**
 * A journal row older than this belongs to no running request: every request ends (or its worker is
 * restarted) well within it, so its file's owner never committed.
 */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 100;

/** Removes files whose owning rows never committed (a worker killed in between), a batch per round. */
export function orphanFileSweeper(journal: PostgresFileWriteJournal, store: FileStore, logger: Logger): PollingLoop {
  return new PollingLoop({
    name: 'orphan files',
    intervalMs: SWEEP_INTERVAL_MS,
    maxRounds: 10,
    passAtStart: true,
    logger,
    round: async () => {
      const removed = await journal.sweep(ORPHAN_FILE_GRACE_MS, (key) => store.delete(key), BATCH);
      if (removed > 0) logger.info({ removed }, 'removed files whose rows never committed');
      return removed === BATCH;
    },
  });
}
