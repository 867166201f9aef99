import { type Schedule, waitForTag } from '../../../application/board/tracking/tag-wait';

/** The browser's timer, for vendors whose global appears only once their script ran. */
export const browserSchedule: Schedule = (run, ms) => {
  setTimeout(run, ms);
};

const STOPPED = Symbol('stopped');

/**
 * Calls `ready` with the vendor's global once its script defined it (looked for every 500 ms, 30 times,
 * like every tag), unless the adapter was stopped meanwhile. A vendor that never arrives (blocked,
 * offline) reports nothing: its services stay refused.
 */
export function whenVendorReady<T>(probe: () => T | undefined, schedule: Schedule, ready: (api: T) => void): () => void {
  let live = true;
  // A stopped adapter ends the looking too, not only the answer.
  void waitForTag<T | typeof STOPPED>(() => (live ? probe() : STOPPED), schedule).then((api) => {
    if (live && api !== null && api !== STOPPED) ready(api);
  });
  return () => {
    live = false;
  };
}
