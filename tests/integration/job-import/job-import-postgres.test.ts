import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RunDueImports } from '../../../src/application/platform/job-import/run-due-imports.use-case';
import { SyncJobImport } from '../../../src/application/platform/job-import/sync-job-import.use-case';
import { SettlePosting } from '../../../src/application/platform/commerce/settle-posting';
import type { SiteDirectory } from '../../../src/application/platform/site/site-directory.port';
import type { Clock } from '../../../src/application/shared/clock.port';
import { emptyMapping, type ImporterSettings } from '../../../src/domain/job-import/importer';
import type { JobReviewPolicy } from '../../../src/domain/job/job-workflow';
import type { RequestContext } from '../../../src/domain/shared/request-context';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { jobPostingPorts, jobPostingUseCases } from '../../../src/infrastructure/di/job-posting.module';
import { LocalFileStore } from '../../../src/infrastructure/files/local-file-store';
import { GeonamesGeocoder } from '../../../src/infrastructure/geo/geonames-geocoder';
import { GuardedHttpSourceFetcher } from '../../../src/infrastructure/job-import/guarded-http-source-fetcher';
import { Sha256TextHasher } from '../../../src/infrastructure/job-import/sha256-text-hasher';
import { StreamingJobFeedParser } from '../../../src/infrastructure/job-import/streaming-job-feed-parser';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { PostgresCommerceRepository } from '../../../src/infrastructure/postgres/commerce/postgres-commerce-repository';
import { PostgresImporterRepository } from '../../../src/infrastructure/postgres/job-import/postgres-importer-repository';
import { PostgresJobImportStore } from '../../../src/infrastructure/postgres/job-import/postgres-job-import-store';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { SanitizeHtmlRichTextSanitizer } from '../../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';
import { insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface FeedEntry {
  readonly ref: string;
  readonly title: string;
  readonly description?: string;
  readonly jobtype?: string;
}

const xmlFeed = (jobs: readonly FeedEntry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<source>\n${jobs
    .map(
      (j) => `<job><title><![CDATA[${j.title}]]></title><referencenumber>${j.ref}</referencenumber>
<url>https://ats.example/jobs/${j.ref}</url><city>Stuttgart</city><country>DE</country>
<description><![CDATA[${j.description ?? `<p>Aufgaben von ${j.title}.</p><script>alert(1)</script>`}]]></description>
<jobtype>${j.jobtype ?? 'fulltime'}</jobtype></job>`,
    )
    .join('\n')}\n</source>`;

/** Job import on PostgreSQL with a real HTTP source: runs, idempotency, offline jobs, the log, failure mails, review, slots. */
describe('job import on PostgreSQL', () => {
  let db: TestDatabase;
  let server: Server;
  let feedUrl: string;
  let feed = '';
  let status = 200;
  let organizationId: string;
  let fullTime: string;
  let now = new Date('2026-11-02T08:00:00.000Z');
  const clock: Clock = { now: () => now };
  const files = new FileSiteDirectory();
  let review: JobReviewPolicy | undefined;
  // The real sites, with the review setting a test asks for.
  const sites: SiteDirectory = {
    all: () => files.all(),
    get: (key) => {
      const site = files.get(key);
      return site && review ? { ...site, features: { ...site.features, jobReview: review } } : site;
    },
  };
  const geocoder = new GeonamesGeocoder();

  const importers = () => new PostgresImporterRepository(db.pool);
  const runner = () =>
    new RunDueImports(
      importers(),
      new SyncJobImport(
        new GuardedHttpSourceFetcher({
          allowPrivateAddresses: true,
          connectTimeoutMs: 2_000,
          totalTimeoutMs: 10_000,
          maxRedirects: 3,
          userAgent: 'it',
        }),
        new StreamingJobFeedParser(),
        new PostgresJobImportStore(db.pool),
        new SanitizeHtmlRichTextSanitizer(),
        new Sha256TextHasher(),
        geocoder,
        new SettlePosting(new PostgresCommerceRepository(db.pool), sites),
        sites,
        clock,
      ),
      new MessageMailComposer(),
      sites,
      clock,
    );
  const settings = (overrides: Partial<ImporterSettings> = {}): ImporterSettings => {
    const mapping = emptyMapping();
    return {
      name: 'ATS Stuttgart',
      organizationId,
      site: 'default',
      sourceUrl: feedUrl,
      format: 'indeed_xml',
      mapping: { ...mapping, employmentType: { rules: [{ source: 'Fulltime', termId: fullTime }], defaultTermIds: [] } },
      intervalHours: 6,
      followReview: false,
      enabled: true,
      ...overrides,
    };
  };
  /** Runs the importer now (as "run now" does) and returns the newest log entry. */
  const runNow = async (id: string, site = 'default') => {
    now = new Date(now.getTime() + 60_000);
    await importers().requestRun(id, now);
    const result = await runner().execute({ site });
    expect(result?.importerId).toBe(id);
    return (await importers().runs(id, 1))[0]!;
  };
  const jobsOf = async (importerId: string) =>
    (
      await db.pool.query<{
        id: string;
        reference: string;
        state: string;
        external: boolean;
        title: string;
        description_html: string;
        updated_at: Date;
      }>(
        `select j.id::text, i.reference, j.state, j.external, j.title, j.description_html, j.updated_at
         from job_import_items i join jobs j on j.id = i.job_id where i.importer_id = $1 order by i.reference`,
        [importerId],
      )
    ).rows;
  const searchable = async (jobId: string) => (await db.pool.query('select 1 from job_search where job_id = $1', [jobId])).rowCount === 1;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/xml' }).end(status === 200 ? feed : 'gone');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
    const owner = await insertUser(db.pool, { email: 'owner@ats-stuttgart.example', roles: [['recruiter', null]] });
    organizationId = await insertOrganization(db.pool, { name: 'Import GmbH', ownerId: owner });
    fullTime = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit', en: 'Full-time' });
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await db?.drop();
  });
  beforeEach(() => {
    status = 200;
    review = undefined;
  });

  it('creates the feed’s jobs as external jobs, logs the job without a title, and a rerun of the same feed writes nothing', async () => {
    const id = await importers().create(settings(), now);
    feed = xmlFeed([
      { ref: 'A-1', title: 'Pflegefachkraft' },
      { ref: 'A-2', title: 'Koch', jobtype: 'parttime' },
      { ref: 'A-3', title: '' },
    ]);
    const first = await runNow(id);
    expect(first.outcome).toBe('succeeded');
    expect(first.counts).toEqual({ created: 2, updated: 0, unpublished: 0, unchanged: 0, refused: 1 });
    expect(first.refusals).toEqual([{ reference: 'A-3', field: 'title', code: 'TITLE_REQUIRED' }]);

    const jobs = await jobsOf(id);
    expect(jobs.map((j) => [j.reference, j.state, j.external])).toEqual([
      ['A-1', 'published', true],
      ['A-2', 'published', true],
    ]);
    // The description passed the board's sanitizer; the mapping gave the full-time job its term.
    expect(jobs[0]!.description_html).not.toContain('<script');
    const terms = await db.pool.query('select term_id::text from job_terms where job_id = $1', [jobs[0]!.id]);
    expect(terms.rows).toEqual([{ term_id: fullTime }]);
    expect(await searchable(jobs[0]!.id)).toBe(true);
    const importerOf = await db.pool.query('select importer_id::text from jobs where id = $1', [jobs[0]!.id]);
    expect(importerOf.rows[0]).toEqual({ importer_id: id });
    // The job as the board reads it names its importer (the analytics' importer_ID dimension).
    const read = await new PostgresJobRepository(db.pool).findById(jobs[0]!.id, 'de');
    expect(read).toMatchObject({ external: true, importerId: id });

    const second = await runNow(id);
    expect(second.counts).toEqual({ created: 0, updated: 0, unpublished: 0, unchanged: 2, refused: 1 });
    const after = await jobsOf(id);
    expect(after.map((j) => j.updated_at.getTime())).toEqual(jobs.map((j) => j.updated_at.getTime()));

    // The wizard refuses to edit an imported job.
    const staff: RequestContext = {
      site: 'default',
      locale: 'de',
      requestId: 'it',
      actor: { kind: 'user', userId: await insertUser(db.pool), roles: [{ id: 'administrator', targetId: null }] },
    };
    const posting = jobPostingUseCases(jobPostingPorts(db.pool, { files: new LocalFileStore('/tmp'), geocoder, sites, clock }));
    const editable = await posting.getEditableJob.execute({ id: jobs[0]!.id }, staff);
    expect(editable).toMatchObject({ ok: false, code: 'EXTERNAL_JOB' });
  });

  it('updates a changed job, takes a job gone from the feed offline, and brings it back when it returns', async () => {
    const id = await importers().create(settings(), now);
    feed = xmlFeed([
      { ref: 'B-1', title: 'Elektriker' },
      { ref: 'B-2', title: 'Maler' },
      { ref: 'B-3', title: 'Dachdecker' },
    ]);
    await runNow(id);
    feed = xmlFeed([
      { ref: 'B-1', title: 'Elektriker' },
      { ref: 'B-2', title: 'Maler und Lackierer' },
    ]);
    const run = await runNow(id);
    expect(run.counts).toEqual({ created: 0, updated: 1, unpublished: 1, unchanged: 1, refused: 0 });
    const jobs = await jobsOf(id);
    expect(jobs.map((j) => [j.reference, j.state, j.title])).toEqual([
      ['B-1', 'published', 'Elektriker'],
      ['B-2', 'published', 'Maler und Lackierer'],
      ['B-3', 'archived', 'Dachdecker'],
    ]);
    expect(await searchable(jobs[2]!.id)).toBe(false);

    feed = xmlFeed([
      { ref: 'B-1', title: 'Elektriker' },
      { ref: 'B-2', title: 'Maler und Lackierer' },
      { ref: 'B-3', title: 'Dachdecker' },
    ]);
    const back = await runNow(id);
    expect(back.counts).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect((await jobsOf(id))[2]).toMatchObject({ reference: 'B-3', state: 'published', id: jobs[2]!.id });
  });

  it('a failing source changes no job, and the owner gets one mail when the third failed run in a row is logged', async () => {
    const id = await importers().create(settings(), now);
    feed = xmlFeed([{ ref: 'C-1', title: 'Gärtner' }]);
    await runNow(id);
    const outbox = async () =>
      (
        await db.pool.query<{ recipient: string; subject: string; text_body: string }>(
          `select recipient, subject, text_body from mail_outbox where subject like '%ATS Stuttgart%'`,
        )
      ).rows;
    const before = (await outbox()).length;

    status = 404;
    for (const n of [1, 2, 3, 4]) {
      const run = await runNow(id);
      expect(run.outcome).toBe('failed');
      expect(run.error).toContain('SOURCE_HTTP_STATUS');
      const mails = (await outbox()).length - before;
      expect(mails).toBe(n >= 3 ? 1 : 0);
    }
    const mail = (await outbox()).at(-1)!;
    expect(mail.recipient).toBe('owner@ats-stuttgart.example');
    expect(mail.text_body).toContain('SOURCE_HTTP_STATUS');
    expect(mail.text_body).toContain('/job-manager/imports');
    expect((await jobsOf(id)).map((j) => j.state)).toEqual(['published']);

    // A malformed feed fails the run the same way: nothing goes offline.
    status = 200;
    feed = '<source><job><title>Broken';
    const broken = await runNow(id);
    expect(broken.outcome).toBe('failed');
    expect(broken.error).toContain('FEED_MALFORMED');
    expect((await jobsOf(id)).map((j) => j.state)).toEqual(['published']);

    feed = xmlFeed([{ ref: 'C-1', title: 'Gärtner' }]);
    expect((await runNow(id)).outcome).toBe('succeeded');
    const row = await db.pool.query('select failed_runs from job_importers where id = $1', [id]);
    expect(row.rows[0]).toEqual({ failed_runs: 0 });
  });

  it('claims a due importer once: a second worker finds nothing until the run is finished, and runs keep their interval', async () => {
    const id = await importers().create(settings({ site: 'karriere' }), now);
    const lease = new Date(now.getTime() + 60_000);
    const [one, two] = await Promise.all([importers().claimDue('karriere', now, lease), importers().claimDue('karriere', now, lease)]);
    expect([one?.id, two?.id].filter(Boolean)).toEqual([id]);
    expect(await importers().claimDue('karriere', now, lease)).toBeNull();
    // A worker that died: its lease passes and another worker takes the importer over.
    const later = new Date(lease.getTime() + 1);
    expect((await importers().claimDue('karriere', later, new Date(later.getTime() + 60_000)))?.id).toBe(id);
    await importers().delete(id);
  });

  it('follows the site’s review setting when the importer says so, and staff can approve the imported job', async () => {
    review = 'all';
    const id = await importers().create(settings({ followReview: true }), now);
    feed = xmlFeed([{ ref: 'D-1', title: 'Bäcker' }]);
    await runNow(id);
    const [job] = await jobsOf(id);
    expect(job?.state).toBe('needs_review');
    const staff: RequestContext = {
      site: 'default',
      locale: 'de',
      requestId: 'it',
      actor: { kind: 'user', userId: await insertUser(db.pool), roles: [{ id: 'administrator', targetId: null }] },
    };
    const posting = jobPostingUseCases(jobPostingPorts(db.pool, { files: new LocalFileStore('/tmp'), geocoder, sites, clock }));
    expect(await posting.reviewJob.execute({ id: job!.id, decision: 'approve' }, staff)).toMatchObject({
      ok: true,
      value: { state: 'published' },
    });
    expect(await posting.archiveJob.execute({ id: job!.id }, staff)).toMatchObject({ ok: false, code: 'EXTERNAL_JOB' });
  });

  it('on a site that charges for postings, a job without a slot stays offline and the log says why', async () => {
    const id = await importers().create(settings({ site: 'suedwest' }), now);
    feed = xmlFeed([{ ref: 'E-1', title: 'Schreiner' }]);
    const run = await runNow(id, 'suedwest');
    expect(run.counts.created).toBe(1);
    expect(run.refusals).toEqual([{ reference: 'E-1', field: null, code: 'NO_POSTING_SLOT' }]);
    expect((await jobsOf(id)).map((j) => j.state)).toEqual(['draft']);
  });

  it('deleting an importer takes its jobs offline', async () => {
    const id = await importers().create(settings(), now);
    feed = xmlFeed([{ ref: 'F-1', title: 'Fahrer' }]);
    await runNow(id);
    const [job] = await jobsOf(id);
    expect(await importers().delete(id)).toBe(true);
    const row = await db.pool.query('select state, importer_id from jobs where id = $1', [job!.id]);
    expect(row.rows[0]).toEqual({ state: 'archived', importer_id: null });
  });
});
