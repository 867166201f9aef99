import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StreamingFormData, withStreamingUploads } from '../../../src/infrastructure/graphql/client/streaming-form-data';
import { boundedBodies, DEFAULT_BODY_BYTES } from '../../../src/infrastructure/http/body-limits';
import { type FormPostSpec, readFormPost, SMALL_FORM_LIMITS } from '../../../src/infrastructure/http/form-post/form-post-reader';
import { uploadSlots } from '../../../src/infrastructure/http/form-post/upload-slots';

const MB = 1024 * 1024;
const BOUNDARY = '----jobboard-test-boundary';
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const TOKEN = 'the-right-token';

type Part = { field: string; value: string } | { field: string; fileName: string; bytes: number; head?: Uint8Array };

/** A multipart body produced lazily in 64 KiB chunks, counting how much the reader pulled from it. */
function multipart(parts: readonly Part[]) {
  const encoder = new TextEncoder();
  function* pieces(): Generator<Uint8Array> {
    for (const part of parts) {
      if ('value' in part) {
        yield encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      let left = part.bytes;
      let first = true;
      while (left > 0) {
        const chunk = new Uint8Array(Math.min(64 * 1024, left)).fill(0x41);
        if (first) chunk.set((part.head ?? PDF_HEAD).subarray(0, chunk.byteLength));
        first = false;
        left -= chunk.byteLength;
        yield chunk;
      }
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${BOUNDARY}--\r\n`);
  }
  return counted(pieces());
}

/** Endless junk in 64 KiB chunks (a chunked body without Content-Length). */
function junk(totalBytes: number) {
  function* pieces(): Generator<Uint8Array> {
    for (let sent = 0; sent < totalBytes; sent += 64 * 1024) yield new Uint8Array(64 * 1024).fill(0x7a);
  }
  return counted(pieces());
}

/** A multipart body that stops before its first file part until `open()`: an upload still streaming in. */
function held(parts: readonly Part[]) {
  const inner = multipart(parts);
  const reader = inner.stream.getReader();
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let pieces = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // The token and first name go at once; the file's part waits for the gate.
        if (pieces++ === 2) await gate;
        const next = await reader.read();
        if (next.done) return controller.close();
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, open, pulled: inner.pulled };
}

function counted(source: Iterator<Uint8Array>) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = source.next();
        if (next.done) return controller.close();
        pulled += next.value.byteLength;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/applications/submit', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin: 'http://localhost:3000', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

const isPdf = (_field: string, head: Uint8Array) => new TextDecoder().decode(head.subarray(0, 5)) === '%PDF-';

const spec = (overrides: Partial<FormPostSpec> = {}): FormPostSpec => ({
  accepts: ['multipart'],
  limits: { maxBodyBytes: 10 * 5 * MB + MB, maxFileBytes: 5 * MB, maxFiles: 10, maxFieldBytes: 64 * 1024, maxFields: 50 },
  verifyToken: (token) => token === TOKEN,
  acceptsHead: isPdf,
  ...overrides,
});

describe('the form-post reader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'form-post-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const leftOver = () => readdirSync(dir);

  it('streams the files to temporary files, checks their heads, and removes them on dispose', async () => {
    const body = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'firstName', value: 'Erika' },
      { field: 'files', fileName: 'cv.pdf', bytes: 3 * MB },
      { field: 'files', fileName: 'zeugnis.pdf', bytes: 200_000 },
    ]);
    const read = await readFormPost(post(body.stream), spec(), dir);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.post.get('firstName')).toBe('Erika');
    expect(read.post.files.map((f) => [f.field, f.name, f.size])).toEqual([
      ['files', 'cv.pdf', 3 * MB],
      ['files', 'zeugnis.pdf', 200_000],
    ]);
    expect(leftOver()).toHaveLength(2);
    const first = read.post.files[0]!;
    expect(readFileSync(first.path).subarray(0, 9)).toEqual(Buffer.from(PDF_HEAD));
    expect(new TextDecoder().decode(first.head.subarray(0, 5))).toBe('%PDF-');
    const blob = await read.post.fileOf(first);
    expect(blob.size).toBe(3 * MB);
    await read.post.dispose();
    expect(leftOver()).toEqual([]);
  });

  it('hands the files over in the order they were sent, though a small one after a large one is written first', async () => {
    const sizes = [4 * MB, 1, 2 * MB, 10, MB, 100, 300_000, 1_000, 64 * 1024, 5];
    // Which write finishes first is up to the disk, so several rounds make a wrong order show.
    for (let round = 0; round < 5; round++) {
      const body = multipart([
        { field: 'csrfToken', value: TOKEN },
        ...sizes.map((bytes, i) => ({ field: 'files', fileName: `part-${i}.pdf`, bytes: Math.max(bytes, PDF_HEAD.byteLength) })),
      ]);
      const read = await readFormPost(post(body.stream), spec(), dir);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(read.post.files.map((f) => f.name)).toEqual(sizes.map((_, i) => `part-${i}.pdf`));
      await read.post.dispose();
    }
  });

  it('keeps only a few chunks of a long upload in memory, not every chunk it has written', async () => {
    // 8 files of 40 MB: before, each chunk stayed reachable until the whole body was read (≈ 320 MB).
    const body = multipart([
      { field: 'csrfToken', value: TOKEN },
      ...Array.from({ length: 8 }, (_, i) => ({ field: 'files', fileName: `teil-${i}.pdf`, bytes: 40 * MB })),
    ]);
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 20);
    const limits = { ...spec().limits, maxBodyBytes: 400 * MB, maxFileBytes: 50 * MB };
    const read = await readFormPost(post(body.stream), spec({ limits }), dir);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    expect(read.ok && read.post.files.map((f) => f.size)).toEqual(Array(8).fill(40 * MB));
    expect((peak - before) / MB).toBeLessThan(160);
    if (read.ok) await read.post.dispose();
  });

  it('refuses a chunked body past its bound with 413 and stops reading it, whatever it would still send', async () => {
    const body = junk(700 * MB);
    const limits = { ...spec().limits, maxBodyBytes: 2 * MB };
    const read = await readFormPost(post(body.stream), spec({ limits, verifyToken: undefined }), dir);
    expect(read).toMatchObject({ ok: false, refusal: { problem: 'too-large', status: 413 } });
    expect(body.pulled()).toBeLessThanOrEqual(2 * MB + 64 * 1024);
    expect(leftOver()).toEqual([]);
  });

  it('refuses a body whose Content-Length lies, by the bytes that came', async () => {
    const body = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'files', fileName: 'a.pdf', bytes: 4 * MB },
    ]);
    const limits = { ...spec().limits, maxBodyBytes: 3 * MB };
    const read = await readFormPost(post(body.stream, { 'content-length': '1000' }), spec({ limits }), dir);
    expect(read).toMatchObject({ ok: false, refusal: { problem: 'too-large', status: 413 } });
    expect(body.pulled()).toBeLessThanOrEqual(3 * MB + 64 * 1024);
    expect(leftOver()).toEqual([]);
  });

  it('refuses a post without the CSRF token with 403 before reading its files', async () => {
    const body = multipart([
      { field: 'firstName', value: 'Erika' },
      ...Array.from({ length: 10 }, (_, i) => ({ field: 'files', fileName: `${i}.pdf`, bytes: 5 * MB })),
    ]);
    const read = await readFormPost(post(body.stream), spec(), dir);
    expect(read).toMatchObject({ ok: false, refusal: { problem: 'token', status: 403 } });
    // The first file part's headers, at most a chunk of it: not 50 MB.
    expect(body.pulled()).toBeLessThan(200 * 1024);
    expect(leftOver()).toEqual([]);
  });

  it('refuses a wrong token on its field, and a junk body that never shows one, within the first 64 KiB', async () => {
    const wrong = multipart([
      { field: 'csrfToken', value: 'forged' },
      { field: 'files', fileName: 'a.pdf', bytes: 5 * MB },
    ]);
    expect(await readFormPost(post(wrong.stream), spec(), dir)).toMatchObject({ ok: false, refusal: { problem: 'token' } });
    expect(wrong.pulled()).toBeLessThan(200 * 1024);
    const endless = junk(700 * MB);
    expect(await readFormPost(post(endless.stream), spec(), dir)).toMatchObject({ ok: false, refusal: { problem: 'token' } });
    expect(endless.pulled()).toBeLessThanOrEqual(128 * 1024);
  });

  it('refuses a cross-site post and one without a session on their headers: not a byte read', async () => {
    const cross = junk(10 * MB);
    const refused = await readFormPost(post(cross.stream, { origin: 'https://evil.example' }), spec(), dir);
    expect(refused).toMatchObject({ ok: false, refusal: { problem: 'cross-site', status: 403, bytesRead: 0 } });
    expect(cross.pulled()).toBe(0);
    const anonymous = junk(10 * MB);
    const noSession = await readFormPost(post(anonymous.stream), spec({ sessionRequired: { present: false } }), dir);
    expect(noSession).toMatchObject({ ok: false, refusal: { problem: 'session', status: 401 } });
    expect(anonymous.pulled()).toBe(0);
  });

  it('takes the token from the X-CSRF-Token header too (and refuses a wrong one before reading)', async () => {
    const body = multipart([{ field: 'files', fileName: 'a.pdf', bytes: 1000 }]);
    const read = await readFormPost(post(body.stream, { 'x-csrf-token': TOKEN }), spec(), dir);
    expect(read.ok).toBe(true);
    if (read.ok) await read.post.dispose();
    const forged = junk(MB);
    expect(await readFormPost(post(forged.stream, { 'x-csrf-token': 'forged' }), spec(), dir)).toMatchObject({
      ok: false,
      refusal: { problem: 'token', bytesRead: 0 },
    });
    expect(forged.pulled()).toBe(0);
  });

  it('refuses the 11th file and removes the ten it had written', async () => {
    const body = multipart([
      { field: 'csrfToken', value: TOKEN },
      ...Array.from({ length: 11 }, (_, i) => ({ field: 'files', fileName: `${i}.pdf`, bytes: 100_000 })),
    ]);
    const read = await readFormPost(post(body.stream), spec(), dir);
    expect(read).toMatchObject({ ok: false, refusal: { problem: 'too-many-files', status: 413 } });
    expect(leftOver()).toEqual([]);
  });

  it('refuses a file past the per-file limit while it streams, naming it', async () => {
    const body = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'files', fileName: 'ok.pdf', bytes: MB },
      { field: 'files', fileName: 'riesig.pdf', bytes: 5 * MB + 1 },
      { field: 'files', fileName: 'never-read.pdf', bytes: 5 * MB },
    ]);
    const read = await readFormPost(post(body.stream), spec(), dir);
    expect(read).toMatchObject({ ok: false, refusal: { problem: 'file-too-large', field: 'files', fileName: 'riesig.pdf', status: 413 } });
    expect(body.pulled()).toBeLessThan(MB + 5 * MB + 256 * 1024);
    expect(leftOver()).toEqual([]);
  });

  it('bounds a field’s files more tightly where the form says so (a logo beside a PDF), while they stream', async () => {
    const limits = { ...spec().limits, maxFileBytes: 20 * MB, maxFileBytesByField: { logo: 2 * MB } };
    const oversized = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'logo', fileName: 'logo.png', bytes: 10 * MB },
    ]);
    const refused = await readFormPost(post(oversized.stream), spec({ limits }), dir);
    expect(refused).toMatchObject({ ok: false, refusal: { problem: 'file-too-large', status: 413, field: 'logo', fileName: 'logo.png' } });
    expect(oversized.pulled()).toBeLessThan(3 * MB);
    expect(leftOver()).toEqual([]);

    const fits = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'file', fileName: 'anzeige.pdf', bytes: 10 * MB },
      { field: 'logo', fileName: 'logo.png', bytes: 2 * MB },
    ]);
    const read = await readFormPost(post(fits.stream), spec({ limits }), dir);
    expect(read.ok && read.post.files.map((f) => [f.field, f.size])).toEqual([
      ['file', 10 * MB],
      ['logo', 2 * MB],
    ]);
    if (read.ok) await read.post.dispose();
    expect(leftOver()).toEqual([]);
  });

  it('refuses a file whose first bytes are not what the field takes (by content, not name)', async () => {
    const body = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'files', fileName: 'cv.pdf', bytes: 3 * MB, head: new TextEncoder().encode('<html><script>') },
      { field: 'files', fileName: 'b.pdf', bytes: 3 * MB },
    ]);
    const read = await readFormPost(post(body.stream), spec(), dir);
    expect(read).toMatchObject({ ok: false, refusal: { problem: 'file-type', field: 'files', fileName: 'cv.pdf', status: 422 } });
    expect(body.pulled()).toBeLessThan(256 * 1024);
    expect(leftOver()).toEqual([]);
  });

  it('reads small url-encoded forms within their bound, and refuses a content type the endpoint does not take', async () => {
    const form = (text: string) =>
      new Request('http://localhost:3000/api/auth/signout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        body: text,
      });
    const small = { accepts: ['urlencoded'] as const, limits: SMALL_FORM_LIMITS, verifyToken: (t: string) => t === TOKEN };
    const read = await readFormPost(form(`csrfToken=${TOKEN}&a=1&a=2`), small, dir);
    expect(read.ok && [read.post.get('a'), read.post.getAll('a')]).toEqual(['1', ['1', '2']]);
    expect(await readFormPost(form(`csrfToken=${TOKEN}&x=${'y'.repeat(70 * 1024)}`), small, dir)).toMatchObject({
      ok: false,
      refusal: { problem: 'too-large', status: 413 },
    });
    expect(await readFormPost(form('csrfToken=nope'), small, dir)).toMatchObject({ ok: false, refusal: { problem: 'token' } });
    expect(await readFormPost(post(junk(MB).stream), { ...small, accepts: ['urlencoded'] }, dir)).toMatchObject({
      ok: false,
      refusal: { problem: 'content-type', status: 415, bytesRead: 0 },
    });
  });
});

describe('the per-process bound on uploads read at once', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'form-post-slots-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const application = (name: string, bytes = 3 * MB): Part[] => [
    { field: 'csrfToken', value: TOKEN },
    { field: 'firstName', value: name },
    { field: 'files', fileName: `${name}.pdf`, bytes },
  ];

  it('makes the N+1st upload wait, then refuses it as busy (503, Retry-After) with its text fields and no file read', async () => {
    const slots = uploadSlots({ concurrency: 1, waitMs: 300 });
    const first = held(application('Erika'));
    const reading = readFormPost(post(first.stream), spec(), dir, slots);
    await new Promise((r) => setTimeout(r, 50));
    expect(slots.inUse).toBe(1);

    const second = multipart(application('Max', 20 * MB));
    const started = Date.now();
    const refused = await readFormPost(post(second.stream), spec(), dir, slots);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refusal).toMatchObject({ problem: 'busy', status: 503, retryAfterSeconds: 5 });
    expect(refused.refusal.fields).toEqual([
      ['csrfToken', TOKEN],
      ['firstName', 'Max'],
    ]);
    // Its 20 MB file was not read: at most the bytes up to the file part's first chunk.
    expect(second.pulled()).toBeLessThan(256 * 1024);

    first.open();
    const served = await reading;
    expect(served.ok && served.post.files.map((f) => f.name)).toEqual(['Erika.pdf']);
    // Only the served upload's file is on disk.
    expect(readdirSync(dir)).toHaveLength(1);
    if (served.ok) await served.post.dispose();
    expect(slots.inUse).toBe(0);
  });

  it('still refuses a busy post without the right token as a forged one', async () => {
    const slots = uploadSlots({ concurrency: 1, waitMs: 0 });
    const first = held(application('Erika'));
    const reading = readFormPost(post(first.stream), spec(), dir, slots);
    await new Promise((r) => setTimeout(r, 20));
    const forged = multipart([{ field: 'csrfToken', value: 'wrong' }, ...application('Max').slice(1)]);
    const refused = await readFormPost(post(forged.stream), spec(), dir, slots);
    expect(!refused.ok && refused.refusal.problem).toBe('token');
    first.open();
    await reading;
  });

  it('gives a freed slot to the waiting upload, which is then read in full', async () => {
    const slots = uploadSlots({ concurrency: 1, waitMs: 10_000 });
    const first = held(application('Erika'));
    const firstRead = readFormPost(post(first.stream), spec(), dir, slots);
    await new Promise((r) => setTimeout(r, 50));
    const second = multipart(application('Max'));
    const secondRead = readFormPost(post(second.stream), spec(), dir, slots);
    await new Promise((r) => setTimeout(r, 100));
    expect(slots.waiting).toBe(1);
    expect(second.pulled()).toBe(0); // nothing of it read while it waits

    first.open();
    const [a, b] = await Promise.all([firstRead, secondRead]);
    expect(a.ok && a.post.get('firstName')).toBe('Erika');
    expect(b.ok && b.post.files.map((f) => [f.name, f.size])).toEqual([['Max.pdf', 3 * MB]]);
    expect(slots.inUse).toBe(0);
    for (const read of [a, b]) if (read.ok) await read.post.dispose();
  });

  it('lets small forms without files through while every upload slot is taken', async () => {
    const slots = uploadSlots({ concurrency: 1, waitMs: 0 });
    const first = held(application('Erika'));
    const reading = readFormPost(post(first.stream), spec(), dir, slots);
    await new Promise((r) => setTimeout(r, 20));
    const small = multipart([
      { field: 'csrfToken', value: TOKEN },
      { field: 'email', value: 'erika@example.org' },
    ]);
    const read = await readFormPost(post(small.stream), spec({ limits: SMALL_FORM_LIMITS }), dir, slots);
    expect(read.ok && read.post.get('email')).toBe('erika@example.org');
    first.open();
    await reading;
  });
});

describe('the board’s streamed upload body (StreamingFormData)', () => {
  it('arrives as the same fields and files, pulled one chunk at a time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'form-post-'));
    try {
      const form = new StreamingFormData();
      form.append('csrfToken', TOKEN);
      form.append('operations', '{"query":"mutation { a }"}');
      const pdf = new Uint8Array(2 * MB).fill(0x41);
      pdf.set(PDF_HEAD);
      form.append('0', new File([pdf], 'Lebenslauf "Erika".pdf', { type: 'application/pdf' }), 'Lebenslauf "Erika".pdf');
      let seen: Request | null = null;
      const send = withStreamingUploads(async (input, init) => {
        seen = new Request(input as string, init);
        return new Response('ok');
      });
      await send('http://localhost:3000/api/applications/submit', {
        method: 'POST',
        body: form as unknown as BodyInit,
        headers: { origin: 'http://localhost:3000' },
      });
      const read = await readFormPost(seen!, spec(), dir);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(read.post.get('operations')).toBe('{"query":"mutation { a }"}');
      expect(read.post.files.map((f) => [f.field, f.size, f.type])).toEqual([['0', 2 * MB, 'application/pdf']]);
      expect(readFileSync(read.post.files[0]!.path)).toEqual(Buffer.from(pdf));
      await read.post.dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the global body bound of the HTTP entry', () => {
  /** An endpoint that reads whatever it is sent. */
  const reader = boundedBodies(async (request) => {
    const text = await request.text();
    return new Response(`read ${text.length}`);
  });

  it('answers 413 to a chunked body past the bound and stops reading it', async () => {
    const body = junk(700 * MB);
    const response = await reader(
      new Request('http://localhost:3000/api/auth/callback/credentials', {
        method: 'POST',
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBeLessThanOrEqual(DEFAULT_BODY_BYTES + 64 * 1024);
  });

  it('answers 413 at once when Content-Length already says too much, and lets bodies within the bound through', async () => {
    const body = junk(10 * MB);
    const response = await reader(
      new Request('http://localhost:3000/graphql', {
        method: 'POST',
        headers: { 'content-length': String(2 * 1024 * MB) },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBe(0);
    const fine = await reader(new Request('http://localhost:3000/api/auth/signout', { method: 'POST', body: 'a=1' }));
    expect(await fine.text()).toBe('read 3');
  });

  it('lets an endpoint that parses its own form read it through the bound, with its content type', async () => {
    const form = new FormData();
    form.append('name', 'Erika');
    form.append('files', new File([PDF_HEAD], 'cv.pdf', { type: 'application/pdf' }));
    const encoded = new Response(form);
    const parsing = boundedBodies(async (request) => {
      const parsed = await request.formData();
      return new Response(`${parsed.get('name')} ${(parsed.get('files') as File).name}`);
    });
    const response = await parsing(
      new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': encoded.headers.get('content-type')! },
        body: encoded.body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(await response.text()).toBe('Erika cv.pdf');
  });
});
