import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';

/** Bounds of one multipart body; every one is enforced while the bytes stream in. */
export interface SpoolLimits {
  /** Bytes of the whole body, counted as they arrive (Content-Length and Transfer-Encoding do not matter). */
  readonly maxBodyBytes: number;
  readonly maxFileBytes: number;
  /** A tighter bound for the files of some fields (a logo beside a PDF), enforced as they stream. */
  readonly maxFileBytesByField?: Readonly<Record<string, number>>;
  readonly maxFiles: number;
  /** Bytes of one text field. */
  readonly maxFieldBytes: number;
  readonly maxFields: number;
}

/** Bytes of a file read before its content check (the longest signature we check fits). */
export const HEAD_BYTES = 16;

/** A file part written to a temporary file of the upload area. */
export interface SpooledFile {
  /** The temporary file's name in the upload area (a UUID). */
  readonly id: string;
  readonly path: string;
  readonly field: string;
  /** The name the browser sent (not trusted: the domain makes a safe name of it). */
  readonly name: string;
  /** The type the browser claimed; only the content check decides. */
  readonly type: string;
  readonly size: number;
  readonly head: Uint8Array;
}

export type SpoolRefusal =
  | { readonly problem: 'too-large' | 'too-many-files' | 'unreadable' }
  | { readonly problem: 'file-too-large' | 'file-type'; readonly field: string; readonly fileName: string }
  /** A text field longer than the field bound: named, so the form can say which one. */
  | { readonly problem: 'field-too-long'; readonly field: string }
  | { readonly problem: 'token' | 'session' | 'busy' };

export interface SpoolHooks {
  /** Each text field as it arrives; a refusal stops the reading at once. */
  onField?(name: string, value: string): SpoolRefusal | null;
  /** Before a file part's bytes are read; a refusal stops the reading at once. */
  beforeFile?(field: string): SpoolRefusal | null;
  /** The content check of a file's first bytes (magic numbers); false refuses the body. */
  acceptsHead?(field: string, head: Uint8Array): boolean;
  /** After each chunk has been parsed, with the bytes read so far; a refusal stops the reading. */
  afterChunk?(bytesRead: number): SpoolRefusal | null;
}

export type SpoolResult =
  | {
      readonly ok: true;
      readonly fields: ReadonlyArray<readonly [string, string]>;
      readonly files: readonly SpooledFile[];
      readonly bytesRead: number;
    }
  | {
      readonly ok: false;
      readonly refusal: SpoolRefusal;
      readonly bytesRead: number;
      /** The text fields read before the refusal (where to send the visitor back to, say). */
      readonly fields: ReadonlyArray<readonly [string, string]>;
    };

/**
 * Reads a multipart body with busboy, writing each file part to its own temporary file in `dir` as it
 * streams (at most one chunk of a file is in memory). Stops reading the body at the first refusal —
 * the body grew past its bound, an extra file, a file too large or of the wrong content, a hook's
 * refusal — and removes every temporary file it wrote. On success the caller owns the files (and
 * removes them once they are committed or no longer needed). The body is not cancelled on a refusal:
 * the caller answers and closes the connection, so the client can still read the answer.
 */
export async function spoolMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  options: { readonly limits: SpoolLimits; readonly dir: string; readonly hooks?: SpoolHooks },
): Promise<SpoolResult> {
  const { limits, dir, hooks = {} } = options;
  let bytesRead = 0;
  let refusal: SpoolRefusal | null = null;
  /*
   * A refusal must end whatever the loop below is waiting for. Racing each wait against one long-lived
   * "stopped" promise would hang a reaction on it per chunk, each holding the chunk it resolved with,
   * until the whole body was read (measured: 600 MB resident for 600 MB streamed). So each wait gets
   * its own wake-up instead, replaced by the next one.
   */
  let wake: () => void = () => undefined;
  const unlessRefused = <T>(waiting: Promise<T>): Promise<T | null> =>
    refusal
      ? Promise.resolve(null)
      : new Promise<T | null>((resolve, reject) => {
          wake = () => resolve(null);
          waiting.then(resolve, reject);
        });
  const fields: Array<readonly [string, string]> = [];
  const written: string[] = [];
  // In part order: a small file after a large one finishes writing first but must stay second.
  const writing: Array<Promise<SpooledFile | null>> = [];
  const writers: WriteStream[] = [];

  const refuse = (why: SpoolRefusal) => {
    if (refusal) return;
    refusal = why;
    wake();
  };

  let busboy: BusboyInstance;
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
      },
    });
  } catch {
    return { ok: false, refusal: { problem: 'unreadable' }, bytesRead, fields };
  }
  let finished: () => void = () => undefined;
  const finish = new Promise<void>((resolve) => {
    finished = resolve;
  });
  busboy.on('finish', () => finished());
  busboy.on('error', () => refuse({ problem: 'unreadable' }));
  busboy.on('filesLimit', () => refuse({ problem: 'too-many-files' }));
  busboy.on('fieldsLimit', () => refuse({ problem: 'too-large' }));
  busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (refusal) return;
    if (valueTruncated) return refuse({ problem: 'field-too-long', field: name.slice(0, 100) });
    fields.push([name, value]);
    const verdict = hooks.onField?.(name, value);
    if (verdict) refuse(verdict);
  });
  busboy.on('file', (field, stream, fileName, _encoding, mimeType) => {
    if (refusal) {
      stream.resume();
      return;
    }
    const verdict = hooks.beforeFile?.(field);
    if (verdict) {
      stream.resume();
      return refuse(verdict);
    }
    writing.push(spoolFile(field, stream, fileName.slice(0, 255), mimeType));
  });

  async function spoolFile(field: string, stream: BusboyFileStream, name: string, type: string): Promise<SpooledFile | null> {
    const id = randomUUID();
    const path = join(dir, id);
    written.push(path);
    const writer = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    writers.push(writer);
    let size = 0;
    const byField = limits.maxFileBytesByField;
    const fieldLimit = byField && Object.hasOwn(byField, field) ? byField[field] : undefined;
    let head = new Uint8Array(0);
    let checked = false;
    const check = () => {
      checked = true;
      if (size > 0 && hooks.acceptsHead && !hooks.acceptsHead(field, head)) refuse({ problem: 'file-type', field, fileName: name });
    };
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      writer.once('close', done);
      writer.once('error', () => {
        refuse({ problem: 'unreadable' });
        stream.resume();
        done();
      });
      stream.once('limit', () => {
        refuse({ problem: 'file-too-large', field, fileName: name });
        writer.destroy();
      });
      stream.on('data', (chunk: Buffer) => {
        if (refusal) {
          writer.destroy();
          return;
        }
        size += chunk.byteLength;
        if (fieldLimit !== undefined && size > fieldLimit) {
          refuse({ problem: 'file-too-large', field, fileName: name });
          writer.destroy();
          return;
        }
        if (head.byteLength < HEAD_BYTES) {
          const more = new Uint8Array(Math.min(HEAD_BYTES, head.byteLength + chunk.byteLength));
          more.set(head);
          more.set(chunk.subarray(0, more.byteLength - head.byteLength), head.byteLength);
          head = more;
          if (head.byteLength === HEAD_BYTES) check();
        }
        if (!writer.write(chunk)) {
          stream.pause();
          writer.once('drain', () => stream.resume());
        }
      });
      stream.once('end', () => {
        if (!checked) check();
        writer.end();
      });
    });
    if (!refusal && (size > 0 || name !== '')) return { id, path, field, name, type, size, head };
    if (!refusal) await rm(path, { force: true }); // the empty part a browser sends when no file was chosen
    return null;
  }

  const fail = async (): Promise<SpoolResult> => {
    busboy.destroy();
    for (const writer of writers) writer.destroy();
    await Promise.allSettled(writing);
    await Promise.allSettled(written.map((path) => rm(path, { force: true })));
    return { ok: false, refusal: refusal ?? { problem: 'unreadable' }, bytesRead, fields };
  };

  if (!body) return { ok: false, refusal: { problem: 'unreadable' }, bytesRead, fields };
  let files: SpooledFile[] = [];
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const reader = body.getReader();
  try {
    for (;;) {
      const next = await unlessRefused(reader.read());
      if (next === null || refusal) return await fail();
      if (next.done) break;
      bytesRead += next.value.byteLength;
      if (bytesRead > limits.maxBodyBytes) {
        refuse({ problem: 'too-large' });
        return await fail();
      }
      // The write's callback waits while a file part is paused (its temporary file is draining).
      await unlessRefused(new Promise<void>((resolve) => busboy.write(next.value, () => resolve())));
      const verdict = refusal ? null : hooks.afterChunk?.(bytesRead);
      if (verdict) refuse(verdict);
      if (refusal) return await fail();
    }
    busboy.end();
    await unlessRefused(finish);
    const spooled = await Promise.all(writing);
    if (refusal) return await fail();
    files = spooled.filter((file): file is SpooledFile => file !== null);
  } catch {
    refuse({ problem: 'unreadable' });
    return await fail();
  } finally {
    reader.releaseLock();
  }
  return { ok: true, fields, files, bytesRead };
}

/** Removes temporary files (a file already moved or removed is no error). */
export async function removeSpooled(files: readonly Pick<SpooledFile, 'path'>[]): Promise<void> {
  await Promise.allSettled(files.map((file) => rm(file.path, { force: true })));
}
