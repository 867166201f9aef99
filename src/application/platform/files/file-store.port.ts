/**
 * Binary files by key (`jobs/123/stellenanzeige.pdf`). Keys are lower-case paths without `..`
 * (`isFileKey`, domain/files/file-key.ts); an adapter refuses anything else. The local-disk adapter
 * keeps them under `$DATA_DIR/files`; an object store would do the same behind this port.
 */
export interface FileStore {
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Moves an upload the driving side streamed into the store's upload area (by its id there) to `key`:
   * the bytes are never read into memory. The staged file is gone afterwards.
   */
  commitStaged(stagedId: string, key: string): Promise<void>;
  /** Removes the file (and folders its write created, once empty); a file that is already gone is no error. */
  delete(key: string): Promise<void>;
}
