import { openAsBlob } from 'node:fs';
import type { SpooledFile } from '../../http/form-post/multipart-spool';

/** Which temporary file of the upload area stands behind an Upload the multipart parser placed. */
const staged = new WeakMap<Blob, SpooledFile>();

/**
 * An Upload for the resolvers: a File backed by its temporary file (reading it reads the disk, not
 * memory), remembered with the upload area's id so a use case can commit it by moving the file.
 */
export async function stagedBlob(file: SpooledFile): Promise<File> {
  const blob = new File([await openAsBlob(file.path)], file.name, { type: file.type || 'application/octet-stream' });
  staged.set(blob, file);
  return blob;
}

/** The upload area's file of an Upload; undefined for a Blob that did not come through the parser. */
export const stagedFileOf = (blob: Blob): SpooledFile | undefined => staged.get(blob);
