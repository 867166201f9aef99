import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitApplication } from '../../../src/application/platform/applications/submit-application.use-case';
import type { MailComposer } from '../../../src/application/platform/mail/mail-composer.port';
import { DeliverOutbox } from '../../../src/application/platform/mail/deliver-outbox.use-case';
import { MAX_ATTACHMENT_BYTES } from '../../../src/domain/files/attachment-policy';
import { accountsFrom } from '../../../src/infrastructure/di/accounts.module';
import { APPLICATIONS } from '../../../src/infrastructure/di/applications.module';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { LocalFileStore, uploadAreaOf } from '../../../src/infrastructure/files/local-file-store';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { SmtpMailer } from '../../../src/infrastructure/mail/smtp-mailer';
import { PostgresOutboxQueue } from '../../../src/infrastructure/postgres/accounts/postgres-mail-outbox';
import { PostgresRateLimiter } from '../../../src/infrastructure/postgres/accounts/postgres-rate-limiter';
import { PostgresApplicationRepository } from '../../../src/infrastructure/postgres/applications/postgres-application-repository';
import { PostgresApplicationUnitOfWork } from '../../../src/infrastructure/postgres/applications/postgres-application-unit-of-work';
import { PostgresConsentRepository } from '../../../src/infrastructure/postgres/postgres-consent-repository';
import { PostgresJobApplicationCounts } from '../../../src/infrastructure/postgres/postgres-job-application-counts';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { SystemClock } from '../../../src/infrastructure/time/system-clock';
import { handleSubmit } from '../../../src/ui/server/applications/applications-api.server';
import { startSmtpPeer } from '../accounts/support';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const APPLICANT = DEMO_ACCOUNTS.find((a) => a.role === 'applicant')!.email;
const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML_AS_PDF = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

let counter = 0;
const key = () => `it-key-${Date.now().toString(36)}-${(counter++).toString(36)}-xxxxxxxx`;

const SUBMIT = `mutation($jobId: ID!, $input: ApplicationInput!, $files: [Upload!]) {
  submitApplication(jobId: $jobId, input: $input, files: $files) { applicationId duplicate errors { field code detail } } }`;

/** Applications end to end: /graphql (multipart) → platform use cases → PostgreSQL and the disk; board route; SMTP. */
describe('applications on PostgreSQL, the file store and /graphql', () => {
  let db: TestDatabase;
  let filesDir: string;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let jobId: string;
  let jobSlug: string;
  let recruiter: { token: string; userId: string };
  let applicant: { token: string; userId: string };
  let otherRecruiter: { token: string; userId: string };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    filesDir = mkdtempSync(join(tmpdir(), 'apply-it-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    recruiter = await signIn(db.pool, RECRUITER);
    applicant = await signIn(db.pool, APPLICANT);
    const otherId = await insertUser(db.pool, { email: 'andere-recruiterin@example.test', roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { name: 'Andere Firma GmbH', ownerId: otherId });
    otherRecruiter = await signIn(db.pool, 'andere-recruiterin@example.test');
    const { rows } = await db.pool.query<{ id: string; slug: string }>(
      `select j.id::text, j.slug from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
       join job_sites s on s.job_id = j.id and s.site = 'default'
       where lower(u.email) = lower($1) and j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
         and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cv and not j.application_require_cover_letter
       order by j.id limit 1`,
      [RECRUITER],
    );
    jobId = rows[0]!.id;
    jobSlug = rows[0]!.slug;
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const headers = (token?: string) => ({
    'x-frontend': 'default',
    'x-locale': 'de',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(token) },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  };

  /** The GraphQL multipart request spec, as the board's upload link sends it. */
  const submit = async (
    input: Record<string, unknown>,
    files: Array<{ name: string; bytes: Uint8Array; type?: string }> = [],
    token?: string,
    job = jobId,
  ) => {
    const body = new FormData();
    body.set('operations', JSON.stringify({ query: SUBMIT, variables: { jobId: job, input, files: files.map(() => null) } }));
    body.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
    for (const [i, f] of files.entries())
      body.set(String(i), new File([f.bytes as BlobPart], f.name, { type: f.type ?? 'application/pdf' }));
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', { method: 'POST', headers: { ...headers(token), 'apollo-require-preflight': 'true' }, body }),
    );
    return {
      status: response.status,
      json: (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> },
    };
  };

  const input = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika.muster@example.test',
    phone: '+49 711 123456',
    coverLetter: 'Ich freue mich auf die Aufgabe.',
    privacyConsent: true,
    idempotencyKey: key(),
    origin: 'http://localhost:3000',
    ...overrides,
  });

  const count = async (table: string) => Number((await db.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  /** Every file and folder under the store's applications/ (an undone submit must leave neither). */
  const storedFiles = () =>
    existsSync(join(filesDir, 'applications')) ? readdirSync(join(filesDir, 'applications'), { recursive: true }).map(String).sort() : [];

  let anonymousApplicationId: string;
  let anonymousFileId: string;

  it('answers the form of a form job, with the signed-in applicant prefilled and the privacy notice', async () => {
    const q =
      'query($id: ID!) { applicationForm(jobId: $id) { job { id slug } requireCv questions { id } prefill { firstName lastName email } privacyText } }';
    const guest = (await gql(q, { id: jobId })).data!.applicationForm;
    expect(guest).toMatchObject({
      job: { id: jobId, slug: jobSlug },
      requireCv: false,
      questions: [],
      prefill: { firstName: '', lastName: '', email: '' },
    });
    expect(guest.privacyText).toContain('Bewerbungsverfahren');
    expect((await gql(q, { id: jobId }, applicant.token)).data!.applicationForm.prefill).toEqual({
      firstName: 'Anna',
      lastName: 'Becker',
      email: APPLICANT,
    });
    const { rows } = await db.pool.query<{ id: string }>(
      'select id::text from jobs where application_workflow is null and application_email is not null limit 1',
    );
    expect((await gql(q, { id: rows[0]!.id })).data!.applicationForm).toBeNull();
  });

  it('stores an anonymous application with its PDF, the consent and two mails in one go', async () => {
    const before = { mails: await count('mail_outbox'), consents: await count('user_consents') };
    const { json } = await submit(input(), [{ name: 'Lebenslauf Erika.pdf', bytes: PDF }]);
    expect(json.data!.submitApplication).toMatchObject({ duplicate: false, errors: [] });
    anonymousApplicationId = json.data!.submitApplication.applicationId;
    const { rows } = await db.pool.query(
      `select a.applicant_user_id, a.status, a.site, c.user_id as consent_user, c.mail as consent_mail, i.placement,
              f.id::text as file_id, f.file_name, f.content_type, f.size_bytes, f.file_key
       from applications a join user_consents c on c.id = a.consent_id join consent_infos i on i.id = c.info_id
       join application_files f on f.application_id = a.id where a.id = $1`,
      [anonymousApplicationId],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        applicant_user_id: null,
        status: 'new',
        site: 'default',
        consent_user: null,
        consent_mail: 'erika.muster@example.test',
        placement: 'APPLICATION',
        file_name: 'Lebenslauf Erika.pdf',
        content_type: 'application/pdf',
        size_bytes: String(PDF.byteLength),
      }),
    ]);
    anonymousFileId = rows[0].file_id;
    expect(await new LocalFileStore(filesDir).read(rows[0].file_key)).toEqual(PDF);
    expect(await count('mail_outbox')).toBe(before.mails + 2);
    expect(await count('user_consents')).toBe(before.consents + 1);
  });

  it('a retried submit with the same idempotency key answers the first application, and concurrent ones store one', async () => {
    const first = input();
    const a = (await submit(first, [{ name: 'cv.pdf', bytes: PDF }])).json.data!.submitApplication;
    const mails = await count('mail_outbox');
    const again = (await submit(first, [{ name: 'cv.pdf', bytes: PDF }])).json.data!.submitApplication;
    expect(again).toEqual({ applicationId: a.applicationId, duplicate: true, errors: [] });
    expect(await count('mail_outbox')).toBe(mails);

    const racing = input();
    const answers = await Promise.all([1, 2, 3].map(() => submit(racing, [{ name: 'cv.pdf', bytes: PDF }])));
    const ids = new Set(answers.map((r) => r.json.data!.submitApplication.applicationId));
    expect(ids.size).toBe(1);
    const { rows } = await db.pool.query('select count(*)::int as n from applications where idempotency_key = $1', [racing.idempotencyKey]);
    expect(rows[0].n).toBe(1);
    const { rows: files } = await db.pool.query(
      'select count(*)::int as n from application_files f join applications a on a.id = f.application_id where a.idempotency_key = $1',
      [racing.idempotencyKey],
    );
    expect(files[0].n).toBe(1);
  });

  it('refuses a file that claims .pdf but is HTML, by content, and writes nothing', async () => {
    const before = { applications: await count('applications'), files: storedFiles(), mails: await count('mail_outbox') };
    const { json } = await submit(input(), [
      { name: 'lebenslauf.pdf', bytes: HTML_AS_PDF },
      { name: 'foto.png', bytes: PNG, type: 'image/png' },
    ]);
    expect(json.data!.submitApplication).toEqual({
      applicationId: null,
      duplicate: false,
      errors: [{ field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'lebenslauf.pdf' }],
    });
    expect({ applications: await count('applications'), files: storedFiles(), mails: await count('mail_outbox') }).toEqual(before);
  });

  it('refuses 50 MB + 1 byte with a clear message: at the API and at the board’s submit route', async () => {
    const before = await count('applications');
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(PDF.subarray(0, 8));
    const api = await submit(input(), [{ name: 'riesig.pdf', bytes: big }]);
    expect(api.status).toBe(413);
    expect(api.json.errors?.[0]).toMatchObject({ message: expect.stringContaining('riesig.pdf'), extensions: { code: 'FILE_TOO_LARGE' } });

    const accounts = accountsFrom(container, true);
    const csrf = accounts.csrf.issue();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      csrfToken: csrf.token,
      jobId,
      slug: jobSlug,
      idempotencyKey: key(),
      flow: 'form',
      locale: 'de',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'e@example.test',
      privacyConsent: 'on',
    }))
      form.set(k, v);
    form.append('files', new File([big as BlobPart], 'riesig.pdf', { type: 'application/pdf' }));
    const response = await handleSubmit(
      new Request('http://localhost:3000/api/applications/submit?json=true', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', cookie: `jb_csrf=${encodeURIComponent(csrf.cookie)}` },
        body: form,
      }),
      board,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      ok: false,
      url: `/job/${jobSlug}/apply?errors=files.FILE_TOO_LARGE.riesig.pdf`,
      error: 'FILE_TOO_LARGE',
      errors: [{ field: 'files', code: 'FILE_TOO_LARGE', detail: 'riesig.pdf' }],
    });
    expect(await count('applications')).toBe(before);
  });

  it('the board’s submit route refuses a post without the CSRF token and one from another site', async () => {
    const accounts = accountsFrom(container, true);
    const post = (extra: Record<string, string>, requestHeaders: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        jobId,
        slug: jobSlug,
        idempotencyKey: key(),
        firstName: 'E',
        lastName: 'M',
        email: 'e@example.test',
        privacyConsent: 'on',
        ...extra,
      }))
        form.set(k, v);
      return handleSubmit(
        new Request('http://localhost:3000/api/applications/submit?json=true', { method: 'POST', headers: requestHeaders, body: form }),
        board,
      );
    };
    const csrf = accounts.csrf.issue();
    const cookie = `jb_csrf=${encodeURIComponent(csrf.cookie)}`;
    expect((await post({}, { origin: 'http://localhost:3000', cookie })).status).toBe(403);
    expect((await post({ csrfToken: csrf.token }, { origin: 'https://evil.example', cookie })).status).toBe(403);
    const ok = await post({ csrfToken: csrf.token }, { origin: 'http://localhost:3000', cookie });
    expect(await ok.json()).toMatchObject({ ok: true, url: `/job/${jobSlug}/apply?sent=1` });
  });

  it('files cross to the platform once, streamed through the board’s upload area, and no temporary file stays behind', async () => {
    const incoming = () => (existsSync(uploadAreaOf(filesDir)) ? readdirSync(uploadAreaOf(filesDir)) : []);
    const accounts = accountsFrom(container, true);
    const csrf = accounts.csrf.issue();
    const send = (files: File[], email = 'streamed@example.test') => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        csrfToken: csrf.token,
        jobId,
        slug: jobSlug,
        idempotencyKey: key(),
        flow: 'form',
        locale: 'de',
        firstName: 'Erika',
        lastName: 'Muster',
        email,
        privacyConsent: 'on',
      }))
        form.set(k, v);
      for (const file of files) form.append('files', file);
      return handleSubmit(
        new Request('http://localhost:3000/api/applications/submit?json=true', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', cookie: `jb_csrf=${encodeURIComponent(csrf.cookie)}` },
          body: form,
        }),
        board,
      );
    };
    const big = new Uint8Array(3 * 1024 * 1024).fill(0x41);
    big.set(PDF.subarray(0, 8));
    const sent = await send([new File([big], 'gross.pdf'), new File([PDF as BlobPart], 'klein.pdf')]);
    expect(await sent.json()).toMatchObject({ ok: true });
    const { rows } = await db.pool.query(
      `select f.file_key, f.size_bytes from application_files f join applications a on a.id = f.application_id
       where a.email = 'streamed@example.test' order by f.position`,
    );
    expect(rows.map((r) => Number(r.size_bytes))).toEqual([big.byteLength, PDF.byteLength]);
    expect(await new LocalFileStore(filesDir).read(rows[0].file_key)).toEqual(big);
    expect(incoming()).toEqual([]);
    // Refused by content on the board: nothing reaches the platform, nothing stays.
    const refused = await send([new File(['<html>no pdf</html>'], 'cv.pdf')]);
    expect(refused.status).toBe(200); // refused input is an ordinary answer to the page's script
    expect(await refused.json()).toMatchObject({
      ok: false,
      errors: [{ field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'cv.pdf' }],
    });
    // Refused by the platform (its own rules): the staged files are removed after the answer.
    const form = await send([new File([PDF as BlobPart], 'cv.pdf')], 'no address');
    expect(await form.json()).toMatchObject({ ok: false, errors: [{ field: 'email', code: 'INVALID' }] });
    expect(incoming()).toEqual([]);
  });

  it('a signed-in applicant’s application is theirs: my applications, the page, but no status changes', async () => {
    const { json } = await submit(input({ email: APPLICANT, firstName: 'Anna', lastName: 'Becker' }), [], applicant.token);
    const id = json.data!.submitApplication.applicationId as string;
    expect((await db.pool.query('select applicant_user_id::text as u from applications where id = $1', [id])).rows[0].u).toBe(
      applicant.userId,
    );
    const mine = (await gql('{ myApplications { id status job { id } } }', {}, applicant.token)).data!.myApplications;
    expect(mine).toEqual([{ id, status: 'new', job: { id: jobId } }]);
    const own = (await gql('query($id: ID!) { application(id: $id) { id manageable nextStatuses } }', { id }, applicant.token)).data!
      .application;
    expect(own).toEqual({ id, manageable: false, nextStatuses: [] });
    const move = await gql(
      'mutation($id: ID!) { changeApplicationStatus(id: $id, status: "hired") { status errors } }',
      { id },
      applicant.token,
    );
    expect(move.data!.changeApplicationStatus).toEqual({ status: null, errors: ['FORBIDDEN'] });
    // A guest has no applications to list: told to sign in, not handed an empty list.
    expect((await gql('{ myApplications { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('recruiters see only their own organization’s applications; another organization’s ids change nothing', async () => {
    const LIST = 'query($id: ID!) { jobApplications(jobId: $id) { job { id } items { id status fileCount } } }';
    const ONE = 'query($id: ID!) { application(id: $id) { id firstName manageable nextStatuses files { id name contentType size } } }';
    const list = (await gql(LIST, { id: jobId }, recruiter.token)).data!.jobApplications;
    expect(list.items.map((i: { id: string }) => i.id)).toContain(anonymousApplicationId);
    expect((await gql(ONE, { id: anonymousApplicationId }, recruiter.token)).data!.application).toMatchObject({
      manageable: true,
      nextStatuses: ['in_review', 'rejected'],
      files: [{ id: anonymousFileId, contentType: 'application/pdf' }],
    });

    for (const token of [otherRecruiter.token, applicant.token, undefined]) {
      expect((await gql(LIST, { id: jobId }, token)).data!.jobApplications).toBeNull();
      expect((await gql(ONE, { id: anonymousApplicationId }, token)).data!.application).toBeNull();
    }
    const move = await gql(
      'mutation($id: ID!) { changeApplicationStatus(id: $id, status: "rejected") { status errors } }',
      { id: anonymousApplicationId },
      otherRecruiter.token,
    );
    expect(move.data!.changeApplicationStatus).toEqual({ status: null, errors: ['NOT_FOUND'] });
    expect((await db.pool.query('select status from applications where id = $1', [anonymousApplicationId])).rows[0].status).toBe('new');
  });

  it('the recruiter moves the status along the workflow; a step it does not allow is refused', async () => {
    const MOVE = 'mutation($id: ID!, $s: String!) { changeApplicationStatus(id: $id, status: $s) { status errors } }';
    expect((await gql(MOVE, { id: anonymousApplicationId, s: 'hired' }, recruiter.token)).data!.changeApplicationStatus).toEqual({
      status: null,
      errors: ['INVALID_TRANSITION'],
    });
    expect((await gql(MOVE, { id: anonymousApplicationId, s: 'in_review' }, recruiter.token)).data!.changeApplicationStatus).toEqual({
      status: 'in_review',
      errors: [],
    });
    expect((await gql(MOVE, { id: anonymousApplicationId, s: 'shortlisted' }, recruiter.token)).data!.changeApplicationStatus).toEqual({
      status: 'shortlisted',
      errors: [],
    });
    expect((await gql(MOVE, { id: anonymousApplicationId, s: 'gone' }, recruiter.token)).data!.changeApplicationStatus).toEqual({
      status: null,
      errors: ['INVALID_STATUS'],
    });
  });

  it('serves the file to the recruiter as an attachment with nosniff and a sandbox CSP; to nobody else', async () => {
    const endpoint = container.get(APPLICATIONS.FileEndpoint);
    const url = `http://localhost:3000/application-file/${anonymousApplicationId}/${anonymousFileId}`;
    const ok = await endpoint.handle(new Request(url), anonymousApplicationId, anonymousFileId, recruiter.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toBe(
      `attachment; filename="Lebenslauf_Erika.pdf"; filename*=UTF-8''Lebenslauf%20Erika.pdf`,
    );
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('content-security-policy')).toBe('sandbox');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(PDF);
    for (const token of [otherRecruiter.token, applicant.token, null]) {
      expect((await endpoint.handle(new Request(url), anonymousApplicationId, anonymousFileId, token)).status).toBe(404);
    }
    // Another application's id with this file's id: still nothing.
    const other = (
      await db.pool.query<{ id: string }>('select id::text from applications where id <> $1 order by id limit 1', [anonymousApplicationId])
    ).rows[0]!.id;
    expect((await endpoint.handle(new Request(url), other, anonymousFileId, recruiter.token)).status).toBe(404);
  });

  it('counts applications per job (the job manager’s JobApplicationCounts)', async () => {
    const counts = await new PostgresJobApplicationCounts(db.pool).countsFor([jobId, '999999', 'x']);
    const { rows } = await db.pool.query('select count(*)::int as n from applications where job_id = $1', [jobId]);
    expect(counts.get(jobId)).toBe(rows[0].n);
    expect(counts.has('999999')).toBe(false);
  });

  describe('nothing is left half-written when a submit fails', () => {
    const ctx = { site: 'default', locale: 'de' as const, actor: { kind: 'anonymous' } as const, requestId: 'it' };
    const useCase = (store: LocalFileStore, composer: MailComposer) =>
      new SubmitApplication(
        new PostgresJobRepository(db.pool),
        new PostgresApplicationRepository(db.pool),
        new PostgresConsentRepository(db.pool),
        new PostgresApplicationUnitOfWork(db.pool),
        store,
        composer,
        new FileSiteDirectory(),
        new SystemClock(),
        new PostgresRateLimiter(db.pool),
      );
    /** An upload as the readers leave it: a file in the store's upload area. */
    const upload = (name: string, bytes: Uint8Array) => {
      const stagedId = randomUUID();
      mkdirSync(uploadAreaOf(filesDir), { recursive: true });
      writeFileSync(join(uploadAreaOf(filesDir), stagedId), bytes);
      return { name, size: bytes.byteLength, head: bytes.subarray(0, 16), stagedId };
    };

    it('the file store fails on the second file: rows rolled back, the first file removed', async () => {
      const store = new LocalFileStore(filesDir);
      let writes = 0;
      const failing = Object.assign(Object.create(store) as LocalFileStore, {
        commitStaged: async (id: string, k: string) => {
          if (++writes === 2) throw new Error('disk full');
          return store.commitStaged(id, k);
        },
      });
      const before = {
        applications: await count('applications'),
        files: await count('application_files'),
        consents: await count('user_consents'),
        onDisk: storedFiles(),
      };
      const idempotencyKey = key();
      await expect(
        useCase(failing, new MessageMailComposer()).execute(
          {
            ...input({ idempotencyKey }),
            answers: {},
            jobId,
            origin: 'http://localhost',
            files: [upload('a.pdf', PDF), upload('b.pdf', PDF)],
          } as never,
          ctx,
        ),
      ).rejects.toThrow('disk full');
      expect({
        applications: await count('applications'),
        files: await count('application_files'),
        consents: await count('user_consents'),
        onDisk: storedFiles(),
      }).toEqual(before);
    });

    it('the 21st application of an address within the hour is refused on the e-mail field (limits shared through PostgreSQL), nothing written', async () => {
      const email = `viel-${Date.now()}@example.test`;
      const submit = (n: number) =>
        // Each call a new use case, as each worker has its own: the count lives in the database.
        useCase(new LocalFileStore(filesDir), new MessageMailComposer()).execute(
          { ...input({ idempotencyKey: key() }), email, answers: {}, jobId, origin: 'http://localhost', files: [] } as never,
          ctx,
        );
      for (let n = 0; n < 20; n++) expect((await submit(n)).ok).toBe(true);
      const before = { applications: await count('applications'), mails: await count('mail_outbox') };
      expect(await submit(20)).toEqual({ ok: false, code: 'INVALID', errors: [{ field: 'email', code: 'RATE_LIMITED' }] });
      expect({ applications: await count('applications'), mails: await count('mail_outbox') }).toEqual(before);
    });

    it('the database fails after the files were written: the files are removed again', async () => {
      const composer = new MessageMailComposer();
      const failingComposer: MailComposer = {
        compose: (to, template, locale) => {
          if (template.kind === 'application-confirmation') throw new Error('composer broke after the files');
          return composer.compose(to, template, locale);
        },
      };
      const before = {
        applications: await count('applications'),
        files: await count('application_files'),
        mails: await count('mail_outbox'),
        onDisk: storedFiles(),
      };
      await expect(
        useCase(new LocalFileStore(filesDir), failingComposer).execute(
          { ...input(), answers: {}, jobId, origin: 'http://localhost', files: [upload('a.pdf', PDF), upload('b.png', PNG)] } as never,
          ctx,
        ),
      ).rejects.toThrow('composer broke');
      expect({
        applications: await count('applications'),
        files: await count('application_files'),
        mails: await count('mail_outbox'),
        onDisk: storedFiles(),
      }).toEqual(before);
    });
  });

  it('the recruiter’s mail reaches a real SMTP peer: a link to the application, no attachment', async () => {
    const smtp = await startSmtpPeer();
    try {
      const mailer = new SmtpMailer(smtp.url, '"Jobs Regional" <no-reply@jobs.example>');
      await new DeliverOutbox(new PostgresOutboxQueue(db.pool), mailer, { now: () => new Date(Date.now() + 1000) }).execute({
        batchSize: 100,
      });
      mailer.close();
      const notice = smtp.received.find((m) => m.text?.includes(`/application/${anonymousApplicationId}`));
      expect(notice?.subject).toMatch(/^Neue Bewerbung: .+ – Jobs Regional/);
      expect(notice?.text).toContain(`http://localhost:3000/application/${anonymousApplicationId}`);
      expect(notice?.text).toContain('Erika Muster');
      expect(notice?.text).not.toContain('erika.muster@example.test');
      expect(notice?.attachments).toEqual([]);
      const receipt = smtp.received.find((m) => (m.to as { text?: string } | undefined)?.text?.includes('erika.muster@example.test'));
      expect(receipt?.subject).toMatch(/^Ihre Bewerbung: /);
    } finally {
      await smtp.close();
    }
  });
});
