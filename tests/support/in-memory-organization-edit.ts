import type { ImageProcessor } from '../../src/application/platform/files/image-processor.port';
import type { OrganizationProfileOptionsSource } from '../../src/application/platform/organizations/organization-profile-options.port';
import type {
  EditableOrganization,
  OrganizationProfileUpdate,
  OrganizationProfileWriter,
} from '../../src/application/platform/organizations/organization-profile-writer.port';
import type { OrganizationRepository } from '../../src/application/platform/organizations/organization-repository.port';
import type { RichTextSanitizer } from '../../src/application/shared/rich-text-sanitizer.port';
import type { OrganizationProfile } from '../../src/domain/organization/organization-profile';
import { err, ok } from '../../src/domain/shared/result';
import type { Translated } from '../../src/domain/shared/locale';

/** In-memory fakes of the organization-editing ports, following the PostgreSQL adapters' rules. */

/** The occupational fields and fields of study the fakes know. */
const TERMS: Record<'occupations' | 'fieldsOfStudy', ReadonlyArray<{ id: string; label: Translated }>> = {
  occupations: [
    { id: '401', label: { de: 'Softwareentwicklung' } as Translated },
    { id: '402', label: { de: 'Pflege' } as Translated },
  ],
  fieldsOfStudy: [{ id: '501', label: { de: 'Informatik' } as Translated }],
};

interface Row {
  profile: OrganizationProfile;
  ownerId: string | null;
  /** The sites it is on (its jobs' and featuring ones): their staff edit it. */
  sites: readonly string[];
  logoKey: string | null;
  coverKey: string | null;
}

/** Profiles with owners and image keys: the writer and the reading repository over one store, like the table. */
export class InMemoryOrganizationProfiles implements OrganizationProfileWriter, OrganizationRepository {
  private readonly rows = new Map<string, Row>();
  /** Set to make the next update throw (a failing database). */
  failNextUpdate = false;
  readonly updates: string[] = [];

  constructor(
    profiles: ReadonlyArray<{
      profile: OrganizationProfile;
      ownerId: string | null;
      sites?: readonly string[];
      logoKey?: string | null;
      coverKey?: string | null;
    }>,
    private readonly industryIds: readonly string[] = ['301', '302'],
  ) {
    for (const p of profiles)
      this.rows.set(p.profile.id, {
        profile: p.profile,
        ownerId: p.ownerId,
        sites: p.sites ?? [],
        logoKey: p.logoKey ?? null,
        coverKey: p.coverKey ?? null,
      });
  }

  row(id: string): Row | undefined {
    return this.rows.get(id);
  }

  async findById(id: string): Promise<OrganizationProfile | null> {
    return this.rows.get(id)?.profile ?? null;
  }
  async findBySlug(slug: string): Promise<OrganizationProfile | null> {
    return [...this.rows.values()].find((r) => r.profile.slug === slug)?.profile ?? null;
  }
  async findEditable(id: string): Promise<EditableOrganization | null> {
    const row = this.rows.get(id);
    return row ? { id, team: row.ownerId ? [{ userId: row.ownerId, role: 'owner' }] : [], sites: row.sites } : null;
  }
  async isIndustry(termId: string): Promise<boolean> {
    return this.industryIds.includes(termId);
  }
  async unknownTerms(vocabulary: 'occupations' | 'fieldsOfStudy', termIds: readonly string[]): Promise<readonly string[]> {
    const known: readonly string[] = TERMS[vocabulary].map((t) => t.id);
    return termIds.filter((id) => !known.includes(id));
  }
  async update(id: string, u: OrganizationProfileUpdate, now: Date): Promise<{ replacedFileKeys: readonly string[] } | null> {
    if (this.failNextUpdate) {
      this.failNextUpdate = false;
      throw new Error('database unavailable');
    }
    const row = this.rows.get(id);
    if (!row) return null;
    const replaced = [u.logo.kind !== 'keep' ? row.logoKey : null, u.cover.kind !== 'keep' ? row.coverKey : null].filter(
      (k): k is string => k !== null,
    );
    const image = (change: OrganizationProfileUpdate['logo'], url: string | null, key: string | null): [string | null, string | null] =>
      change.kind === 'keep' ? [url, key] : change.kind === 'remove' ? [null, null] : [change.url, change.key];
    const [logoUrl, logoKey] = image(u.logo, row.profile.logoUrl, row.logoKey);
    const [coverUrl, coverKey] = image(u.cover, row.profile.coverUrl, row.coverKey);
    row.logoKey = logoKey;
    row.coverKey = coverKey;
    row.profile = {
      ...row.profile,
      name: u.name,
      alternativeName: u.alternativeName,
      location: u.location,
      website: u.website,
      socialProfiles: u.socialProfiles,
      presentationHtml: u.presentationHtml,
      industry: u.industryId ? { id: u.industryId, label: { de: `Branche ${u.industryId}` } } : null,
      size: u.size,
      benefits: u.benefits,
      ...(u.occupationIds ? { occupations: TERMS.occupations.filter((t) => u.occupationIds!.includes(t.id)) } : {}),
      ...(u.fieldOfStudyIds ? { fieldsOfStudy: TERMS.fieldsOfStudy.filter((t) => u.fieldOfStudyIds!.includes(t.id)) } : {}),
      published: u.published ?? row.profile.published,
      logoUrl,
      coverUrl,
      updatedAt: now.toISOString(),
    };
    this.updates.push(id);
    return { replacedFileKeys: replaced };
  }
  async idsEditableBy(userId: string): Promise<readonly string[]> {
    return [...this.rows.values()].filter((r) => r.ownerId === userId).map((r) => r.profile.id);
  }
}

export { InMemoryFileStore } from './in-memory-file-store';

/**
 * Stands in for sharp: "decodes" bytes that start with a png/jpeg/webp signature and whose last byte is
 * not 0x00 (the marker of a broken image in these tests), and answers a WebP of the same bytes.
 */
export class FakeImageProcessor implements ImageProcessor {
  readonly calls: Array<'logo' | 'cover'> = [];
  async reencode(input: Uint8Array, kind: 'logo' | 'cover') {
    this.calls.push(kind);
    if (input[input.length - 1] === 0x00) return err('IMAGE_INVALID' as const);
    return ok({
      bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, ...input.slice(4)]),
      contentType: 'image/webp' as const,
      width: 100,
      height: kind === 'cover' ? 50 : 100,
    });
  }
}

/** Removes tags named "script" with their content and every on…= attribute: enough to see that the use case sanitizes. */
export class FakeSanitizer implements RichTextSanitizer {
  readonly calls: Array<'filtered' | 'full'> = [];
  sanitize(html: string, format: 'filtered' | 'full'): string {
    this.calls.push(format);
    return html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');
  }
}

export class InMemoryProfileOptions implements OrganizationProfileOptionsSource {
  async industries() {
    return [
      { id: '301', label: { de: 'IT & Software', 'en-GB': 'IT & software' } as Translated },
      { id: '302', label: { de: 'Gesundheitswesen', 'en-GB': 'Healthcare' } as Translated },
    ];
  }
  async benefits(): Promise<Translated[]> {
    return [{ de: '30 Tage Urlaub', 'en-GB': '30 days of annual leave', fr: '30 jours de congés' }];
  }
  async terms(vocabulary: 'occupations' | 'fieldsOfStudy') {
    return TERMS[vocabulary];
  }
}

/** Bytes that pass the content checks: a PNG signature and some data. */
export const pngBytes = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

export const uploadOf = (bytes: Uint8Array, size = bytes.byteLength) => ({ size, head: bytes.subarray(0, 512), bytes: async () => bytes });
