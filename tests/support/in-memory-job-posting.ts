import { readFileSync } from 'node:fs';
import { FixtureGeocoder } from './fixture-geocoder';
import { InMemoryFileStore } from './in-memory-file-store';
import type { ImageProcessor } from '../../src/application/platform/files/image-processor.port';
import type { JobApplicationCounts } from '../../src/application/platform/applications/job-application-counts.port';
import type {
  JobPostingRepository,
  JobPostingWrite,
  JobStateChange,
  ManagedJobRow,
  ManagedJobsQuery,
} from '../../src/application/platform/job-posting/job-posting-repository.port';
import type { JobViewTotals } from '../../src/application/platform/statistics/job-view-totals.port';
import type { OrganizationAccess, PostingOrganization } from '../../src/application/platform/job-posting/organization-access.port';
import type { JobRepository } from '../../src/application/platform/jobs/job-repository.port';
import { InMemoryJobRepository } from './in-memory-job-repository';
import type { SiteDirectory } from '../../src/application/platform/site/site-directory.port';
import type { Clock } from '../../src/application/shared/clock.port';
import { detectAttachmentType } from '../../src/domain/files/attachment-policy';
import type { JobPosting, JobPostingContent } from '../../src/domain/job/job-posting';
import type { Term } from '../../src/domain/job/taxonomy';
import { err, ok } from '../../src/domain/shared/result';
import type { JobPostingPorts } from '../../src/infrastructure/di/job-posting.module';
import { SanitizeHtmlRichTextSanitizer } from '../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';

/** Job posting ports in memory: rows and files live in maps the tests can read. */
export class InMemoryJobPostingRepository implements JobPostingRepository {
  readonly rows = new Map<string, JobPosting & { fileKey: string | null; logoKey: string | null }>();
  private next = 1000;

  constructor(
    private readonly termList: readonly Term[] = [],
    private readonly organizationNames: Record<string, string> = {},
  ) {}

  seed(posting: JobPosting, files: { fileKey?: string | null; logoKey?: string | null } = {}): void {
    this.rows.set(posting.id, { ...posting, fileKey: files.fileKey ?? null, logoKey: files.logoKey ?? null });
  }

  async nextId() {
    return String(this.next++);
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    if (!row) return null;
    const { fileKey: _f, logoKey: _l, ...posting } = row;
    return posting;
  }

  async insert(id: string, write: JobPostingWrite, meta: { sites: readonly string[]; createdBy: string | null }) {
    const file = write.file === 'keep' ? null : write.file;
    const logoKey = write.logoKey === 'keep' ? null : write.logoKey;
    this.rows.set(id, {
      ...this.toPosting(id, write.content, write),
      sites: [...meta.sites],
      fileName: file?.name ?? null,
      fileKey: file?.key ?? null,
      logoKey,
      hasLogo: logoKey !== null,
      createdAt: 'now',
      updatedAt: 'now',
    });
  }

  async update(id: string, write: JobPostingWrite) {
    const before = this.rows.get(id)!;
    const file =
      write.file === 'keep'
        ? { key: before.fileKey, name: before.fileName }
        : { key: write.file?.key ?? null, name: write.file?.name ?? null };
    const logoKey = write.logoKey === 'keep' ? before.logoKey : write.logoKey;
    this.rows.set(id, {
      ...before,
      ...this.toPosting(id, write.content, write),
      fileName: file.name,
      fileKey: file.key,
      logoKey,
      hasLogo: logoKey !== null,
    });
  }

  async changeState(id: string, from: JobPosting['state'], change: JobStateChange, external = false) {
    const row = this.rows.get(id);
    if (!row || row.state !== from || row.external !== external) return false;
    const iso = (d: Date | null | undefined, kept: string | null) => (d === undefined ? kept : (d?.toISOString() ?? null));
    this.rows.set(id, {
      ...row,
      state: change.state,
      publishedAt: iso(change.publishedAt, row.publishedAt),
      publishAt: iso(change.publishAt, row.publishAt),
      expiresAt: iso(change.expiresAt, row.expiresAt),
      rejectionReason: change.rejectionReason === undefined ? row.rejectionReason : change.rejectionReason,
    });
    return true;
  }

  async list(query: ManagedJobsQuery): Promise<{ items: ManagedJobRow[]; total: number }> {
    const all = [...this.rows.values()]
      .filter((r) => !query.organizationIds || query.organizationIds.includes(r.organizationId))
      .filter((r) => !query.search || r.title.toLowerCase().includes(query.search.toLowerCase()))
      .filter((r) => !query.states || query.states.includes(r.state))
      .filter((r) => {
        if (query.expired === null) return true;
        const expired = r.expiresAt !== null && new Date(r.expiresAt).getTime() <= query.now.getTime();
        return expired === query.expired;
      })
      .reverse();
    const items = all.slice(query.offset, query.offset + query.limit).map((r) => ({ posting: r }));
    return { items, total: all.length };
  }

  async storedFiles(id: string) {
    const row = this.rows.get(id);
    return { file: row?.fileKey && row.fileName ? { key: row.fileKey, name: row.fileName } : null, logoKey: row?.logoKey ?? null };
  }

  async listDue(now: Date, limit: number) {
    return [...this.rows.values()]
      .filter((r) => r.state === 'scheduled' && r.publishAt && new Date(r.publishAt).getTime() <= now.getTime())
      .slice(0, limit);
  }

  async terms() {
    return [...this.termList];
  }

  async existingTermIds(ids: readonly string[]) {
    return ids.filter((id) => this.termList.some((t) => t.id === id));
  }

  private toPosting(id: string, content: JobPostingContent, write: JobPostingWrite): JobPosting {
    const before = this.rows.get(id);
    return {
      ...content,
      id,
      state: write.state,
      slug: write.slug,
      external: before?.external ?? false,
      organizationName: this.organizationNames[content.organizationId] ?? 'Org',
      publishedAt: write.publishedAt?.toISOString() ?? null,
      publishAt: write.publishAt?.toISOString() ?? null,
      rejectionReason: write.rejectionReason,
      fileName: null,
      hasLogo: false,
      coordinates: write.coordinates,
      sites: before?.sites ?? [],
      createdAt: before?.createdAt ?? 'now',
      updatedAt: 'now',
    };
  }
}

export class InMemoryOrganizationAccess implements OrganizationAccess {
  /** userId → organizations */
  constructor(
    private readonly byUser: Record<string, PostingOrganization[]>,
    private readonly all: readonly string[] = [],
    /** organizationId → the sites it is on (none when not listed) */
    private readonly sites: Readonly<Record<string, readonly string[]>> = {},
  ) {}
  async organizationsOf(userId: string) {
    return this.byUser[userId] ?? [];
  }
  async sitesOf(id: string) {
    const exists = this.all.includes(id) || Object.values(this.byUser).some((orgs) => orgs.some((o) => o.id === id));
    return exists ? (this.sites[id] ?? []) : null;
  }
}

export { InMemoryFileStore } from './in-memory-file-store';

/** Accepts what looks like PNG, JPEG or WebP by its magic bytes and "re-encodes" by prefixing a marker. */
export const fakeImageProcessor: ImageProcessor = {
  async reencode(source) {
    const input = source instanceof Uint8Array ? source : new Uint8Array(readFileSync(source.path));
    const type = detectAttachmentType(input.subarray(0, 16));
    if (!type || type === 'application/pdf') return err('IMAGE_INVALID');
    return ok({
      bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, ...input.subarray(0, 8)]),
      contentType: 'image/webp',
      width: 10,
      height: 10,
    });
  },
};

/** The statistics' view totals as the test sets them, per site and job. */
export class FixedViewTotals implements JobViewTotals {
  readonly totals = new Map<string, Map<string, number>>();
  set(site: string, jobId: string, views: number): void {
    const perJob = this.totals.get(site) ?? new Map<string, number>();
    perJob.set(jobId, views);
    this.totals.set(site, perJob);
  }
  async viewsOn(site: string, jobIds: readonly string[]) {
    const perJob = this.totals.get(site) ?? new Map<string, number>();
    return new Map(jobIds.filter((id) => perJob.has(id)).map((id) => [id, perJob.get(id)!] as const));
  }
}

export const fixedApplicationCounts = (counts: Record<string, number> = {}): JobApplicationCounts => ({
  async countsFor() {
    return new Map(Object.entries(counts));
  },
});

export function inMemoryJobPostingPorts(options: {
  sites: SiteDirectory;
  clock: Clock;
  jobs?: InMemoryJobPostingRepository;
  access?: OrganizationAccess;
  files?: InMemoryFileStore;
  jobViews?: JobRepository;
}): JobPostingPorts & { jobs: InMemoryJobPostingRepository; files: InMemoryFileStore; views: FixedViewTotals } {
  return {
    jobs: options.jobs ?? new InMemoryJobPostingRepository(),
    jobViews: options.jobViews ?? new InMemoryJobRepository([]),
    access: options.access ?? new InMemoryOrganizationAccess({}),
    applications: fixedApplicationCounts(),
    views: new FixedViewTotals(),
    sanitizer: new SanitizeHtmlRichTextSanitizer(),
    images: fakeImageProcessor,
    files: options.files ?? new InMemoryFileStore(),
    geocoder: new FixtureGeocoder(),
    sites: options.sites,
    clock: options.clock,
  };
}
