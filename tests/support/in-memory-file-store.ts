import type { FileStore } from '../../src/application/platform/files/file-store.port';
import { isFileKey } from '../../src/domain/files/file-key';

const requireKey = (key: string): void => {
  if (!isFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
};

/** FileStore in memory, shared by the use-case tests; `undeletable` keys simulate a failing disk. */
export class InMemoryFileStore implements FileStore {
  readonly files = new Map<string, Uint8Array>();
  /** Keys whose deletion fails (a disk problem). */
  readonly undeletable = new Set<string>();
  async read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const bytes = isFileKey(key) ? this.files.get(key) : undefined;
    return bytes ? new Uint8Array(bytes) : null;
  }
  async write(key: string, bytes: Uint8Array): Promise<void> {
    requireKey(key);
    this.files.set(key, bytes);
  }
  /** Uploads staged by a test (by their id), as the upload readers leave them in the upload area. */
  readonly staged = new Map<string, Uint8Array>();
  async commitStaged(stagedId: string, key: string): Promise<void> {
    requireKey(key);
    const bytes = this.staged.get(stagedId);
    if (!bytes) throw new Error(`no staged upload ${stagedId}`);
    this.staged.delete(stagedId);
    this.files.set(key, bytes);
  }
  async delete(key: string): Promise<void> {
    requireKey(key);
    if (this.undeletable.has(key)) throw new Error(`cannot delete ${key}`);
    this.files.delete(key);
  }
}
