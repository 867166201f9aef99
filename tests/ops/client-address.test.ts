/**
 * The production worker tells visitors apart by their network address for its rate limits. If the
 * address were lost on its way from the connection to the sign-in handler, every visitor would share
 * one bucket: one attacker's failed sign-ins would lock everybody out. Two loopback addresses stand for
 * two visitors here.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitOf,
  freePort,
  type Proc,
  removeDir,
  requireBuild,
  run,
  SERVE,
  startTestDatabase,
  type TestDatabase,
  tempDir,
  waitFor,
} from './support/ops-harness';

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

/** One request from `localAddress` on a fresh connection. */
function request(
  port: number,
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, localAddress, agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text, setCookies: res.headers['set-cookie'] ?? [] }));
      res.on('error', fail);
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', fail);
    req.end(body);
  });
}

describe('the visitor’s address at the production worker', () => {
  let dir = '';
  let db: TestDatabase | undefined;
  let proc: Proc | undefined;
  let port = 0;

  beforeAll(async () => {
    requireBuild();
    dir = tempDir('client-address-');
    db = await startTestDatabase(dir);
    port = await freePort();
    proc = run([SERVE], {
      SITE: 'default',
      PORT: String(port),
      DATABASE_URL: db.url,
      NODE_ENV: 'test',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '0',
    });
    await waitFor(
      'the worker to listen',
      () => {
        if (proc!.child.exitCode !== null) throw new Error(`serve.mjs exited:\n${proc!.output()}`);
        return proc!.stdout().includes('"msg":"listening"') ? true : undefined;
      },
      60_000,
    );
  }, 120_000);

  afterAll(async () => {
    if (proc && proc.child.exitCode === null) {
      proc.child.kill('SIGKILL');
      await exitOf(proc, 10_000).catch(() => undefined);
    }
    await db?.stop();
    removeDir(dir);
  });

  /** A failed sign-in for `email` from `address`, as NextAuth's client sends it; the answer's status. */
  async function failedSignIn(address: string, email: string): Promise<number> {
    const csrf = await request(port, address, 'GET', '/api/auth/csrf', {});
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    const cookie = csrf.setCookies.map((c) => c.split(';', 1)[0]).join('; ');
    const form = new URLSearchParams({ email, password: 'not-the-password', csrfToken, json: 'true' }).toString();
    const answer = await request(
      port,
      address,
      'POST',
      '/api/auth/callback/credentials',
      {
        cookie,
        origin: `http://127.0.0.1:${port}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(form)),
      },
      form,
    );
    return answer.status;
  }

  it('blocks the address that kept guessing, not a visitor from another address', async () => {
    const email = 'someone@example.test';
    const first: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) first.push(await failedSignIn('127.0.0.1', email));
    expect(first).toEqual([401, 401, 401, 401, 401]);
    expect(await failedSignIn('127.0.0.1', email)).toBe(429);
    // Another visitor signing in to the same account is told the password is wrong, not to wait.
    expect(await failedSignIn('127.0.0.2', email)).toBe(401);
  }, 60_000);
});
