import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import {
  exitOf,
  freePort,
  pm2Kill,
  pm2List,
  removeDir,
  requireBuild,
  run,
  START,
  tempDir,
  waitFor,
  type Proc,
} from '../../ops/support/ops-harness';

const MB = 1024 * 1024;

/** A production build running as PM2 workers of one site on a throwaway database with the demo content. */
export interface BenchCluster {
  readonly port: number;
  readonly pm2Home: string;
  /** The DATA_DIR: files under `files/`. */
  readonly dir: string;
  readonly databaseUrl: string;
  /** A published demo job of the default site with the on-site form and no extra questions. */
  readonly job: { readonly id: string; readonly slug: string };
  stop(): Promise<void>;
}

export async function startBenchCluster(prefix: string, instances: number): Promise<BenchCluster> {
  requireBuild();
  const dir = tempDir(prefix);
  const pm2Home = join(dir, 'pm2');
  const port = await freePort();
  process.env.PG_PORT = String(await freePort());
  const { prepareDatabase } = await import('../../../src/infrastructure/postgres/prepare-database');
  const { SILENT_LOG } = await import('../../../src/infrastructure/postgres/database-log');
  const { FileSiteDirectory } = await import('../../../src/infrastructure/config/site-directory');
  const { seedDemoContent } = await import('../../../src/infrastructure/postgres/seed/seed-demo-content');
  const { createPool } = await import('../../../src/infrastructure/postgres/pool');
  const { LocalFileStore } = await import('../../../src/infrastructure/files/local-file-store');
  const sites = new FileSiteDirectory().all();
  const db = await prepareDatabase({ log: SILENT_LOG, sites, dataDir: join(dir, 'postgres'), seed: false });
  let start: Proc | undefined;
  const stop = async () => {
    if (start && start.child.exitCode === null) {
      start.child.kill('SIGINT');
      await exitOf(start, 60_000).catch(() => undefined);
    }
    pm2Kill(pm2Home);
    await db.stop();
    removeDir(dir);
  };
  try {
    // The demo content, without the workers' statement timeout: on a busy shared host seeding takes a while.
    const seeding = createPool(db.url, { max: 2, applicationName: 'bench-seed', statementTimeoutMs: 600_000 });
    await seedDemoContent(seeding, sites, SILENT_LOG, { files: new LocalFileStore(join(dir, 'files')) });
    await seeding.end();
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const { rows } = await pool.query<{ id: string; slug: string }>(
      `select j.id::text, j.slug from jobs j join job_sites s on s.job_id = j.id and s.site = 'default'
       where j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
         and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cover_letter
       order by j.id limit 1`,
    );
    await pool.end();
    const job = rows[0];
    if (!job) throw new Error('the demo content has no job with the on-site form');

    start = run(['--import', 'tsx', START], {
      SITES: 'default',
      INSTANCES: String(instances),
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      PM2_HOME: pm2Home,
      SEED_DEMO: 'false',
      SKIP_BUILD: '1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      MAIL_DEV_PORT: String(await freePort()),
      OAUTH_DEV_PROVIDER: 'off',
    });
    await waitFor(
      `${instances} online workers`,
      () => {
        if (start!.child.exitCode !== null) throw new Error(`start exited early:\n${start!.output().slice(-3000)}`);
        return pm2List(pm2Home).filter((p) => p.status === 'online').length === instances ? true : undefined;
      },
      180_000,
      500,
    );
    return { port, pm2Home, dir, databaseUrl: db.url, job, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A guest's CSRF cookie and token, as the apply page gives them (the workers run in production, where
 * the cookie carries the __Host- prefix).
 */
export function guestCsrf(port: number): Promise<{ cookie: string; token: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/auth/csrf', agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]).find((c) => /^(__Host-)?jb_csrf=/.test(c ?? ''));
          const token = (JSON.parse(text) as { csrfToken?: string }).csrfToken;
          if (!cookie || !token) reject(new Error(`no CSRF token: ${res.statusCode} ${text.slice(0, 200)}`));
          else resolve({ cookie, token });
        });
      })
      .on('error', reject);
  });
}

/** A multipart application: the fields (CSRF token first), then `files` PDF-headed files of `fileBytes`, generated while sent. */
export function applicationBody(
  boundary: string,
  fields: Record<string, string>,
  files: number,
  fileBytes: number,
): { length: number; chunks: () => Generator<Buffer> } {
  const head = (name: string, fileName?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n`,
    );
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.concat([head(name), Buffer.from(`${value}\r\n`)]));
  const fileHeads = Array.from({ length: files }, (_, i) => head('files', `anlage-${i + 1}.pdf`));
  const end = Buffer.from(`--${boundary}--\r\n`);
  const chunk = Math.min(MB, fileBytes);
  const filler = Buffer.alloc(chunk, 0x20);
  const pdfHead = Buffer.from('%PDF-1.7\n%bench\n');
  const length = fieldParts.reduce((n, b) => n + b.length, 0) + fileHeads.reduce((n, b) => n + b.length + fileBytes + 2, 0) + end.length;
  function* chunks(): Generator<Buffer> {
    yield* fieldParts;
    for (const fileHead of fileHeads) {
      yield fileHead;
      yield Buffer.concat([pdfHead, filler.subarray(pdfHead.length)]);
      for (let sent = chunk; sent < fileBytes; sent += chunk) yield filler.subarray(0, Math.min(chunk, fileBytes - sent));
      yield Buffer.from('\r\n');
    }
    yield end;
  }
  return { length, chunks };
}

export interface SendResult {
  /** 0 when the connection ended without an answer (a killed worker). */
  readonly status: number;
  readonly sentMb: number;
  readonly body: string;
  readonly retryAfter: number;
}

/** Sends `chunks` with backpressure; resolves with the answer's status and how much went out before it. */
export function send(port: number, path: string, headers: Record<string, string | number>, chunks: Iterable<Buffer>): Promise<SendResult> {
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    let retryAfter = 0;
    let body = '';
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve({ status, sentMb: Math.round(sent / MB), body: body.slice(0, 300), retryAfter });
    };
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false }, (res) => {
      status = res.statusCode ?? 0;
      retryAfter = Number(res.headers['retry-after'] ?? 0) || 0;
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', done);
      res.on('error', () => {
        status = 0;
        done();
      });
    });
    req.on('error', done);
    req.setTimeout(20 * 60_000, () => req.destroy());
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (req.destroyed || status !== 0) return req.end();
        const next = iterator.next();
        if (next.done) return req.end();
        sent += next.value.length;
        if (!req.write(next.value)) return req.once('drain', pump);
      }
    };
    pump();
  });
}

/** Who applies: the form's own fields besides the job, the CSRF token and the consent. */
export interface Applicant {
  readonly idempotencyKey: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/**
 * One application to the cluster's demo job as the apply page posts it (JSON answer), with `files`
 * PDF-headed files of `fileBytes` generated while sent.
 */
export function sendApplication(
  cluster: Pick<BenchCluster, 'port' | 'job'>,
  csrf: { readonly cookie: string; readonly token: string },
  applicant: Applicant,
  files: number,
  fileBytes: number,
): Promise<SendResult> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
    csrfToken: csrf.token,
    jobId: cluster.job.id,
    slug: cluster.job.slug,
    flow: 'form',
    locale: 'de',
    ...applicant,
    privacyConsent: 'on',
  };
  const body = applicationBody(boundary, fields, files, fileBytes);
  return send(
    cluster.port,
    '/api/applications/submit?json=true',
    {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
      origin: `http://127.0.0.1:${cluster.port}`,
      'sec-fetch-site': 'same-origin',
      cookie: csrf.cookie,
      accept: 'application/json',
    },
    body.chunks(),
  );
}
