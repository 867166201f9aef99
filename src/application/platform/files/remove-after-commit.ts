import type { FileStore } from './file-store.port';

/**
 * Deletes the files whose rows a committed change removed, all of them even when some fail. The change
 * happened, so a failed delete must not turn its answer into an error (a retry would then find nothing
 * to do): the file is left in storage, unreferenced, and its key returned for the caller to report.
 */
export async function removeAfterCommit(files: Pick<FileStore, 'delete'>, keys: readonly string[]): Promise<readonly string[]> {
  const results = await Promise.allSettled(keys.map((key) => files.delete(key)));
  return keys.filter((_, i) => results[i]!.status === 'rejected');
}
