/**
 * serve.ts alone (as one PM2 worker runs it): requests in flight finish when SIGINT arrives, new
 * connections are refused, the process exits 0. Plus request ids, the access log and static caching.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, get, requireBuild, ROOT, run, SERVE, waitFor, type Proc } from './support/ops-harness';

async function startServer(): Promise<{ proc: Proc; port: number }> {
  const port = await freePort();
  const closed = await freePort(); // nothing listens there: the warm-up keeps failing, which is fine here
  const proc = run([SERVE], {
    SITE: 'default',
    PORT: String(port),
    DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${closed}/none`,
    NODE_ENV: 'test',
    OPS_TEST_ENDPOINTS: '1',
    WARMUP_TIMEOUT_MS: '1000',
    SHUTDOWN_GRACE_MS: '8000',
  });
  await waitFor(
    'the server to listen',
    () => {
      if (proc.child.exitCode !== null) throw new Error(`serve.ts exited:\n${proc.output()}`);
      return proc.stdout().includes('"msg":"listening"') ? true : undefined;
    },
    60_000,
  );
  return { proc, port };
}

describe('serve.ts', () => {
  let current: Proc | undefined;
  beforeAll(() => requireBuild());
  afterEach(async () => {
    if (current && current.child.exitCode === null) {
      current.child.kill('SIGKILL');
      await exitOf(current, 10_000).catch(() => undefined);
    }
  });

  it('finishes requests in flight on SIGINT, refuses new ones, and exits 0', async () => {
    const { proc, port } = await startServer();
    current = proc;
    const slow = get(port, '/__ops/slow?ms=4000', { timeoutMs: 15_000 });
    const many = Array.from({ length: 20 }, () => get(port, '/__ops/slow?ms=3000', { timeoutMs: 15_000 }));
    // Signalled once all 21 are running in the app: a connection still waiting to be accepted when the
    // listener closes is reset, which is not what this test is about.
    await waitFor(
      'all requests to be in flight',
      async () => ((await get(port, '/__ops/sleeping')).body === '21' ? true : undefined),
      2_500,
      50,
    );
    proc.child.kill('SIGINT');

    await waitFor('shutdown to begin', () => (proc.stdout().includes('shutting down') ? true : undefined), 5_000, 20);
    const refused = await get(port, '/healthz', { timeoutMs: 3_000 }).then(
      () => 'answered',
      (e: NodeJS.ErrnoException) => e.code ?? e.message,
    );
    expect(refused).toBe('ECONNREFUSED');

    const results = await Promise.all([slow, ...many]);
    expect(results.map((r) => r.status)).toEqual(Array(21).fill(200));
    expect(results[0]!.body).toBe('slept 4000 ms');
    const { code } = await exitOf(proc, 15_000);
    expect(code).toBe(0);
    expect(proc.stdout()).toMatch(/"msg":"stopped"/);
  }, 90_000);

  it('echoes a sane X-Request-Id, replaces an unsafe one, logs path without query, caches hashed assets for good', async () => {
    const { proc, port } = await startServer();
    current = proc;
    const own = await get(port, '/__ops/slow?ms=1&email=someone@example.test', { headers: { 'x-request-id': 'req-0123456789abcdef' } });
    expect(own.headers['x-request-id']).toBe('req-0123456789abcdef');
    const unsafe = await get(port, '/__ops/slow?ms=1', { headers: { 'x-request-id': 'x y<script>' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The app sees the same id in its request header (the UI reads it with getRequestHeader).
    const seen = await get(port, '/__ops/request-id', { headers: { 'x-request-id': 'x y<script>' } });
    expect(seen.body).toBe(seen.headers['x-request-id']);
    expect(seen.body).toMatch(/^[0-9a-f-]{36}$/);

    const asset = readdirSync(join(ROOT, 'dist/client/assets'))[0]!;
    const cached = await get(port, `/assets/${asset}`);
    expect(cached.status).toBe(200);
    expect(cached.headers['cache-control']).toBe('max-age=31536000, immutable');

    await waitFor('the access log line', () => (proc.stdout().includes('req-0123456789abcdef') ? true : undefined), 5_000, 50);
    const line = proc
      .stdout()
      .split('\n')
      .find((l) => l.includes('req-0123456789abcdef'))!;
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/__ops/slow',
      status: 200,
      reqId: 'req-0123456789abcdef',
      site: 'default',
    });
    expect(typeof entry.ms).toBe('number');
    expect(proc.output()).not.toContain('someone@example.test');
    expect(proc.output()).not.toContain('secret');
  }, 90_000);
});
