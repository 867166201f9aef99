import isExtractableFile from 'apollo-upload-client/isExtractableFile.mjs';

/** True when the variables hold a File, Blob or FileList anywhere: such operations go multipart. */
export function hasFiles(value: unknown, seen = new Set<unknown>()): boolean {
  if (isExtractableFile(value)) return true;
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => hasFiles(child, seen));
}
