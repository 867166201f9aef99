import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The files one platform request has stored whose owning rows have not committed yet. The journaled
 * file store adds to it; the transaction helper settles, inside its commit, the journal rows of the keys
 * it finds here. Outside a request (schedulers, the seed) there is no scope and nothing is journaled.
 */
const scopes = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work` as one request. What it stored that no transaction settled (an owner recorded by a single
 * statement, a file kept after its row) is handed to `release` at the end: only a request that never
 * ended, a killed worker, leaves journal rows for the sweep.
 */
export async function inFileWriteScope<T>(work: () => Promise<T>, release: (keys: string[]) => Promise<void>): Promise<T> {
  const pending = new Set<string>();
  try {
    return await scopes.run(pending, work);
  } finally {
    if (pending.size > 0) await release([...pending]);
  }
}

/** Whether the running code belongs to a request (so a write must be journaled before it happens). */
export const inRequestScope = (): boolean => scopes.getStore() !== undefined;

export function notePendingWrite(key: string): void {
  scopes.getStore()?.add(key);
}

/** The keys stored so far in this request that no commit has settled. */
export const pendingWrites = (): string[] => [...(scopes.getStore() ?? [])];

/** The keys a commit settled, or whose files are gone again. */
export function settled(keys: readonly string[]): void {
  const pending = scopes.getStore();
  for (const key of keys) pending?.delete(key);
}
