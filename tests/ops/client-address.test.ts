/**
 * The production worker tells visitors apart by their network address for its rate limits. If the
 * address were lost on its way from the connection to the sign-in handler, every visitor would share
 * one bucket: one attacker's failed sign-ins would lock everybody out. Two loopback addresses stand for
 * two visitors here. Split, the board-only worker forwards the sign-in to the platform-only one: the
 * platform must count the visitor's address the board proves, not the board's own.
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

const TOPOLOGIES = [
  { name: 'one worker', split: false },
  { name: 'a board-only worker before a platform-only one', split: true },
] as const;

describe.each(TOPOLOGIES)('the visitor’s address at the production worker: $name', ({ split }) => {
  let dir = '';
  let db: TestDatabase | undefined;
  const procs: Proc[] = [];
  let port = 0;

  /** Starts serve.mjs and waits until it listens. */
  async function serve(env: Record<string, string | undefined>): Promise<Proc> {
    const proc = run([SERVE], env);
    procs.push(proc);
    await waitFor(
      'the worker to listen',
      () => {
        if (proc.child.exitCode !== null) throw new Error(`serve.mjs exited:\n${proc.output()}`);
        return proc.stdout().includes('"msg":"listening"') ? true : undefined;
      },
      60_000,
    );
    return proc;
  }

  beforeAll(async () => {
    requireBuild();
    dir = tempDir('client-address-');
    db = await startTestDatabase(dir);
    port = await freePort();
    const common = { SITE: 'default', NODE_ENV: 'test', AUTH_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: '0', DATA_DIR: dir };
    if (!split) {
      await serve({ ...common, PORT: String(port), DATABASE_URL: db.url });
      return;
    }
    const platformPort = await freePort();
    await serve({ ...common, PORT: String(platformPort), PROCESS_ROLE: 'platform', DATABASE_URL: db.url });
    await serve({
      ...common,
      PORT: String(port),
      PROCESS_ROLE: 'board',
      DATABASE_URL: undefined,
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    });
  }, 180_000);

  afterAll(async () => {
    for (const proc of procs.reverse()) {
      if (proc.child.exitCode === null) {
        proc.child.kill('SIGKILL');
        await exitOf(proc, 10_000).catch(() => undefined);
      }
    }
    await db?.stop();
    removeDir(dir);
  });

  /** A failed sign-in for `email` from `address`, as NextAuth's client sends it; the answer's status. */
  async function failedSignIn(address: string, email: string, extraHeaders: Record<string, string> = {}): Promise<number> {
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
        ...extraHeaders,
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
    // Naming another address in the board's header, without the board's proof, changes nothing.
    expect(
      await failedSignIn('127.0.0.1', email, { 'x-jobboard-client-address': '127.0.0.9', 'x-jobboard-client-address-proof': 'x' }),
    ).toBe(429);
    // Another visitor signing in to the same account is told the password is wrong, not to wait.
    expect(await failedSignIn('127.0.0.2', email)).toBe(401);
  }, 60_000);
});
