/*
 * What a CV import accepts, judged by content: a PDF (starts with `%PDF-`) or a DOCX (a zip archive
 * holding `word/document.xml`), at most 50 MB. A DOCX is a zip, and a small zip can inflate to
 * gigabytes: its declared sizes are checked before anything is inflated, and the adapter bounds the
 * inflation itself too (the declared sizes may lie).
 */

export const MAX_CV_IMPORT_BYTES = 50 * 1024 * 1024;
/** All parts of a DOCX together, inflated: far above any real CV's text, far below a worker's memory. */
export const MAX_DOCX_INFLATED_BYTES = 100 * 1024 * 1024;
/** Parts of a DOCX: a real one has a few dozen, images included. */
export const MAX_DOCX_ENTRIES = 2000;
/** The deflate format cannot inflate beyond about 1032 : 1; more claimed is a forged size. */
const MAX_DEFLATE_RATIO = 1032;

export type CvFileType = 'pdf' | 'docx';

export const CV_CONTENT_TYPES: Readonly<Record<CvFileType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The type from the first bytes (magic numbers), never from the file name. */
export function detectCvFileType(head: Uint8Array): CvFileType | null {
  const starts = (signature: readonly number[]) => signature.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'docx'; // PK\3\4: a zip; its parts are checked before reading
  return null;
}

export type CvImportProblem = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'ENCRYPTED' | 'CORRUPT' | 'TOO_LARGE_INFLATED' | 'NO_TEXT';

/** The size and content check of an upload, before its text is read. */
export function cvUploadProblem(size: number, head: Uint8Array): CvImportProblem | null {
  if (size > MAX_CV_IMPORT_BYTES) return 'FILE_TOO_LARGE';
  if (size === 0 || detectCvFileType(head) === null) return 'FILE_TYPE_NOT_ALLOWED';
  return null;
}

/** A part of a zip archive as its central directory declares it. */
export interface ZipEntryInfo {
  readonly name: string;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
}

/**
 * Whether a DOCX's declared parts may be inflated: not too many, a `word/document.xml` among them, the
 * declared sizes together within the bound, and none claiming more than deflate can produce.
 */
export function docxEntriesProblem(entries: readonly ZipEntryInfo[]): 'FILE_TYPE_NOT_ALLOWED' | 'TOO_LARGE_INFLATED' | null {
  if (entries.length > MAX_DOCX_ENTRIES) return 'TOO_LARGE_INFLATED';
  if (!entries.some((e) => e.name === 'word/document.xml')) return 'FILE_TYPE_NOT_ALLOWED';
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize > Math.max(e.compressedSize, 1) * MAX_DEFLATE_RATIO) return 'TOO_LARGE_INFLATED';
    total += e.uncompressedSize;
    if (total > MAX_DOCX_INFLATED_BYTES) return 'TOO_LARGE_INFLATED';
  }
  return null;
}
