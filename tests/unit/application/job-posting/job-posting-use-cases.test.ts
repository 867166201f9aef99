import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PROFILE_IMAGE_BYTES } from '../../../../src/domain/files/profile-image-policy';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { MAX_ATTACHMENT_BYTES } from '../../../../src/domain/files/attachment-policy';
import type { Term } from '../../../../src/domain/job/taxonomy';
import { jobPostingUseCases } from '../../../../src/infrastructure/di/job-posting.module';
import { aSite } from '../../../integration/graphql/support/platform-seed';
import { InMemorySiteDirectory } from '../../../integration/graphql/support/fake-platform-ports';
import { fixedClock } from '../../../support/fixed-clock';
import {
  InMemoryFileStore,
  InMemoryJobPostingRepository,
  InMemoryOrganizationAccess,
  inMemoryJobPostingPorts,
} from '../../../support/in-memory-job-posting';
import { InMemoryJobRepository } from '../../../support/in-memory-job-repository';
import { aJob } from '../../../support/job-mother';
import { aPosting, aPostingContent } from '../../../support/job-posting-mother';
import { ctx, siteAdminActor, userActor } from '../../../support/request-context';

const NOW = '2026-03-01T10:00:00.000Z';
const TERMS: Term[] = [{ id: '7', vocabulary: 'employmentType', label: { de: 'Vollzeit' }, alias: { de: 'vollzeit' } }];
const PDF = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), 1, 2, 3, 4, 5, 6, 7, 8]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const recruiter = ctx({ actor: userActor('8', 'recruiter') });
const otherRecruiter = ctx({ actor: userActor('9', 'recruiter') });
const editor = ctx({ actor: userActor('3', 'job_editor') });

function setup(site: Partial<SiteConfig> = {}) {
  const jobs = new InMemoryJobPostingRepository(TERMS, { '10': 'Muster GmbH', '20': 'Andere AG' });
  const files = new InMemoryFileStore();
  const access = new InMemoryOrganizationAccess(
    { '8': [{ id: '10', name: 'Muster GmbH' }], '9': [{ id: '20', name: 'Andere AG' }] },
    ['10', '20', '30'],
    // 30 is only on suedwest: the default site's staff have no say over it.
    { '10': ['default'], '20': ['default'], '30': ['suedwest'] },
  );
  const ports = inMemoryJobPostingPorts({
    sites: new InMemorySiteDirectory([aSite('default', site as never)]),
    clock: fixedClock(NOW),
    jobs,
    access,
    files,
  });
  return { jobs, files, ports, uc: jobPostingUseCases(ports) };
}

describe('CreateJob / UpdateJob', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  it('saves a new job as a draft of the recruiter’s organization with a sanitized description', async () => {
    const result = await s.uc.createJob.execute(
      { content: aPostingContent({ descriptionHtml: '<p onclick="x()">Hallo<script>alert(1)</script></p>', termIds: ['7', '7'] }) },
      recruiter,
    );
    expect(result).toEqual({ ok: true, value: { id: '1000', state: 'draft' } });
    const row = s.jobs.rows.get('1000')!;
    expect(row.descriptionHtml).toBe('<p>Hallo</p>');
    expect(row.termIds).toEqual(['7']);
    expect(row.sites).toEqual(['default']);
    expect(row.slug).toBe('pflegefachkraft-m-w-d-1000');
    // Placed on the map from its address (Stuttgart), for radius searches.
    expect(row.coordinates).toEqual({ lat: 48.78232, lon: 9.17702 });
  });

  it('refuses another organization’s id and anonymous callers, writing nothing', async () => {
    expect(await s.uc.createJob.execute({ content: aPostingContent({ organizationId: '20' }) }, recruiter)).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect(await s.uc.createJob.execute({ content: aPostingContent() }, ctx())).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await s.uc.createJob.execute({ content: aPostingContent() }, ctx({ actor: userActor('5', 'applicant') }))).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect(s.jobs.rows.size).toBe(0);
  });

  it('lets staff post for any existing organization, with the full format', async () => {
    const result = await s.uc.createJob.execute(
      {
        content: aPostingContent({ organizationId: '20', descriptionHtml: '<p>x</p><oembed url="https://youtu.be/dQw4w9WgXcQ"></oembed>' }),
      },
      editor,
    );
    expect(result.ok).toBe(true);
    expect(s.jobs.rows.get('1000')!.descriptionHtml).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(await s.uc.createJob.execute({ content: aPostingContent({ organizationId: '999' }) }, editor)).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
  });

  it('lets staff post only for organizations on one of their sites, whichever host the request came in on', async () => {
    const refused = { ok: false, code: 'ORGANIZATION_NOT_ALLOWED' };
    const defaultsAdmin = ctx({ actor: siteAdminActor('4') });
    const defaultsJobEditor = ctx({ actor: { kind: 'user', userId: '5', roles: [{ id: 'job_editor', targetId: 'default' }] } });
    for (const who of [defaultsAdmin, defaultsJobEditor])
      expect(await s.uc.createJob.execute({ content: aPostingContent({ organizationId: '30' }) }, who)).toMatchObject(refused);
    expect(s.jobs.rows.size).toBe(0);
    // Suedwest's admin posts for 30 even through the default site's host.
    expect(
      (
        await s.uc.createJob.execute(
          { content: aPostingContent({ organizationId: '30' }) },
          ctx({ actor: siteAdminActor('6', 'suedwest') }),
        )
      ).ok,
    ).toBe(true);
    expect((await s.uc.createJob.execute({ content: aPostingContent({ organizationId: '20' }) }, defaultsAdmin)).ok).toBe(true);
  });

  it('names the fields of an invalid job and unknown terms', async () => {
    const result = await s.uc.createJob.execute({ content: aPostingContent({ title: 'x', termIds: ['404'] }) }, recruiter);
    expect(result).toEqual({
      ok: false,
      code: 'INVALID',
      problems: [
        { field: 'title', code: 'TITLE_TOO_SHORT' },
        { field: 'termIds', code: 'TERM_UNKNOWN' },
      ],
    });
  });

  it('stores a file job’s PDF under its id; refuses HTML named .pdf, SVG logos and 50 MB + 1 byte, leaving nothing written', async () => {
    /** An upload as the readers stage it in the upload area. */
    const upload = (name: string, bytes: Uint8Array) => {
      const stagedId = crypto.randomUUID();
      s.files.staged.set(stagedId, bytes);
      return { name, size: bytes.byteLength, head: bytes.subarray(0, 16), stagedId, bytes: async () => bytes };
    };
    const html = upload('anzeige.pdf', new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    const svg = upload('logo.png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    const hugeBytes = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    hugeBytes.set(PDF);
    const huge = upload('gross.pdf', hugeBytes);
    const file = aPostingContent({ type: 'job_per_file', descriptionHtml: '' });
    expect(await s.uc.createJob.execute({ content: file, file: html }, recruiter)).toMatchObject({ ok: false, code: 'FILE_NOT_PDF' });
    expect(await s.uc.createJob.execute({ content: file, file: huge }, recruiter)).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(await s.uc.createJob.execute({ content: aPostingContent(), logo: svg }, recruiter)).toMatchObject({
      ok: false,
      code: 'LOGO_SVG_NOT_ALLOWED',
    });
    expect(await s.uc.createJob.execute({ content: aPostingContent(), logo: upload('a.pdf', PDF) }, recruiter)).toMatchObject({
      ok: false,
      code: 'LOGO_TYPE_NOT_ALLOWED',
    });
    expect(s.jobs.rows.size).toBe(0);
    expect(s.files.files.size).toBe(0);

    const ok = await s.uc.createJob.execute(
      { content: file, file: upload('Stellenanzeige Pflege.pdf', PDF), logo: upload('logo.png', PNG) },
      recruiter,
    );
    expect(ok.ok).toBe(true);
    expect([...s.files.files.keys()].sort()).toEqual(['jobs/1000/logo.webp', 'jobs/1000/stellenanzeige-pflege.pdf']);
    expect(s.jobs.rows.get('1000')).toMatchObject({ fileName: 'Stellenanzeige-Pflege.pdf', hasLogo: true });
  });

  it('refuses a logo past the image limit (5 MB) by its size, without reading it and without writing anything', async () => {
    let read = false;
    const bytes = new Uint8Array(MAX_PROFILE_IMAGE_BYTES + 1);
    bytes.set(PNG);
    const stagedId = crypto.randomUUID();
    s.files.staged.set(stagedId, bytes);
    const logo = {
      name: 'logo.png',
      size: bytes.byteLength,
      head: bytes.subarray(0, 16),
      stagedId,
      bytes: async () => {
        read = true;
        return bytes;
      },
    };
    expect(await s.uc.createJob.execute({ content: aPostingContent(), logo }, recruiter)).toMatchObject({
      ok: false,
      code: 'LOGO_TOO_LARGE',
    });
    expect(read).toBe(false);
    expect(s.jobs.rows.size).toBe(0);
    expect(s.files.files.size).toBe(0);
  });

  it('decodes a logo from its temporary file, never reading the upload into memory; an SVG there is refused by its content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-logo-'));
    try {
      /** An upload as the platform's reader leaves it: a temporary file, its first bytes and no reason to read the rest. */
      const onDisk = (name: string, bytes: Uint8Array) => {
        const stagedId = crypto.randomUUID();
        const localPath = join(dir, stagedId);
        writeFileSync(localPath, bytes);
        s.files.staged.set(stagedId, bytes);
        const bytesRead = async (): Promise<Uint8Array> => {
          throw new Error('the logo was read into memory');
        };
        return { name, size: bytes.byteLength, head: bytes.subarray(0, 256), stagedId, localPath, bytes: bytesRead };
      };
      // A comment first: the SVG shows itself after the 16 bytes a type check needs, within the head.
      const svg = new TextEncoder().encode('<!-- drawn by hand, version 2 --><svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(await s.uc.createJob.execute({ content: aPostingContent(), logo: onDisk('logo.png', svg) }, recruiter)).toMatchObject({
        ok: false,
        code: 'LOGO_SVG_NOT_ALLOWED',
      });
      expect(s.files.files.size).toBe(0);
      const result = await s.uc.createJob.execute({ content: aPostingContent(), logo: onDisk('logo.png', PNG) }, recruiter);
      expect(result.ok).toBe(true);
      // The fake decoder read the temporary file: its "WebP" carries the PNG's first bytes.
      expect(s.files.files.get('jobs/1000/logo.webp')?.subarray(4)).toEqual(PNG.subarray(0, 8));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses edits of other organizations’ jobs (NOT_FOUND) and of imported jobs', async () => {
    s.jobs.seed(aPosting({ id: '500' }));
    s.jobs.seed(aPosting({ id: '501', external: true }));
    expect(await s.uc.updateJob.execute({ id: '500', content: aPostingContent() }, otherRecruiter)).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await s.uc.updateJob.execute({ id: '501', content: aPostingContent() }, recruiter)).toMatchObject({
      ok: false,
      code: 'EXTERNAL_JOB',
    });
    expect(await s.uc.updateJob.execute({ id: '500', content: aPostingContent({ organizationId: '20' }) }, recruiter)).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect(s.jobs.rows.get('500')!.title).toBe('Pflegefachkraft (m/w/d)');
  });

  it('sends a member’s edit of a published job to review by default, and keeps it online with review off or for staff', async () => {
    const live = aPosting({
      id: '500',
      state: 'published',
      publishedAt: '2026-02-01T00:00:00.000Z',
      expiresAt: '2026-04-01T00:00:00.000Z',
    });
    s.jobs.seed(live);
    expect(await s.uc.updateJob.execute({ id: '500', content: aPostingContent({ title: 'Neu' }) }, recruiter)).toEqual({
      ok: true,
      value: { id: '500', state: 'needs_review' },
    });
    s.jobs.seed(live);
    expect(await s.uc.updateJob.execute({ id: '500', content: aPostingContent({ title: 'Neu' }) }, editor)).toEqual({
      ok: true,
      value: { id: '500', state: 'published' },
    });
    const off = setup({ features: { ...aSite('default').features, jobReview: 'off' } });
    off.jobs.seed(live);
    expect(await off.uc.updateJob.execute({ id: '500', content: aPostingContent({ title: 'Neu' }) }, recruiter)).toEqual({
      ok: true,
      value: { id: '500', state: 'published' },
    });
  });
});

describe('workflow use cases', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  it('publishes a draft now with an expiry after its duration', async () => {
    s.jobs.seed(aPosting({ id: '500', durationDays: 60 }));
    expect(await s.uc.publishJob.execute({ id: '500' }, recruiter)).toEqual({ ok: true, value: { id: '500', state: 'published' } });
    expect(s.jobs.rows.get('500')).toMatchObject({ publishedAt: NOW, expiresAt: '2026-04-30T10:00:00.000Z' });
    expect(await s.uc.publishJob.execute({ id: '500' }, recruiter)).toMatchObject({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
  });

  it('sends new jobs to review where the site reviews everything', async () => {
    const all = setup({ features: { ...aSite('default').features, jobReview: 'all' } });
    all.jobs.seed(aPosting({ id: '500' }));
    expect(await all.uc.publishJob.execute({ id: '500' }, recruiter)).toEqual({ ok: true, value: { id: '500', state: 'needs_review' } });
    expect(await all.uc.reviewJob.execute({ id: '500', decision: 'approve' }, recruiter)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await all.uc.reviewJob.execute({ id: '500', decision: 'approve' }, editor)).toEqual({
      ok: true,
      value: { id: '500', state: 'published' },
    });
  });

  it('schedules in the future only; the scheduler publishes when the time has come', async () => {
    s.jobs.seed(aPosting({ id: '500' }));
    expect(await s.uc.scheduleJob.execute({ id: '500', publishAt: '2026-03-01T09:00:00Z' }, recruiter)).toMatchObject({
      ok: false,
      code: 'INVALID',
      problems: [{ field: 'publishAt', code: 'PUBLISH_AT_NOT_IN_FUTURE' }],
    });
    expect(await s.uc.scheduleJob.execute({ id: '500', publishAt: '2026-03-02T08:00:00Z' }, recruiter)).toEqual({
      ok: true,
      value: { id: '500', state: 'scheduled' },
    });
    expect(await s.uc.publishDueJobs.execute()).toEqual([]);
    const later = jobPostingUseCases({ ...s.ports, clock: fixedClock('2026-03-02T08:00:00Z') });
    expect(await later.publishDueJobs.execute()).toEqual(['500']);
    expect(s.jobs.rows.get('500')).toMatchObject({
      state: 'published',
      publishedAt: '2026-03-02T08:00:00.000Z',
      publishAt: null,
      expiresAt: '2026-04-01T08:00:00.000Z',
    });
    expect(await later.publishDueJobs.execute()).toEqual([]);
  });

  it('archives, republishes an archived or expired job with a fresh period, and rejects with a reason', async () => {
    s.jobs.seed(
      aPosting({ id: '500', state: 'published', publishedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-02-01T00:00:00.000Z' }),
    );
    const listed = await s.uc.listManagedJobs.execute({ page: 1 }, recruiter);
    expect(listed.ok && listed.value.items[0]).toMatchObject({
      workflowState: 'expired',
      actions: ['edit', 'archive', 'republish'],
      applications: 0,
    });
    expect(await s.uc.republishJob.execute({ id: '500' }, recruiter)).toEqual({ ok: true, value: { id: '500', state: 'published' } });
    expect(s.jobs.rows.get('500')).toMatchObject({ publishedAt: NOW, expiresAt: '2026-03-31T10:00:00.000Z' });
    expect(await s.uc.archiveJob.execute({ id: '500' }, recruiter)).toEqual({ ok: true, value: { id: '500', state: 'archived' } });
    expect(await s.uc.archiveJob.execute({ id: '500' }, otherRecruiter)).toMatchObject({ ok: false, code: 'NOT_FOUND' });

    s.jobs.seed(aPosting({ id: '600', state: 'needs_review' }));
    expect(await s.uc.reviewJob.execute({ id: '600', decision: 'reject', reason: ' ' }, editor)).toMatchObject({
      ok: false,
      code: 'INVALID',
    });
    expect(await s.uc.reviewJob.execute({ id: '600', decision: 'reject', reason: 'Gehalt fehlt' }, editor)).toEqual({
      ok: true,
      value: { id: '600', state: 'draft' },
    });
    expect(s.jobs.rows.get('600')!.rejectionReason).toBe('Gehalt fehlt');
  });

  it('duplicates a job as a draft with copies of its files', async () => {
    s.jobs.seed(aPosting({ id: '500', type: 'job_per_file', state: 'published', fileName: 'a.pdf', publishedAt: NOW }), {
      fileKey: 'jobs/500/a.pdf',
      logoKey: 'jobs/500/logo.webp',
    });
    await s.files.write('jobs/500/a.pdf', PDF);
    await s.files.write('jobs/500/logo.webp', PNG);
    expect(await s.uc.duplicateJob.execute({ id: '500' }, recruiter)).toEqual({ ok: true, value: { id: '1000', state: 'draft' } });
    expect(s.jobs.rows.get('1000')).toMatchObject({
      state: 'draft',
      publishedAt: null,
      fileName: 'a.pdf',
      fileKey: 'jobs/1000/a.pdf',
      logoKey: 'jobs/1000/logo.webp',
    });
    expect(s.files.files.get('jobs/1000/a.pdf')).toEqual(PDF);
  });

  it('lists only the recruiter’s organizations; the review queue is staff’s', async () => {
    s.jobs.seed(aPosting({ id: '500' }));
    s.jobs.seed(aPosting({ id: '501', organizationId: '20', state: 'needs_review' }));
    const mine = await s.uc.listManagedJobs.execute({ page: 1 }, recruiter);
    expect(mine.ok && mine.value.items.map((i) => i.posting.id)).toEqual(['500']);
    expect(await s.uc.listManagedJobs.execute({ page: 1, reviewQueue: true }, recruiter)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const queue = await s.uc.listManagedJobs.execute({ page: 1, reviewQueue: true }, editor);
    expect(queue.ok && queue.value.items.map((i) => [i.posting.id, i.actions])).toEqual([
      ['501', ['edit', 'archive', 'approve', 'reject']],
    ]);
    expect(await s.uc.listManagedJobs.execute({ page: 1 }, ctx({ actor: userActor('5', 'applicant') }))).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('serves a job’s logo while its page is public, before that only to its organization', async () => {
    const live = aJob({
      id: '500',
      state: 'draft',
      sites: ['default'],
      organization: { id: '10', name: 'Muster GmbH', slug: 'muster-gmbh', logoUrl: null },
    });
    const withViews = setup();
    const views = new InMemoryJobRepository([live]);
    const uc = jobPostingUseCases({ ...withViews.ports, jobViews: views });
    withViews.jobs.seed(aPosting({ id: '500' }), { logoKey: 'jobs/500/logo.webp' });
    await withViews.files.write('jobs/500/logo.webp', PNG);
    expect(await uc.getJobLogo.execute({ jobId: '500' }, ctx())).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await uc.getJobLogo.execute({ jobId: '500' }, otherRecruiter)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await uc.getJobLogo.execute({ jobId: '500' }, recruiter)).toMatchObject({ ok: true, value: { contentType: 'image/webp' } });
    const published = jobPostingUseCases({
      ...withViews.ports,
      jobViews: new InMemoryJobRepository([{ ...live, state: 'published', publishedAt: NOW, expiresAt: null }]),
    });
    expect(await published.getJobLogo.execute({ jobId: '500' }, ctx())).toMatchObject({ ok: true });
  });

  it("lists each job's views on the site asked from, as the statistics counted them", async () => {
    s.jobs.seed(aPosting({ id: '500', state: 'published' }));
    s.jobs.seed(aPosting({ id: '501', state: 'draft' }));
    s.ports.views.set(recruiter.site, '500', 7);
    s.ports.views.set('another-site', '500', 99);
    s.ports.views.set('another-site', '501', 3);
    const listed = await s.uc.listManagedJobs.execute({ page: 1 }, recruiter);
    const views = listed.ok ? Object.fromEntries(listed.value.items.map((i) => [i.posting.id, i.views])) : null;
    expect(views).toEqual({ '500': 7, '501': 0 });
  });
});
