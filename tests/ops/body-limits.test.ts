/**
 * The production worker (dist/http/serve.mjs) against bodies nobody should read: 700 MB of chunked junk
 * without Content-Length to the application form, an account endpoint, /graphql and a page. Each is
 * answered or cut off after a few megabytes, and the worker's peak memory stays where it was.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, requireBuild, run, SERVE, waitFor, WORKER_NODE_ARGS, type Proc } from './support/ops-harness';

const MB = 1024 * 1024;

const peakKb = (pid: number): number => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m)?.[1] ?? 0);

/** Sends up to 700 MB of junk with backpressure; stops when the answer comes or the connection closes. */
function junk(port: number, path: string): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    const chunk = randomBytes(64 * 1024);
    let sent = 0;
    let status = 0;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve({ status, sentMb: sent / MB });
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'multipart/form-data; boundary=junk', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.on('error', done);
    req.on('close', done);
    req.setTimeout(30_000, () => req.destroy());
    const pump = () => {
      while (!req.destroyed && status === 0 && sent < 700 * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('bounded bodies at the production worker', () => {
  let proc: Proc | undefined;
  let port = 0;

  beforeAll(async () => {
    requireBuild();
    port = await freePort();
    const closed = await freePort(); // no database: every refusal here happens before one would be asked
    proc = run([...WORKER_NODE_ARGS, SERVE], {
      SITE: 'default',
      PORT: String(port),
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${closed}/none`,
      NODE_ENV: 'test',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      WARMUP_TIMEOUT_MS: '1000',
    });
    await waitFor(
      'the worker to listen',
      () => {
        if (proc!.child.exitCode !== null) throw new Error(`serve.mjs exited:\n${proc!.output()}`);
        return proc!.stdout().includes('"msg":"listening"') ? true : undefined;
      },
      60_000,
    );
  }, 90_000);

  afterAll(async () => {
    if (proc && proc.child.exitCode === null) {
      proc.child.kill('SIGKILL');
      await exitOf(proc, 10_000).catch(() => undefined);
    }
  });

  it('cuts off 700 MB chunked junk bodies after a few MB; the worker’s peak memory barely moves', async () => {
    const pid = proc!.child.pid!;
    const before = peakKb(pid);
    const paths = ['/api/applications/submit', '/api/auth/callback/credentials', '/graphql', '/jobs', '/api/job-wizard'];
    const results = await Promise.all(paths.flatMap((path) => [junk(port, path), junk(port, path)]));
    console.log(results.map((r, i) => `${paths[Math.floor(i / 2)]}: ${r.status} after ${r.sentMb.toFixed(1)} MB`).join('\n'));
    for (const [i, result] of results.entries()) {
      // A page answers what it answers (here without a database: 500); its body is never read either.
      if (paths[Math.floor(i / 2)] !== '/jobs')
        // Refused (a plain form's 303 back with the problem, 401 without a session, 403 without a CSRF token,
        // 413 past the bound) or cut off (0); never read to the end.
        expect([0, 303, 401, 403, 413, 415]).toContain(result.status);
      expect(result.sentMb).toBeLessThan(64);
    }
    const after = peakKb(pid);
    console.log(`worker peak memory: ${(before / 1024).toFixed(0)} MB before, ${(after / 1024).toFixed(0)} MB after`);
    expect((after - before) / 1024).toBeLessThan(100);
    expect(after / 1024).toBeLessThan(300);
    // Still serving.
    const health = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    expect(health.status).toBeLessThan(500);
  }, 60_000);
});
