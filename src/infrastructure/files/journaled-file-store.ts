import type { FileStore } from '../../application/platform/files/file-store.port';
import { inRequestScope, notePendingWrite, settled } from './file-write-scope';

export interface FileWriteJournal {
  record(key: string): Promise<void>;
  release(keys: readonly string[]): Promise<void>;
}

/**
 * A file store that journals each write a request makes before making it, so a worker killed between
 * storing a file and committing its row leaves a trace the sweep can follow (see file-write-scope.ts).
 */
export class JournaledFileStore implements FileStore {
  constructor(
    /** The store that keeps the bytes. */
    readonly inner: FileStore,
    private readonly journal: FileWriteJournal,
  ) {}

  read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    return this.inner.read(key);
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.before(key);
    await this.inner.write(key, bytes);
  }

  async commitStaged(stagedId: string, key: string): Promise<void> {
    await this.before(key);
    await this.inner.commitStaged(stagedId, key);
  }

  async delete(key: string): Promise<void> {
    await this.inner.delete(key);
    if (!inRequestScope()) return;
    // A rolled-back request removing what it stored: nothing is left to sweep.
    settled([key]);
    await this.journal.release([key]);
  }

  private async before(key: string): Promise<void> {
    if (!inRequestScope()) return;
    await this.journal.record(key);
    notePendingWrite(key);
  }
}
