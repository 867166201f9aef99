import { Buffer } from 'node:buffer';

/*
 * The page's stream rewriters look for ASCII tags only, so they read each chunk one byte per character
 * (latin1) instead of decoding UTF-8: no decoder state across chunks, and a character cut by a chunk
 * boundary passes through untouched. Decoding and re-encoding every chunk as UTF-8 cost each rewriter
 * about as much CPU as its own work on a search page.
 */

const asBuffer = (chunk: Uint8Array): Buffer => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** A chunk's bytes as a string of one character per byte. */
export const bytesAsText = (chunk: Uint8Array): string => asBuffer(chunk).toString('latin1');

/** Back to bytes: the inverse of bytesAsText. */
export const textAsBytes = (text: string): Uint8Array => Buffer.from(text, 'latin1');

/** UTF-8 text (such as a script written here) in the one-character-per-byte form. */
export const utf8AsByteText = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

/** A value read from the one-character-per-byte form, as the UTF-8 text it is. */
export const byteTextAsUtf8 = (text: string): string => Buffer.from(text, 'latin1').toString('utf8');

/** Whether `chunk` holds the ASCII `marker`, without turning it into text. */
export const bytesInclude = (chunk: Uint8Array, marker: string): boolean => asBuffer(chunk).includes(marker, 0, 'latin1');

/** Whether `chunk` ends inside a tag: its last `<` has no `>` after it. */
export function endsWithinTag(chunk: Uint8Array): boolean {
  const bytes = asBuffer(chunk);
  const open = bytes.lastIndexOf(0x3c);
  return open !== -1 && bytes.indexOf(0x3e, open) === -1;
}
