import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { isFileKey } from '../../domain/files/file-key';

/** `$DATA_DIR/files` (DATA_DIR defaults to `./data`), the default root of the local file store. */
export const defaultFilesDir = (env: Record<string, string | undefined> = process.env): string =>
  join(resolve(env.DATA_DIR ?? 'data'), 'files');

/**
 * FileStore on the local disk. Keys are checked twice: by the key rule, and by resolving the path and
 * making sure it stays below the root (defence in depth against a bad row). Writes go to a temporary
 * name first and are renamed into place, so a reader never sees half a file.
 */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      return new Uint8Array(await readFile(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
    // force: a file that is already gone is fine; never recursive, a key names one file.
    await rm(path, { force: true });
  }

  private pathOf(key: string): string | null {
    if (!isFileKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }
}
