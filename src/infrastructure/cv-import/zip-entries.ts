import { inflateRawSync } from 'node:zlib';
import type { ZipEntryInfo } from '../../domain/resume/cv-import/cv-file-policy';

/*
 * The central directory of a zip archive, read without inflating anything, and a check that each part
 * inflates to no more than it declares (inflation stops at the declared size: a forged size cannot
 * make it produce more). A CV needs no ZIP64: an archive that uses it is refused as too large.
 */

export interface ZipEntry extends ZipEntryInfo {
  readonly method: number;
  readonly localHeaderOffset: number;
}

export type ZipProblem = 'CORRUPT' | 'TOO_LARGE';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function zipEntries(bytes: Uint8Array): { ok: true; entries: ZipEntry[] } | { ok: false; problem: ZipProblem } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  if (eocd < 0) return { ok: false, problem: 'CORRUPT' };
  const count = view.getUint16(eocd + 10, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return { ok: false, problem: 'TOO_LARGE' };
  const entries: ZipEntry[] = [];
  let at = offset;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return { ok: false, problem: 'CORRUPT' };
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return { ok: false, problem: 'TOO_LARGE' };
    const nameLength = view.getUint16(at + 28, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      compressedSize,
      uncompressedSize,
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { ok: true, entries };
}

/** Inflates each part up to its declared size and no further; a part that wants more is a forged archive. */
export function checkInflatedSizes(bytes: Uint8Array, entries: readonly ZipEntry[]): ZipProblem | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const e of entries) {
    const at = e.localHeaderOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return 'CORRUPT';
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + e.compressedSize);
    if (data.length !== e.compressedSize) return 'CORRUPT';
    if (e.method === 0) {
      if (e.compressedSize !== e.uncompressedSize) return 'CORRUPT';
      continue;
    }
    if (e.method !== 8) return 'CORRUPT';
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(e.uncompressedSize, 1) });
      if (out.length !== e.uncompressedSize) return 'CORRUPT';
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'TOO_LARGE' : 'CORRUPT';
    }
  }
  return null;
}
