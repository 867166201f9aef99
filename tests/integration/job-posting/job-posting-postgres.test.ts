import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/application/shared/clock.port';
import type { RequestContext } from '../../../src/domain/shared/request-context';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { jobPostingPorts, jobPostingUseCases, type JobPostingPorts } from '../../../src/infrastructure/di/job-posting.module';
import { LocalFileStore, uploadAreaOf } from '../../../src/infrastructure/files/local-file-store';
import { GeonamesGeocoder } from '../../../src/infrastructure/geo/geonames-geocoder';
import { PostgresOrganizationAccess } from '../../../src/infrastructure/postgres/job-posting/postgres-organization-access';
import { PostgresJobPostingRepository } from '../../../src/infrastructure/postgres/job-posting/postgres-job-posting-repository';
import { PostgresPathAliasRepository } from '../../../src/infrastructure/postgres/postgres-path-alias-repository';
import { createPool } from '../../../src/infrastructure/postgres/pool';
import { aPostingContent } from '../../support/job-posting-mother';
import { insertJob, insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Job posting on PostgreSQL: repository writes, the search projection, page paths, the scheduler, uploads. */
describe('job posting on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let recruiter: RequestContext;
  let other: RequestContext;
  let staff: RequestContext;
  let organizationId: string;
  let otherOrganizationId: string;
  let fullTime: string;
  const clockAt = (iso: string): Clock => ({ now: () => new Date(iso) });
  let now = new Date('2026-03-01T10:00:00.000Z');
  const clock: Clock = { now: () => now };
  // The real place data (GeoNames, read once): a posted job is placed where its address is.
  const geocoder = new GeonamesGeocoder();

  // The production wiring, one set of adapters per call (the application-count adapter remembers once
  // the table exists).
  const ports = (pool = db.pool, c: Clock = clock): JobPostingPorts =>
    jobPostingPorts(pool, { files: new LocalFileStore(filesDir), geocoder, sites: new FileSiteDirectory(), clock: c });
  const uc = () => jobPostingUseCases(ports());
  const inSearch = async (id: string) => (await db.pool.query('select 1 from job_search where job_id = $1', [id])).rowCount === 1;
  const searchFinds = async (id: string, words: string) =>
    (await db.pool.query(`select 1 from job_search where job_id = $1 and document @@ job_search_query($2)`, [id, words])).rowCount === 1;
  const count = async (table: string) =>
    Number((await db.pool.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n);

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'jobboard-files-'));
    const owner = await insertUser(db.pool, { roles: [['recruiter', null]] });
    const stranger = await insertUser(db.pool, { roles: [['recruiter', null]] });
    const editor = await insertUser(db.pool, { roles: [['job_editor', null]] });
    organizationId = await insertOrganization(db.pool, { name: 'Posting GmbH', ownerId: owner });
    otherOrganizationId = await insertOrganization(db.pool, { name: 'Fremd AG', ownerId: stranger });
    fullTime = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit', en: 'Full-time' });
    const base = { site: 'default', locale: 'de' as const, requestId: 'it' };
    recruiter = { ...base, actor: { kind: 'user', userId: owner, roles: [{ id: 'recruiter', targetId: null }] } };
    other = { ...base, actor: { kind: 'user', userId: stranger, roles: [{ id: 'recruiter', targetId: null }] } };
    staff = { ...base, actor: { kind: 'user', userId: editor, roles: [{ id: 'job_editor', targetId: null }] } };
  });

  afterAll(async () => {
    await db?.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('writes a job with terms, page path and search row in one go; edits and archiving reach search at once', async () => {
    const created = await uc().createJob.execute(
      { content: aPostingContent({ organizationId, title: 'Gärtnerin Stadtpark', termIds: [fullTime] }) },
      recruiter,
    );
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : '';
    const stored = await new PostgresJobPostingRepository(db.pool).findById(id);
    expect(stored).toMatchObject({
      state: 'draft',
      title: 'Gärtnerin Stadtpark',
      termIds: [fullTime],
      organizationName: 'Posting GmbH',
      sites: ['default'],
      slug: `gaertnerin-stadtpark-${id}`,
    });
    expect(await inSearch(id)).toBe(false);
    // The preview shows the draft to its organization (and staff), to nobody else.
    const preview = await uc().previewJob.execute({ id }, recruiter);
    expect(preview.ok && [preview.value.job.title, preview.value.job.state, preview.value.job.employmentTypes.map((t) => t.id)]).toEqual([
      'Gärtnerin Stadtpark',
      'draft',
      [fullTime],
    ]);
    expect(await uc().previewJob.execute({ id }, other)).toMatchObject({ ok: false, code: 'NOT_FOUND' });

    expect(await uc().publishJob.execute({ id }, recruiter)).toEqual({ ok: true, value: { id, state: 'published' } });
    expect(await searchFinds(id, 'Gärtnerin')).toBe(true);

    // A staff edit keeps it online; the new title is searchable and the old address redirects.
    expect(
      await uc().updateJob.execute(
        { id, content: aPostingContent({ organizationId, title: 'Landschaftsgärtner Stadtpark', termIds: [] }) },
        staff,
      ),
    ).toEqual({ ok: true, value: { id, state: 'published' } });
    expect(await searchFinds(id, 'Landschaftsgärtner')).toBe(true);
    const aliases = new PostgresPathAliasRepository(db.pool);
    expect(await aliases.resolve('default', 'de', `/job/landschaftsgaertner-stadtpark-${id}`)).toEqual({
      kind: 'content',
      type: 'Job',
      id,
    });
    expect(await aliases.resolve('default', 'de', `/job/gaertnerin-stadtpark-${id}`)).toEqual({
      kind: 'redirect',
      code: 301,
      target: `/job/landschaftsgaertner-stadtpark-${id}`,
    });
    expect((await db.pool.query('select term_ids from job_search where job_id = $1', [id])).rows[0].term_ids).toEqual([]);

    // A member's edit of the live job goes to review (the default site setting): it leaves search until approved.
    expect(
      await uc().updateJob.execute(
        { id, content: aPostingContent({ organizationId, title: 'Landschaftsgärtnerin Stadtpark' }) },
        recruiter,
      ),
    ).toEqual({ ok: true, value: { id, state: 'needs_review' } });
    expect(await inSearch(id)).toBe(false);
    expect(await uc().reviewJob.execute({ id, decision: 'approve' }, staff)).toEqual({ ok: true, value: { id, state: 'published' } });
    expect(await inSearch(id)).toBe(true);

    expect(await uc().archiveJob.execute({ id }, recruiter)).toEqual({ ok: true, value: { id, state: 'archived' } });
    expect(await inSearch(id)).toBe(false);
  });

  it('places a posted job where its address is (GeoNames), so radius searches find it; a town the data does not know leaves it unplaced', async () => {
    const created = await uc().createJob.execute({ content: aPostingContent({ organizationId, title: 'Kartierte Stelle' }) }, recruiter);
    const id = created.ok ? created.value.id : '';
    await uc().publishJob.execute({ id }, recruiter);
    const point = async () =>
      (
        await db.pool.query<{ lat: number | null; lon: number | null; pt: string | null }>(
          'select j.lat, j.lon, s.pt::text as pt from jobs j left join job_search s on s.job_id = j.id where j.id = $1',
          [id],
        )
      ).rows[0]!;
    // Stuttgart (aPostingContent's address): GeoNames puts it at 48.78 N, 9.18 E.
    const placed = await point();
    expect(placed.lat).toBeCloseTo(48.78, 1);
    expect(placed.lon).toBeCloseTo(9.18, 1);
    expect(placed.pt).not.toBeNull();

    const elsewhere = aPostingContent({
      organizationId,
      title: 'Kartierte Stelle',
      address: { countryCode: 'DE', addressLine1: null, zip: null, locality: 'Quxwlbrück', administrativeArea: null },
    });
    expect(await uc().updateJob.execute({ id, content: elsewhere }, staff)).toMatchObject({ ok: true });
    expect(await point()).toEqual({ lat: null, lon: null, pt: null });

    // A copy keeps the original's place.
    await uc().updateJob.execute(
      {
        id,
        content: aPostingContent({ organizationId, title: 'Kartierte Stelle', address: { ...elsewhere.address, locality: 'Muenchen' } }),
      },
      staff,
    );
    const copy = await uc().duplicateJob.execute({ id }, recruiter);
    const copied = await new PostgresJobPostingRepository(db.pool).findById(copy.ok ? copy.value.id : '');
    expect(copied?.coordinates?.lat).toBeCloseTo(48.14, 1);
  });

  it('refuses another organization’s ids and leaves its jobs alone', async () => {
    const theirs = await uc().createJob.execute(
      { content: aPostingContent({ organizationId: otherOrganizationId, title: 'Fremde Stelle' }) },
      other,
    );
    const id = theirs.ok ? theirs.value.id : '';
    const before = await count('jobs');
    expect(await uc().createJob.execute({ content: aPostingContent({ organizationId: otherOrganizationId }) }, recruiter)).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect(await uc().updateJob.execute({ id, content: aPostingContent({ organizationId }) }, recruiter)).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await uc().archiveJob.execute({ id }, recruiter)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await count('jobs')).toBe(before);
    expect((await new PostgresJobPostingRepository(db.pool).findById(id))?.title).toBe('Fremde Stelle');
  });

  it('refuses a fake PDF, an SVG logo and 50 MB + 1 byte without writing a row or a file', async () => {
    /** An upload as the readers leave it: a file in the store's upload area, which sharp decodes from disk. */
    const upload = (name: string, bytes: Uint8Array) => {
      const stagedId = randomUUID();
      mkdirSync(uploadAreaOf(filesDir), { recursive: true });
      const localPath = join(uploadAreaOf(filesDir), stagedId);
      writeFileSync(localPath, bytes);
      const inMemory = async (): Promise<Uint8Array> => {
        throw new Error('the upload was read into memory');
      };
      return { name, size: bytes.byteLength, head: bytes.subarray(0, 256), stagedId, localPath, bytes: inMemory };
    };
    const stored = () => readdirSync(filesDir).filter((name) => name !== '.incoming');
    const jobsBefore = await count('jobs');
    const file = aPostingContent({ organizationId, type: 'job_per_file', descriptionHtml: '' });
    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(new TextEncoder().encode('%PDF-1.7'));
    expect(
      await uc().createJob.execute(
        { content: file, file: upload('stelle.pdf', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')) },
        recruiter,
      ),
    ).toMatchObject({ code: 'FILE_NOT_PDF' });
    expect(await uc().createJob.execute({ content: file, file: upload('stelle.pdf', huge) }, recruiter)).toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
    expect(
      await uc().createJob.execute(
        {
          content: aPostingContent({ organizationId }),
          logo: upload('logo.svg', new TextEncoder().encode('<svg onload="alert(1)"></svg>')),
        },
        recruiter,
      ),
    ).toMatchObject({ code: 'LOGO_SVG_NOT_ALLOWED' });
    // Claims to be a PNG by its first bytes, but is not an image libvips can decode.
    const fakePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      await uc().createJob.execute({ content: aPostingContent({ organizationId }), logo: upload('logo.png', fakePng) }, recruiter),
    ).toMatchObject({ code: 'IMAGE_INVALID' });
    expect(await count('jobs')).toBe(jobsBefore);
    expect(stored()).toEqual([]);

    const png = new Uint8Array(
      await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = await uc().createJob.execute(
      { content: file, file: upload('Stelle Ärztin.pdf', pdf), logo: upload('logo.png', png) },
      recruiter,
    );
    expect(ok.ok).toBe(true);
    const id = ok.ok ? ok.value.id : '';
    const files = await new PostgresJobPostingRepository(db.pool).storedFiles(id);
    expect(files).toEqual({ file: { key: `jobs/${id}/stelle-aerztin.pdf`, name: 'Stelle-Aerztin.pdf' }, logoKey: `jobs/${id}/logo.webp` });
    const logo = await new LocalFileStore(filesDir).read(files.logoKey!);
    const meta = await sharp(logo!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width! / meta.height!).toBe(4); // scaled down to the logo bounds, proportions kept
    expect(meta.width).toBeLessThan(1600);
  });

  it('publishes a scheduled job after a restart, exactly once with several workers', async () => {
    const created = await uc().createJob.execute({ content: aPostingContent({ organizationId, title: 'Geplante Stelle' }) }, recruiter);
    const id = created.ok ? created.value.id : '';
    expect(await uc().scheduleJob.execute({ id, publishAt: '2026-03-05T07:00:00.000Z' }, recruiter)).toEqual({
      ok: true,
      value: { id, state: 'scheduled' },
    });
    expect(await uc().publishDueJobs.execute()).toEqual([]);

    // "Restart": new pools and new use cases, later clock; four workers pass at once.
    const pools = Array.from({ length: 4 }, () => createPool(db.url, { max: 2, applicationName: 'jobboard-it-worker' }));
    try {
      const later = clockAt('2026-03-05T07:00:30.000Z');
      const results = await Promise.all(pools.map((pool) => jobPostingUseCases(ports(pool, later)).publishDueJobs.execute()));
      expect(results.flat()).toEqual([id]);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
    const job = await new PostgresJobPostingRepository(db.pool).findById(id);
    expect(job).toMatchObject({
      state: 'published',
      publishedAt: '2026-03-05T07:00:00.000Z',
      publishAt: null,
      expiresAt: '2026-04-04T07:00:00.000Z',
    });
    expect(await inSearch(id)).toBe(true);
  });

  it('treats an expired job as expired (out of every public list) until it is republished', async () => {
    const created = await uc().createJob.execute(
      { content: aPostingContent({ organizationId, title: 'Bald abgelaufen', durationDays: 30 }) },
      recruiter,
    );
    const id = created.ok ? created.value.id : '';
    await uc().publishJob.execute({ id }, recruiter);
    now = new Date('2026-04-01T10:00:00.000Z');
    try {
      const visible = await db.pool.query(`select 1 from job_search where job_id = $1 and (expires_at is null or expires_at > $2)`, [
        id,
        now,
      ]);
      expect(visible.rowCount).toBe(0);
      const listed = await uc().listManagedJobs.execute({ page: 1, state: 'expired', search: 'Bald abgelaufen' }, recruiter);
      expect(listed.ok && listed.value.items.map((i) => [i.posting.id, i.workflowState, i.actions])).toEqual([
        [id, 'expired', ['edit', 'archive', 'republish']],
      ]);
      expect(await uc().republishJob.execute({ id }, recruiter)).toEqual({ ok: true, value: { id, state: 'published' } });
      const job = await new PostgresJobPostingRepository(db.pool).findById(id);
      expect(job).toMatchObject({ publishedAt: '2026-04-01T10:00:00.000Z', expiresAt: '2026-05-01T10:00:00.000Z' });
    } finally {
      now = new Date('2026-03-01T10:00:00.000Z');
    }
  });

  it('lists the organization’s jobs with views, searches titles, duplicates', async () => {
    const created = await uc().createJob.execute({ content: aPostingContent({ organizationId, title: 'Zählstelle' }) }, recruiter);
    const id = created.ok ? created.value.id : '';
    await uc().publishJob.execute({ id }, recruiter);
    // The statistics' day counts: views of two days on this site make the column; other kinds and other sites do not.
    await db.pool.query(
      `insert into job_statistics (site, job_id, day, kind, count) values
         ('default', $1, '2026-02-27', 'view', 2), ('default', $1, '2026-02-28', 'view', 3),
         ('default', $1, '2026-02-28', 'apply_start', 4), ('suedwest', $1, '2026-02-28', 'view', 50)`,
      [id],
    );
    const page = await uc().listManagedJobs.execute({ page: 1, search: 'zählst' }, recruiter);
    expect(page.ok && page.value.items.map((i) => [i.posting.title, i.views, i.applications])).toEqual([['Zählstelle', 5, 0]]);
    const theirs = await uc().listManagedJobs.execute({ page: 1, search: 'Fremde' }, recruiter);
    expect(theirs.ok && theirs.value.total).toBe(0);

    // Three applications to it (the apply feature's table, 0009): the list counts them.
    for (const n of [1, 2, 3]) {
      await db.pool.query(
        `insert into applications (job_id, organization_id, site, locale, first_name, last_name, email, idempotency_key)
         values ($1, $2, 'default', 'de', 'Erika', 'Muster', 'erika@example.test', $3)`,
        [id, organizationId, `zaehlstelle-key-000${n}`],
      );
    }
    const counted = await uc().listManagedJobs.execute({ page: 1, search: 'zählst' }, recruiter);
    expect(counted.ok && counted.value.items.map((i) => i.applications)).toEqual([3]);

    const copy = await uc().duplicateJob.execute({ id }, recruiter);
    const copyId = copy.ok ? copy.value.id : '';
    expect(await new PostgresJobPostingRepository(db.pool).findById(copyId)).toMatchObject({
      state: 'draft',
      title: 'Zählstelle',
      publishedAt: null,
    });
  });

  it('lets staff post only for organizations on their sites, read from the organization’s jobs', async () => {
    const access = new PostgresOrganizationAccess(db.pool);
    const fresh = await insertOrganization(db.pool, { name: 'Nur Südwest GmbH' });
    expect(await access.sitesOf(fresh)).toEqual([]);
    expect(await access.sitesOf('999999999')).toBeNull();
    await insertJob(db.pool, { organizationId: fresh, sites: ['suedwest'] });
    expect(await access.sitesOf(fresh)).toEqual(['suedwest']);
    const defaultsEditor = await insertUser(db.pool, { roles: [['job_editor', 'default']] });
    const onDefault: RequestContext = {
      site: 'default',
      locale: 'de',
      requestId: 'it',
      actor: { kind: 'user', userId: defaultsEditor, roles: [{ id: 'job_editor', targetId: 'default' }] },
    };
    expect(await uc().createJob.execute({ content: aPostingContent({ organizationId: fresh }) }, onDefault)).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect((await uc().createJob.execute({ content: aPostingContent({ organizationId }) }, onDefault)).ok).toBe(true);
  });
});
