import { JournaledFileStore } from '../../../src/infrastructure/files/journaled-file-store';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitApplication } from '../../../src/application/platform/applications/submit-application.use-case';
import type { MailComposer } from '../../../src/application/platform/mail/mail-composer.port';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { APPLICATIONS } from '../../../src/infrastructure/di/applications.module';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { T } from '../../../src/infrastructure/di/tokens';
import { createFileStore } from '../../../src/infrastructure/files/create-file-store';
import { uploadAreaOf } from '../../../src/infrastructure/files/local-file-store';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { PostgresRateLimiter } from '../../../src/infrastructure/postgres/accounts/postgres-rate-limiter';
import { PostgresApplicationRepository } from '../../../src/infrastructure/postgres/applications/postgres-application-repository';
import { PostgresApplicationUnitOfWork } from '../../../src/infrastructure/postgres/applications/postgres-application-unit-of-work';
import { PostgresConsentRepository } from '../../../src/infrastructure/postgres/postgres-consent-repository';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { SystemClock } from '../../../src/infrastructure/time/system-clock';
import { type S3TestServer, startS3Server } from '../../support/s3-server';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('files on S3-compatible object storage (a real S3 server)', () => {
  let s3: S3TestServer;
  let filesDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    filesDir = mkdtempSync(join(tmpdir(), 's3-store-it-'));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const objectKeys = async (prefix: string) => s3.keys(prefix);

  const stage = (bytes: Uint8Array) => {
    const stagedId = randomUUID();
    mkdirSync(uploadAreaOf(filesDir), { recursive: true });
    writeFileSync(join(uploadAreaOf(filesDir), stagedId), bytes);
    return stagedId;
  };

  it('streams a 50 MB upload into the bucket and reads back the same bytes', async () => {
    const { store } = createFileStore({ filesDir, env: s3.env });
    const big = randomBytes(50 * 1024 * 1024);
    const stagedId = stage(big);
    await store.commitStaged(stagedId, 'applications/big/cv.pdf');
    expect(await objectKeys('applications/big/')).toEqual(['applications/big/cv.pdf']);
    expect(sha256((await store.read('applications/big/cv.pdf'))!)).toBe(sha256(big));
    await store.delete('applications/big/cv.pdf');
    expect(await objectKeys('applications/big/')).toEqual([]);
  }, 120_000);

  it('keeps every key under its prefix, so installations can share a bucket', async () => {
    const { store } = createFileStore({ filesDir, env: { ...s3.env, S3_PREFIX: 'board-a/' } });
    await store.write('jobs/1/a.pdf', PDF);
    expect(await objectKeys('board-a/')).toEqual(['board-a/jobs/1/a.pdf']);
    expect(await createFileStore({ filesDir, env: s3.env }).store.read('jobs/1/a.pdf')).toBeNull();
  });

  it('start-up check: names a missing bucket and refused credentials in one line', async () => {
    await expect(createFileStore({ filesDir, env: s3.env }).check()).resolves.toBeUndefined();
    await expect(createFileStore({ filesDir, env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } }).check()).rejects.toThrow(
      'Object storage bucket "no-such-bucket" cannot be used: it does not exist',
    );
    await expect(createFileStore({ filesDir, env: { ...s3.env, S3_SECRET_ACCESS_KEY: 'wrong' } }).check()).rejects.toThrow(
      /Object storage bucket "jobboard-files" cannot be used: the credentials are refused/,
    );
  });

  it('a store that cannot store refuses the commit and leaves nothing in the bucket', async () => {
    const { store } = createFileStore({ filesDir, env: { ...s3.env, S3_SECRET_ACCESS_KEY: 'wrong' } });
    await expect(store.commitStaged(stage(PDF), 'applications/refused/cv.pdf')).rejects.toThrow();
    expect(await objectKeys('applications/refused/')).toEqual([]);
  });

  describe('the platform on S3: applications keep their files there', () => {
    let db: TestDatabase;
    let container: ReturnType<typeof buildContainer>;
    let board: Board;
    let jobId: string;
    const saved = { ...process.env };

    beforeAll(async () => {
      db = await createTestDatabase({ seed: true });
      // The composition root picks the store from the environment, as a deployed process does.
      Object.assign(process.env, s3.env);
      container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
      board = boardFrom(container);
      const { rows } = await db.pool.query<{ id: string }>(
        `select j.id::text from jobs j join job_sites s on s.job_id = j.id and s.site = 'default'
         where j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
           and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cv and not j.application_require_cover_letter
           and j.organization_id in (select o.id from organizations o join users u on u.id = o.owner_id where lower(u.email) = lower($1))
         order by j.id limit 1`,
        [RECRUITER],
      );
      jobId = rows[0]!.id;
    }, 120_000);
    afterAll(async () => {
      for (const k of Object.keys(s3.env)) delete process.env[k];
      Object.assign(process.env, saved);
      await container?.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
      await db?.drop();
    });

    const input = (idempotencyKey: string) => ({
      firstName: 'Erika',
      lastName: 'Muster',
      email: `erika-${idempotencyKey}@example.test`,
      phone: '+49 711 123456',
      coverLetter: 'Ich freue mich auf die Aufgabe.',
      privacyConsent: true,
      idempotencyKey,
      origin: 'http://localhost:3000',
    });

    it('an application sent through /graphql stores its file in the bucket, and the recruiter downloads it from there', async () => {
      // The platform journals its writes (a killed worker's files are swept) around the configured store.
      const store = container.get(T.FileStore);
      expect(store).toBeInstanceOf(JournaledFileStore);
      expect((store as JournaledFileStore).inner.constructor.name).toBe('S3FileStore');
      const body = new FormData();
      const query = `mutation($jobId: ID!, $input: ApplicationInput!, $files: [Upload!]) {
        submitApplication(jobId: $jobId, input: $input, files: $files) { applicationId errors { field code } } }`;
      body.set('operations', JSON.stringify({ query, variables: { jobId, input: input(`s3-${Date.now()}-aaaaaaaa`), files: [null] } }));
      body.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
      body.set('0', new File([PDF as BlobPart], 'Lebenslauf.pdf', { type: 'application/pdf' }));
      const answer = await board.handleGraphql(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'x-frontend': 'default', 'x-locale': 'de', 'apollo-require-preflight': 'true' },
          body,
        }),
      );
      const json = (await answer.json()) as { data?: { submitApplication: { applicationId: string; errors: unknown[] } } };
      const applicationId = json.data!.submitApplication.applicationId;
      expect(applicationId).toBeTruthy();
      const { rows } = await db.pool.query<{ id: string; file_key: string }>(
        'select id::text, file_key from application_files where application_id = $1',
        [applicationId],
      );
      expect(await objectKeys(rows[0]!.file_key)).toEqual([rows[0]!.file_key]);

      const recruiter = await signIn(db.pool, RECRUITER);
      const url = `http://localhost:3000/application-file/${applicationId}/${rows[0]!.id}`;
      const download = await container.get(APPLICATIONS.FileEndpoint).handle(new Request(url), applicationId, rows[0]!.id, recruiter.token);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    });

    it('a submit that fails after its files were stored removes them from the bucket again', async () => {
      const composer = new MessageMailComposer();
      const failing: MailComposer = {
        compose: (to, template, locale) => {
          if (template.kind === 'application-confirmation') throw new Error('composer broke after the files');
          return composer.compose(to, template, locale);
        },
      };
      const store = container.get(T.FileStore);
      const useCase = new SubmitApplication(
        new PostgresJobRepository(db.pool),
        new PostgresApplicationRepository(db.pool),
        new PostgresConsentRepository(db.pool),
        new PostgresApplicationUnitOfWork(db.pool),
        store,
        failing,
        new FileSiteDirectory(),
        new SystemClock(),
        new PostgresRateLimiter(db.pool),
      );
      const before = { objects: await objectKeys('applications/'), rows: (await db.pool.query('select id from applications')).rowCount };
      const upload = { name: 'a.pdf', size: PDF.byteLength, head: PDF.subarray(0, 16), stagedId: stage(PDF) };
      await expect(
        useCase.execute({ ...input(`s3-fail-${Date.now()}-aaaaaaaa`), answers: {}, jobId, files: [upload] } as never, {
          site: 'default',
          locale: 'de',
          actor: { kind: 'anonymous' },
          requestId: 'it',
        }),
      ).rejects.toThrow('composer broke');
      expect({ objects: await objectKeys('applications/'), rows: (await db.pool.query('select id from applications')).rowCount }).toEqual(
        before,
      );
    });
  });
});
