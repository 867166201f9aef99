import { copyFile, mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { isFileKey } from '../../domain/files/file-key';

/** `$DATA_DIR/files` (DATA_DIR defaults to `./data`), the default root of the local file store. */
export const defaultFilesDir = (env: Record<string, string | undefined> = process.env): string =>
  join(resolve(env.DATA_DIR ?? 'data'), 'files');

/**
 * The store's upload area: files of a request being read, not yet anyone's (`{root}/.incoming`). Inside
 * the root so a commit is a rename on the same disk; no file key can name it (keys never start with a dot).
 */
export const uploadAreaOf = (root: string): string => join(resolve(root), '.incoming');

/** Names the upload readers give their temporary files. */
const STAGED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  async commitStaged(stagedId: string, key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
    if (!STAGED_ID.test(stagedId)) throw new Error('Invalid staged upload id');
    const staged = join(uploadAreaOf(this.root), stagedId);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(staged, path);
    } catch (error) {
      // Another disk under the root (a mount): copy, then let the staged file go.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(staged, path);
      await rm(staged, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
    await rm(path, { force: true });
    // Folders the file's write created go too once empty (an undone application leaves no trace).
    for (let dir = dirname(path); dir.startsWith(this.root + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        break; // not empty (or already gone)
      }
    }
  }

  private pathOf(key: string): string | null {
    if (!isFileKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }
}
