import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * A page kept compressed whose script nonce changes on every answer. A nonce must never be sent twice,
 * and compressing the whole page again per answer costs as much as a good part of rendering it. So the
 * page is cut at its nonces and each piece is deflated as a stream of its own that ends byte-aligned; an answer is the pieces with the new nonce between them as stored
 * (uncompressed) deflate blocks, wrapped as one ordinary gzip member. Only the gzip trailer's CRC-32
 * depends on the whole text, and that is combined from the pieces' CRCs without reading them again.
 *
 * Brotli has no such seam (its back references reach across any flush), so a kept page goes out as
 * gzip, which every browser accepts.
 */

/** A page cut at its nonce, each piece deflated on its own. */
export interface NonceGzipBody {
  readonly pieces: readonly Buffer[];
  /** Each piece's length and CRC-32 before compression. */
  readonly rawLengths: readonly number[];
  readonly rawCrcs: readonly number[];
  /** x^(8·length) modulo the CRC polynomial per piece: what combining its CRC multiplies by. */
  readonly crcShifts: readonly number[];
  /** Bytes kept (what the cache counts). */
  readonly size: number;
}

/** gzip header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
const DEFLATE_LEVEL = 9;
/** How far back deflate refers. */
const WINDOW = 32 * 1024;

/**
 * Cuts `raw` at every occurrence of `nonce` (none: one piece) and deflates the pieces. Each piece is
 * deflated with the 32 kB of page before it as its dictionary (a page has a hundred nonces: pieces
 * compressed alone came out 40 % larger than the whole page). A piece that refers back into a nonce
 * would change with it; each is therefore inflated once against the page with a nonce that differs in
 * every byte, and one whose text changed is deflated again on its own.
 */
export function nonceGzipBody(raw: Buffer, nonce: string | null): NonceGzipBody {
  const token = Buffer.from(nonce ?? '');
  const starts = [0];
  const ends: number[] = [];
  if (token.length > 0) {
    for (let at = raw.indexOf(token); at >= 0; at = raw.indexOf(token, at + token.length)) {
      ends.push(at);
      starts.push(at + token.length);
    }
  }
  ends.push(raw.length);
  const probe = Buffer.from(raw);
  const other = Buffer.from([...token].map((byte) => (byte === 0x41 ? 0x42 : 0x41)));
  for (const start of starts.slice(1)) other.copy(probe, start - token.length);
  const last = starts.length - 1;
  const pieces = starts.map((start, i) => {
    const part = raw.subarray(start, ends[i]);
    // Every piece but the last ends byte-aligned with nothing pending.
    const finishFlush = i === last ? constants.Z_FINISH : constants.Z_FULL_FLUSH;
    const from = Math.max(0, start - WINDOW);
    if (start === 0) return deflateRawSync(part, { level: DEFLATE_LEVEL, finishFlush });
    const piece = deflateRawSync(part, { level: DEFLATE_LEVEL, finishFlush, dictionary: raw.subarray(from, start) });
    const check = inflateRawSync(piece, { dictionary: probe.subarray(from, start), finishFlush: constants.Z_SYNC_FLUSH });
    return check.equals(part) ? piece : deflateRawSync(part, { level: DEFLATE_LEVEL, finishFlush });
  });
  return {
    pieces,
    rawLengths: starts.map((start, i) => ends[i]! - start),
    crcShifts: starts.map((start, i) => x2nModP(ends[i]! - start, 3)),
    rawCrcs: starts.map((start, i) => crc32(raw.subarray(start, ends[i]))),
    size: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The page as one gzip member with `nonce` in every place the kept one was. */
export function gzipWithNonce(body: NonceGzipBody, nonce: string): Buffer {
  const token = Buffer.from(nonce);
  const stored = storedBlock(token);
  const tokenCrc = crc32(token);
  const tokenShift = x2nModP(token.length, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = (multModP(tokenShift, crc) ^ tokenCrc) >>> 0;
      length += token.length;
    }
    chunks.push(piece);
    crc = (multModP(body.crcShifts[i]!, crc) ^ body.rawCrcs[i]!) >>> 0;
    length += body.rawLengths[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The page uncompressed with `nonce` in place (for the rare client that takes no gzip). */
export function plainWithNonce(body: NonceGzipBody, nonce: string): Buffer {
  const token = Buffer.from(nonce);
  let page = Buffer.alloc(0);
  body.pieces.forEach((piece, i) => {
    if (i > 0) page = Buffer.concat([page, token]);
    const dictionary = page.length > 0 ? page.subarray(Math.max(0, page.length - WINDOW)) : undefined;
    const text = inflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) });
    page = Buffer.concat([page, text]);
  });
  return page;
}

/** A non-final stored deflate block: header bits 000 padded to the byte, LEN, its complement, the bytes. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new Error('a stored deflate block holds at most 65535 bytes');
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt8(0, 0);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/*
 * CRC-32 of two texts joined, from their CRCs and the second one's length (zlib's crc32_combine: the
 * first CRC is multiplied by x^(8·len2) modulo the polynomial, then the second is added).
 */
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial (bit-reflected). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let bb = b >>> 0;
  for (;;) {
    if (a & m) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  let rest = n;
  let bit = k;
  while (rest > 0) {
    if (rest & 1) p = multModP(X2N[bit & 31]!, p);
    rest = Math.floor(rest / 2);
    bit++;
  }
  return p;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return (multModP(x2nModP(length2, 3), crc1 >>> 0) ^ (crc2 >>> 0)) >>> 0;
}
