/**
 * Helpers for the ops tests: free ports, a real PostgreSQL (embedded in a temp dir, or DATABASE_URL)
 * behind a TCP proxy the test can cut, child processes with captured output, PM2 queries with a
 * private PM2_HOME, and bounded waits. Nothing here touches a user's ~/.pm2 or ./data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The project's Node 24 (the machine's node may be older). */
export const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node')) ? join(ROOT, 'node_modules/node/bin/node') : process.execPath;
export const PM2_BIN = join(ROOT, 'node_modules/pm2/bin/pm2');
/** The bundled production HTTP entry (npm run build). */
export const SERVE = join(ROOT, 'dist/http/serve.mjs');
/** The Node flags PM2 gives every worker (config/ecosystem.config.cjs): a lone worker is measured as it runs. */
export const WORKER_NODE_ARGS: string[] = createRequire(import.meta.url)('../../../config/ecosystem.config.cjs').WORKER_NODE_ARGS;
export const START = join(ROOT, 'scripts/start.ts');

export function requireBuild(): void {
  if (!existsSync(join(ROOT, 'dist/server/server.js')) || !existsSync(SERVE)) {
    throw new Error('dist/ is incomplete: the ops tests run against the production build (npm run build first)');
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `jobboard-ops-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Polls `probe` until it returns a value (not undefined), at most `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${(lastError as Error).message})` : ''}`,
  );
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface HttpResult {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One GET on a fresh connection (no keep-alive reuse: a killed worker must not leave a stale socket). */
export function get(
  port: number,
  path: string,
  options: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  return new Promise((done, fail) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close', ...options.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', fail);
    });
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', fail);
  });
}

// ───────────────────────────── processes ─────────────────────────────

export interface Proc {
  child: ChildProcess;
  output(): string;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function run(args: string[], env: Record<string, string | undefined>, options: { detached?: boolean } = {}): Proc {
  const child = spawn(NODE, args, {
    cwd: ROOT,
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let out = '';
  let err = '';
  let all = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => ((out += d), (all += d)));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => ((err += d), (all += d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { child, exited, output: () => all, stdout: () => out, stderr: () => err };
}

export async function exitOf(proc: Proc, timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`process did not exit within ${timeoutMs} ms; output:\n${proc.output().slice(-3000)}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([proc.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ───────────────────────────── PM2 ─────────────────────────────

export interface Pm2Process {
  name: string;
  pid: number;
  pm_id: number;
  status: string;
  restarts: number;
}

/** `pm2 jlist` against a private PM2_HOME; [] when no PM2 answers there (never spawns a daemon). */
export function pm2List(pm2Home: string): Pm2Process[] {
  if (!existsSync(join(pm2Home, 'rpc.sock'))) return [];
  const result = spawnSync(NODE, [PM2_BIN, 'jlist'], {
    cwd: ROOT,
    env: { ...process.env, PM2_HOME: pm2Home },
    encoding: 'utf8',
    timeout: 15_000,
  });
  // PM2 may print a notice line of its own ("[PM2][WARN] …") before the list: the list is the line that is JSON.
  const text = result.stdout.split('\n').find((line) => line.startsWith('[{') || line.trim() === '[]');
  if (!text) return [];
  const list = JSON.parse(text) as Array<{ name: string; pid: number; pm_id: number; pm2_env: { status: string; restart_time: number } }>;
  return list.map((p) => ({ name: p.name, pid: p.pid, pm_id: p.pm_id, status: p.pm2_env.status, restarts: p.pm2_env.restart_time }));
}

/** Stops whatever PM2 runs under `pm2Home` (teardown; idempotent, bounded). */
export function pm2Kill(pm2Home: string): void {
  if (!existsSync(join(pm2Home, 'rpc.sock'))) return;
  spawnSync(NODE, [PM2_BIN, 'kill'], { cwd: ROOT, env: { ...process.env, PM2_HOME: pm2Home }, stdio: 'ignore', timeout: 30_000 });
}

// ───────────────────────────── database ─────────────────────────────

export interface TestDatabase {
  /** URL of the real database. */
  url: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set, else an embedded PostgreSQL in a temp dir on a free port, migrated. */
export async function startTestDatabase(dir: string, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const { prepareDatabase } = await import('../../../src/infrastructure/postgres/prepare-database');
  const { SILENT_LOG } = await import('../../../src/infrastructure/postgres/database-log');
  const { FileSiteDirectory } = await import('../../../src/infrastructure/config/site-directory');
  const previous = process.env.PG_PORT;
  process.env.PG_PORT = String(await freePort());
  try {
    const db = await prepareDatabase({
      log: SILENT_LOG,
      sites: new FileSiteDirectory().all(),
      dataDir: join(dir, 'postgres'),
      seed: options.seed ?? false,
    });
    return { url: db.url, stop: db.stop };
  } finally {
    if (previous === undefined) delete process.env.PG_PORT;
    else process.env.PG_PORT = previous;
  }
}

/**
 * A TCP proxy in front of the database. `cut()` closes the listener and every open connection: to the
 * app that is a stopped database (connection refused, pooled connections dropped); `restore()` listens again.
 */
export class DatabaseSwitch {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  static for(url: string): DatabaseSwitch {
    const u = new URL(url);
    return new DatabaseSwitch({ host: u.hostname, port: Number(u.port || 5432) });
  }

  /** The database URL, pointed at the proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async listen(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  restore(): Promise<void> {
    return this.listen();
  }
}
