import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { PollingLoop } from '../scheduling/polling-loop';

/** An upload still staged after this long belongs to no request any more: its worker died reading it. */
export const STAGED_UPLOAD_GRACE_MS = 6 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes staged uploads older than the grace period from the upload area. A request's reader removes
 * its own files on every refusal and the store moves them on commit; only a killed worker (SIGKILL, a
 * power cut) leaves one behind. Returns how many it removed.
 */
export async function sweepStagedUploads(uploadArea: string, now: number, graceMs = STAGED_UPLOAD_GRACE_MS): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadArea);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(uploadArea, name);
    try {
      const info = await stat(path);
      if (info.isFile() && now - info.mtimeMs > graceMs) {
        await rm(path, { force: true });
        removed++;
      }
    } catch {
      // Taken by its request (committed or removed) between the listing and now.
    }
  }
  return removed;
}

/** The hourly sweep of this host's upload area, with a first pass at start (after a crash). */
export function stagedUploadSweeper(uploadArea: string, logger: Logger): PollingLoop {
  return new PollingLoop({
    name: 'staged uploads',
    intervalMs: SWEEP_INTERVAL_MS,
    maxRounds: 1,
    passAtStart: true,
    logger,
    round: async () => {
      const removed = await sweepStagedUploads(uploadArea, Date.now());
      if (removed > 0) logger.info({ removed }, 'removed staged uploads left by a stopped worker');
      return false;
    },
  });
}
