import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * A page kept compressed whose script nonce changes on every answer. A nonce must never be sent twice,
 * and compressing the whole page again per answer costs as much as a good part of rendering it. So the
 * page is cut at its nonces and each piece is deflated on its own, ending in a full flush (no later
 * block refers back across it); an answer is the pieces with the new nonce between them as stored
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
  /** Bytes kept (what the cache counts). */
  readonly size: number;
}

/** gzip header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
const DEFLATE_LEVEL = 9;

/** Cuts `raw` at every occurrence of `nonce` (none: one piece) and deflates the pieces. */
export function nonceGzipBody(raw: Buffer, nonce: string | null): NonceGzipBody {
  const parts: Buffer[] = [];
  if (nonce) {
    const token = Buffer.from(nonce);
    let from = 0;
    for (let at = raw.indexOf(token); at >= 0; at = raw.indexOf(token, from)) {
      parts.push(raw.subarray(from, at));
      from = at + token.length;
    }
    parts.push(raw.subarray(from));
  } else {
    parts.push(raw);
  }
  const pieces = parts.map((part, i) =>
    deflateRawSync(part, {
      level: DEFLATE_LEVEL,
      // Every piece but the last ends byte-aligned with nothing pending and no reference beyond itself.
      finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return {
    pieces,
    rawLengths: parts.map((part) => part.length),
    rawCrcs: parts.map((part) => crc32(part)),
    size: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The page as one gzip member with `nonce` in every place the kept one was. */
export function gzipWithNonce(body: NonceGzipBody, nonce: string): Buffer {
  const token = Buffer.from(nonce);
  const stored = storedBlock(token);
  const tokenCrc = crc32(token);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32Combine(crc, tokenCrc, token.length);
      length += token.length;
    }
    chunks.push(piece);
    crc = crc32Combine(crc, body.rawCrcs[i]!, body.rawLengths[i]!);
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
  const chunks: Buffer[] = [];
  body.pieces.forEach((piece, i) => {
    if (i > 0) chunks.push(token);
    chunks.push(inflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
  });
  return Buffer.concat(chunks);
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
