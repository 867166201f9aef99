/**
 * Two hosts: two complete boards on their own ports and their own disks, sharing one PostgreSQL, one
 * S3-compatible bucket, one SMTP relay and AUTH_SECRET — what a deployment behind a load balancer is.
 * Whatever a visitor does on one must hold on the other, and work meant to happen once happens once.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/infrastructure/postgres/pool';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/infrastructure/postgres/seed/demo-extras';
import { startSmtpPeer } from '../integration/accounts/support';
import { type S3TestServer, startS3Server } from '../support/s3-server';
import {
  exitOf,
  freePort,
  type Proc,
  removeDir,
  requireBuild,
  run,
  SERVE,
  sleep,
  startTestDatabase,
  type TestDatabase,
  tempDir,
  waitFor,
} from './support/ops-harness';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const ready = (proc: Proc) => () => {
  if (proc.child.exitCode !== null) throw new Error(`serve.ts exited:\n${proc.output()}`);
  return proc.stdout().includes('"msg":"ready"') ? true : undefined;
};

/** A visitor's cookie jar, kept across both hosts as a browser behind a load balancer would. */
class Visitor {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  async fetch(port: number, path: string, init: RequestInit & { form?: Record<string, string> } = {}): Promise<Response> {
    const origin = `http://127.0.0.1:${port}`;
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      headers.set('origin', origin);
      headers.set('sec-fetch-site', 'same-origin');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(`${origin}${path}`, { ...init, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  async startOn(port: number): Promise<void> {
    this.csrfToken = ((await (await this.fetch(port, '/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  post(port: number, path: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(port, path, { method: 'POST', form: { csrfToken: this.csrfToken, ...form } });
  }

  sessionToken(): string {
    // The production build names it with the __Host- prefix.
    return this.cookies.get('__Host-jb_session') ?? '';
  }
}

describe('two hosts sharing PostgreSQL, object storage and the mail relay', () => {
  let dir: string;
  let db: TestDatabase;
  let pool: pg.Pool;
  let s3: S3TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const hosts: Array<{ proc: Proc; port: number }> = [];
  const port = (n: 0 | 1) => hosts[n]!.port;

  beforeAll(async () => {
    requireBuild();
    dir = tempDir('two-hosts');
    [db, s3, smtp] = await Promise.all([startTestDatabase(dir, { seed: true }), startS3Server(), startSmtpPeer()]);
    // The app's pool: it ignores an idle client's error. pool.end() resolves before its clients' sockets
    // close and the database stops right after, so a client still closing may hear the shutdown.
    pool = createPool(db.url, { max: 2 });
    for (const name of ['a', 'b']) {
      const listen = await freePort();
      const proc = run([SERVE], {
        SITE: 'default',
        NODE_ENV: 'test',
        PORT: String(listen),
        DATABASE_URL: db.url,
        AUTH_SECRET: 'shared-secret-of-both-hosts-'.padEnd(40, 'x'),
        // Each host its own disk: only the bucket is shared.
        DATA_DIR: `${dir}/host-${name}`,
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '200',
        JOB_SCHEDULE_POLL_MS: '200',
        ALERT_DIGEST_POLL_MS: '200',
        LOG_LEVEL: 'info',
        ...s3.env,
      });
      hosts.push({ proc, port: listen });
    }
    await Promise.all(hosts.map((h, i) => waitFor(`host ${i} to be ready`, ready(h.proc), 120_000)));
  }, 300_000);

  afterAll(async () => {
    for (const { proc } of hosts) {
      if (proc.child.exitCode === null) {
        proc.child.kill('SIGINT');
        await exitOf(proc, 20_000).catch(() => proc.child.kill('SIGKILL'));
      }
    }
    await pool?.end();
    await Promise.all([db?.stop(), s3?.stop(), smtp?.close()]);
    if (dir) removeDir(dir);
  }, 60_000);

  const recruiter = new Visitor();

  it('a session made on one host is the same session on the other', async () => {
    await recruiter.startOn(port(0));
    const signedIn = await recruiter.post(port(0), '/api/auth/callback/credentials', { email: RECRUITER, password: DEMO_PASSWORD });
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, '/dashboard']);
    expect(recruiter.sessionToken()).not.toBe('');
    for (const n of [0, 1] as const) {
      const session = (await (await recruiter.fetch(port(n), '/api/auth/session')).json()) as { user?: { email?: string } };
      expect(session.user?.email, `host ${n}`).toBe(RECRUITER);
    }
  });

  /** A GraphQL call as the signed-in recruiter, on host n. */
  const gql = async (n: 0 | 1, query: string, variables: Record<string, unknown>) =>
    (await (
      await fetch(`http://127.0.0.1:${port(n)}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-frontend': 'default', authorization: `Bearer ${recruiter.sessionToken()}` },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data?: Record<string, any>; errors?: unknown[] };

  /** A draft job of the recruiter's organization, saved through host n; its id. */
  async function saveDraft(n: 0 | 1, title: string): Promise<string> {
    const organizationId = (
      await pool.query<{ id: string }>(
        'select o.id::text from organizations o join users u on u.id = o.owner_id where lower(u.email) = lower($1) order by o.id limit 1',
        [RECRUITER],
      )
    ).rows[0]!.id;
    const saved = await gql(
      n,
      `mutation($input: JobPostingInput!) { saveJob(input: $input) { id state errorCode problems { field code } } }`,
      {
        input: {
          type: 'job_per_template',
          organizationId,
          title,
          descriptionHtml: '<p>Pflege der Parkanlagen, Beete und Bäume in der ganzen Stadt, im Team mit vier Kolleginnen.</p>',
          address: { countryCode: 'DE', zip: '70173', locality: 'Stuttgart' },
          termIds: [],
          languages: [],
          skills: [],
          durationDays: 30,
          application: {
            workflow: 'email',
            emails: [RECRUITER],
            requireCv: false,
            requireCoverLetter: false,
            requireQualifyingQuestions: false,
            qualifyingQuestions: [],
          },
        },
      },
    );
    const id = saved.data?.saveJob?.id as string;
    expect(id, JSON.stringify(saved)).toBeTruthy();
    return id;
  }

  it('a job the recruiter publishes on one host is found by the search on the other', async () => {
    const title = `Zweihost-Gärtnerin ${Date.now().toString(36)}`;
    const id = await saveDraft(0, title);
    const published = await gql(0, 'mutation($id: ID!) { jobWorkflow(id: $id, action: PUBLISH) { state errorCode } }', { id });
    expect(['published', 'pending'], JSON.stringify(published)).toContain(published.data?.jobWorkflow?.state);
    if (published.data?.jobWorkflow?.state === 'pending')
      throw new Error('the default site reviews new jobs: approve it as staff before searching');
    const page = await (await fetch(`http://127.0.0.1:${port(1)}/jobs?q=${encodeURIComponent('Zweihost')}`)).text();
    expect(page).toContain(title);
  });

  it('both hosts run the schedulers: a scheduled job goes online once, at its time, and a due alert sends one digest with it', async () => {
    const word = `Zeitplan${Date.now().toString(36)}`;
    const title = `${word} Gärtnerin`;
    const id = await saveDraft(1, title);
    const publishAt = new Date(Date.now() + 3_000);
    const scheduled = await gql(
      1,
      'mutation($id: ID!, $at: String) { jobWorkflow(id: $id, action: SCHEDULE, publishAt: $at) { state errorCode } }',
      {
        id,
        at: publishAt.toISOString(),
      },
    );
    expect(scheduled.data?.jobWorkflow?.state, JSON.stringify(scheduled)).toBe('scheduled');

    const job = () =>
      pool
        .query<{ state: string; published_at: Date | null }>('select state, published_at from jobs where id = $1', [id])
        .then((r) => r.rows[0]!);
    await waitFor('the scheduled job to go online', async () => ((await job()).state === 'published' ? true : undefined), 30_000);
    // Dated at its scheduled time (to the millisecond the database keeps), not when a host noticed it.
    expect(Math.abs((await job()).published_at!.getTime() - publishAt.getTime())).toBeLessThan(1);
    const page = await (await fetch(`http://127.0.0.1:${port(0)}/jobs?q=${encodeURIComponent(word)}`)).text();
    expect(page).toContain(title);

    // A confirmed guest alert for that word, made due now, covering the last day.
    const address = `zeitplan-${Date.now().toString(36)}@example.test`;
    await pool.query(
      `insert into job_alerts (site, locale, email, search_query, frequency, origin, confirmed_at, next_due_at, covered_until)
       values ('default', 'de', $1, $2, 'daily', 'http://127.0.0.1', now(), now(), now() - interval '1 day')`,
      [address, `search=${word}`],
    );
    const digests = () => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(address));
    await waitFor('the digest to arrive', () => (digests().length >= 1 ? true : undefined), 30_000);
    // Both hosts look for due alerts and undelivered mail every 200 ms: give a second digest every chance.
    await sleep(2_000);
    expect(digests()).toHaveLength(1);
    expect(JSON.stringify(digests()[0])).toContain(word);
  });

  it('a file sent to one host downloads from the other, byte for byte', async () => {
    const jobId = (
      await pool.query<{ id: string }>(
        `select j.id::text from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
         join job_sites s on s.job_id = j.id and s.site = 'default'
         where lower(u.email) = lower($1) and j.application_workflow = 'form' and j.state = 'published'
           and (j.expires_at is null or j.expires_at > now()) and jsonb_array_length(j.application_questions) = 0
           and not j.application_require_cv and not j.application_require_cover_letter
         order by j.id limit 1`,
        [RECRUITER],
      )
    ).rows[0]!.id;
    const body = new FormData();
    const query = `mutation($jobId: ID!, $input: ApplicationInput!, $files: [Upload!]) {
      submitApplication(jobId: $jobId, input: $input, files: $files) { applicationId errors { field code } } }`;
    const input = {
      firstName: 'Erika',
      lastName: 'Zweihost',
      email: 'erika.zweihost@example.test',
      phone: '+49 711 123456',
      coverLetter: 'Ich freue mich auf die Aufgabe.',
      privacyConsent: true,
      idempotencyKey: `two-hosts-${Date.now().toString(36)}-xxxxxxxx`,
      origin: `http://127.0.0.1:${port(0)}`,
    };
    body.set('operations', JSON.stringify({ query, variables: { jobId, input, files: [null] } }));
    body.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
    body.set('0', new File([PDF as BlobPart], 'Lebenslauf.pdf', { type: 'application/pdf' }));
    const answer = (await (
      await fetch(`http://127.0.0.1:${port(0)}/graphql`, {
        method: 'POST',
        headers: { 'x-frontend': 'default', 'apollo-require-preflight': 'true' },
        body,
      })
    ).json()) as { data?: { submitApplication?: { applicationId?: string } } };
    const applicationId = answer.data?.submitApplication?.applicationId;
    expect(applicationId, JSON.stringify(answer)).toBeTruthy();
    const fileId = (await pool.query<{ id: string }>('select id::text from application_files where application_id = $1', [applicationId]))
      .rows[0]!.id;
    const { rows } = await pool.query<{ file_key: string }>('select file_key from application_files where id = $1', [fileId]);
    expect(s3.keys(rows[0]!.file_key)).toEqual([rows[0]!.file_key]);
    const download = await recruiter.fetch(port(1), `/application-file/${applicationId}/${fileId}`);
    expect(download.status).toBe(200);
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(sha(PDF));
  });

  it('a CSRF token from one host holds on the other, rate limits count across hosts, and each queued mail is sent once though both hosts deliver', async () => {
    const visitor = new Visitor();
    await visitor.startOn(port(0));
    const address = `zweihost-${Date.now().toString(36)}@example.test`;
    const register = (n: 0 | 1) =>
      visitor.post(port(n), '/api/auth/register/applicant', {
        firstName: 'Zwei',
        lastName: 'Host',
        email: address,
        password: 'a-long-password',
        acceptTerms: 'on',
      });
    for (const n of [0, 1, 0] as const)
      expect((await register(n)).headers.get('location'), `host ${n}`).toBe('/user/login?notice=verifySent');
    expect((await register(1)).headers.get('location')).toBe('/user/register/applicant?error=RATE_LIMITED');

    const toAddress = () => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(address));
    await waitFor('the three mails to arrive', () => (toAddress().length >= 3 ? true : undefined), 30_000);
    // Both hosts poll the outbox every 200 ms: give a duplicate every chance to show up.
    await sleep(2_000);
    expect(toAddress()).toHaveLength(3);
    expect(new Set(toAddress().map((m) => m.messageId)).size).toBe(3);
  });
});
