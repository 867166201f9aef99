import type { TeamAndSites } from '../../../domain/organization/organization-team';
import { teamOf } from '../organization-team/team-of';
import type pg from 'pg';
import type {
  AppendOutcome,
  ParentCandidate,
  ProfileSectionStore,
  StoredBrochure,
  StoredGalleryImage,
  StoredImage,
} from '../../../application/platform/organization-sections/profile-section-store.port';
import type { Coordinates } from '../../../domain/geo/place-for-address';
import type { FurtherLocation, LocationDraft } from '../../../domain/organization/further-locations';
import {
  isSalutation,
  type ContactDraft,
  type ImageSection,
  type ContactPerson,
  type FaqDraft,
  type FaqEntry,
  type GalleryImage,
  type OrganizationVideo,
  type ProfileSection,
  type ProfileSections,
  type VideoDraft,
} from '../../../domain/organization/profile-sections';
import { inTransaction } from '../in-transaction';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Each list's table (fixed names: never taken from input). */
const TABLES: Readonly<Record<ProfileSection, string>> = {
  gallery: 'organization_gallery_images',
  faq: 'organization_faqs',
  videos: 'organization_videos',
  contacts: 'organization_contact_persons',
  locations: 'organization_locations',
  brochures: 'organization_brochures',
};

interface ContactRow {
  id: string;
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  job_title: string | null;
  phone: string | null;
  linkedin_url: string | null;
  contact_info: string | null;
  photo_url: string | null;
}

const toContact = (r: ContactRow): ContactPerson => ({
  id: r.id,
  salutation: isSalutation(r.salutation) ? r.salutation : null,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  jobTitle: r.job_title,
  phone: r.phone,
  linkedinUrl: r.linkedin_url,
  contactInfo: r.contact_info,
  photoUrl: r.photo_url,
});

interface LocationRow {
  id: string;
  name: string;
  country_code: string;
  address_line1: string | null;
  zip: string | null;
  locality: string;
  lat: number | null;
  lon: number | null;
}

const toLocation = (r: LocationRow): FurtherLocation => ({
  id: r.id,
  name: r.name,
  countryCode: r.country_code,
  addressLine1: r.address_line1,
  zip: r.zip,
  locality: r.locality,
  point: r.lat !== null && r.lon !== null ? { lat: r.lat, lon: r.lon } : null,
});

/** The url column of each list's entry image (fixed names: never taken from input); its file key is `file_key`. */
const IMAGE_URL_COLUMNS: Readonly<Record<ImageSection, string>> = { contacts: 'photo_url', videos: 'cover_url' };

/** The parent guard of migration 0060 (a concurrent change closed a cycle). */
const isCycleRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { constraint?: string }).constraint === 'organizations_parent_without_cycle';

/** Profile lists in PostgreSQL, one table per list, ordered by `position`. */
export class PostgresProfileSectionStore implements ProfileSectionStore {
  constructor(private readonly pool: pg.Pool) {}

  async teamOf(organizationId: string): Promise<TeamAndSites | null> {
    return isEntityId(organizationId) ? teamOf(this.pool, organizationId) : null;
  }

  async read(organizationId: string): Promise<ProfileSections | null> {
    if (!isEntityId(organizationId)) return null;
    const exists = await this.pool.query('select 1 from organizations where id = $1', [organizationId]);
    if (exists.rowCount === 0) return null;
    const [gallery, faq, videos, contacts, locations, brochures] = await Promise.all([
      this.pool.query<{ id: string; url: string; alt_text: string }>(
        'select id::text, url, alt_text from organization_gallery_images where organization_id = $1 order by position, id',
        [organizationId],
      ),
      this.pool.query<{ id: string; question: string; answer: string }>(
        'select id::text, question, answer from organization_faqs where organization_id = $1 order by position, id',
        [organizationId],
      ),
      this.pool.query<{ id: string; source_url: string; cover_title: string; cover_url: string | null }>(
        'select id::text, source_url, cover_title, cover_url from organization_videos where organization_id = $1 order by position, id',
        [organizationId],
      ),
      this.pool.query<ContactRow>(
        `select id::text, salutation, first_name, last_name, email, job_title, phone, linkedin_url, contact_info, photo_url
         from organization_contact_persons where organization_id = $1 order by position, id`,
        [organizationId],
      ),
      this.pool.query<LocationRow>(
        `select id::text, name, country_code, address_line1, zip, locality, lat, lon
         from organization_locations where organization_id = $1 order by position, id`,
        [organizationId],
      ),
      this.pool.query<{ id: string; title: string; file_name: string; size: string }>(
        `select id::text, title, file_name, size_bytes::text as size
         from organization_brochures where organization_id = $1 order by position, id`,
        [organizationId],
      ),
    ]);
    return {
      organizationId,
      gallery: gallery.rows.map((r): GalleryImage => ({ id: r.id, url: r.url, altText: r.alt_text })),
      faq: faq.rows.map((r): FaqEntry => ({ id: r.id, question: r.question, answer: r.answer })),
      videos: videos.rows.map(
        (r): OrganizationVideo => ({ id: r.id, sourceUrl: r.source_url, coverTitle: r.cover_title, coverUrl: r.cover_url }),
      ),
      contacts: contacts.rows.map(toContact),
      locations: locations.rows.map(toLocation),
      brochures: brochures.rows.map((r) => ({ id: r.id, title: r.title, fileName: r.file_name, size: Number(r.size) })),
    };
  }

  /**
   * Locks the organization's row, counts the list and inserts at its end in one transaction: two editors
   * adding the last free entry at once are served one after the other, and the second finds the list full.
   */
  private append(
    organizationId: string,
    section: ProfileSection,
    max: number,
    columns: readonly string[],
    values: readonly unknown[],
  ): Promise<AppendOutcome> {
    if (!isEntityId(organizationId)) return Promise.resolve('NOT_FOUND');
    const table = TABLES[section];
    return inTransaction(this.pool, async (client) => {
      const locked = await client.query('select 1 from organizations where id = $1 for update', [organizationId]);
      if (locked.rowCount === 0) return 'NOT_FOUND';
      const { rows } = await client.query<{ count: number; next: number }>(
        `select count(*)::int as count, coalesce(max(position), 0)::int + 1 as next from ${table} where organization_id = $1`,
        [organizationId],
      );
      if ((rows[0]?.count ?? 0) >= max) return 'FULL';
      const placeholders = columns.map((_, i) => `$${i + 3}`).join(', ');
      await client.query(`insert into ${table} (organization_id, position, ${columns.join(', ')}) values ($1, $2, ${placeholders})`, [
        organizationId,
        rows[0]?.next ?? 1,
        ...values,
      ]);
      await client.query('update organizations set updated_at = now() where id = $1', [organizationId]);
      return 'ADDED';
    });
  }

  appendFaq(organizationId: string, d: FaqDraft, max: number): Promise<AppendOutcome> {
    return this.append(organizationId, 'faq', max, ['question', 'answer'], [d.question, d.answer]);
  }

  appendVideo(organizationId: string, d: VideoDraft, cover: StoredImage | null, max: number): Promise<AppendOutcome> {
    return this.append(
      organizationId,
      'videos',
      max,
      ['source_url', 'cover_title', 'file_key', 'cover_url'],
      [d.sourceUrl, d.coverTitle, cover?.fileKey ?? null, cover?.url ?? null],
    );
  }

  appendContact(organizationId: string, d: ContactDraft, photo: StoredImage | null, max: number): Promise<AppendOutcome> {
    return this.append(
      organizationId,
      'contacts',
      max,
      ['salutation', 'first_name', 'last_name', 'email', 'job_title', 'phone', 'linkedin_url', 'contact_info', 'file_key', 'photo_url'],
      [
        d.salutation,
        d.firstName,
        d.lastName,
        d.email,
        d.jobTitle,
        d.phone,
        d.linkedinUrl,
        d.contactInfo,
        photo?.fileKey ?? null,
        photo?.url ?? null,
      ],
    );
  }

  appendGalleryImage(organizationId: string, image: StoredGalleryImage, max: number): Promise<AppendOutcome> {
    return this.append(organizationId, 'gallery', max, ['file_key', 'url', 'alt_text'], [image.fileKey, image.url, image.altText]);
  }

  appendBrochure(organizationId: string, b: StoredBrochure, max: number): Promise<AppendOutcome> {
    return this.append(
      organizationId,
      'brochures',
      max,
      ['title', 'file_name', 'size_bytes', 'file_key'],
      [b.title, b.fileName, b.size, b.fileKey],
    );
  }

  async brochureFile(brochureId: string): Promise<{ fileKey: string; fileName: string } | null> {
    if (!isEntityId(brochureId)) return null;
    const { rows } = await this.pool.query<{ file_key: string; file_name: string }>(
      'select file_key, file_name from organization_brochures where id = $1',
      [brochureId],
    );
    return rows[0] ? { fileKey: rows[0].file_key, fileName: rows[0].file_name } : null;
  }

  appendLocation(organizationId: string, d: LocationDraft, point: Coordinates | null, max: number): Promise<AppendOutcome> {
    return this.append(
      organizationId,
      'locations',
      max,
      ['name', 'country_code', 'address_line1', 'zip', 'locality', 'lat', 'lon'],
      [d.name, d.countryCode, d.addressLine1, d.zip, d.locality, point?.lat ?? null, point?.lon ?? null],
    );
  }

  async updateLocation(organizationId: string, locationId: string, d: LocationDraft, point: Coordinates | null): Promise<boolean> {
    if (!isEntityId(organizationId) || !isEntityId(locationId)) return false;
    return inTransaction(this.pool, async (client) => {
      // Only a location of this organization: another's id changes nothing.
      const { rowCount } = await client.query(
        `update organization_locations
         set name = $3, country_code = $4, address_line1 = $5, zip = $6, locality = $7, lat = $8, lon = $9
         where organization_id = $1 and id = $2`,
        [organizationId, locationId, d.name, d.countryCode, d.addressLine1, d.zip, d.locality, point?.lat ?? null, point?.lon ?? null],
      );
      if ((rowCount ?? 0) === 0) return false;
      await client.query('update organizations set updated_at = now() where id = $1', [organizationId]);
      return true;
    });
  }

  async reorder(organizationId: string, section: ProfileSection, ids: readonly string[]): Promise<boolean> {
    if (!isEntityId(organizationId) || !ids.every(isEntityId)) return false;
    const table = TABLES[section];
    return inTransaction(this.pool, async (client) => {
      await client.query('select 1 from organizations where id = $1 for update', [organizationId]);
      const { rows } = await client.query<{ id: string }>(`select id::text from ${table} where organization_id = $1`, [organizationId]);
      const stored = new Set(rows.map((r) => r.id));
      // The order must name exactly the list as it is now: an entry added or removed meanwhile refuses it.
      if (stored.size !== ids.length || !ids.every((id) => stored.has(id))) return false;
      await client.query(
        `update ${table} t set position = o.position
         from unnest($2::bigint[]) with ordinality as o(id, position)
         where t.organization_id = $1 and t.id = o.id`,
        [organizationId, ids],
      );
      await client.query('update organizations set updated_at = now() where id = $1', [organizationId]);
      return true;
    });
  }

  async remove(organizationId: string, section: ProfileSection, itemId: string): Promise<{ fileKey: string | null } | null> {
    if (!isEntityId(organizationId) || !isEntityId(itemId)) return null;
    const table = TABLES[section];
    // These lists' entries may hold a file: the image, the PDF, the contact's photo, the video's cover.
    const returning = ['gallery', 'brochures', 'contacts', 'videos'].includes(section) ? 'file_key' : 'null::text as file_key';
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ file_key: string | null }>(
        `delete from ${table} where organization_id = $1 and id = $2 returning ${returning}`,
        [organizationId, itemId],
      );
      if (!rows[0]) return null;
      await client.query('update organizations set updated_at = now() where id = $1', [organizationId]);
      return { fileKey: rows[0].file_key };
    });
  }

  async setEntryImage(
    organizationId: string,
    section: ImageSection,
    itemId: string,
    image: StoredImage | null,
  ): Promise<{ previousFileKey: string | null } | null> {
    if (!isEntityId(organizationId) || !isEntityId(itemId)) return null;
    const table = TABLES[section];
    return inTransaction(this.pool, async (client) => {
      // The row is locked while its old key is read, so two replacements at once each delete the key they replaced.
      const { rows } = await client.query<{ file_key: string | null }>(
        `select file_key from ${table} where organization_id = $1 and id = $2 for update`,
        [organizationId, itemId],
      );
      if (!rows[0]) return null;
      await client.query(`update ${table} set file_key = $3, ${IMAGE_URL_COLUMNS[section]} = $4 where organization_id = $1 and id = $2`, [
        organizationId,
        itemId,
        image?.fileKey ?? null,
        image?.url ?? null,
      ]);
      await client.query('update organizations set updated_at = now() where id = $1', [organizationId]);
      return { previousFileKey: rows[0].file_key };
    });
  }

  async parentLinks(): Promise<ReadonlyMap<string, string | null>> {
    const { rows } = await this.pool.query<{ id: string; parent_id: string | null }>('select id::text, parent_id::text from organizations');
    return new Map(rows.map((r) => [r.id, r.parent_id]));
  }

  async findParentCandidates(
    term: string,
    memberId: string | null,
    excluded: ReadonlySet<string>,
    limit: number,
  ): Promise<readonly ParentCandidate[]> {
    if (memberId !== null && !isEntityId(memberId)) return [];
    // The term is matched as text, never as a pattern: % and _ typed by the editor mean themselves.
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await this.pool.query<ParentCandidate>(
      `select id::text as id, name, slug, locality from organizations
       where (unaccent(name) ilike unaccent($1) or unaccent(coalesce(alternative_name, '')) ilike unaccent($1))
         and ($2::bigint is null or exists (select 1 from organization_members m where m.organization_id = organizations.id and m.user_id = $2::bigint))
         and id <> all($3::bigint[])
       order by lower(name), id
       limit $4`,
      [pattern, memberId, [...excluded].filter(isEntityId), limit],
    );
    return rows;
  }

  async setParent(organizationId: string, parentId: string | null): Promise<'SET' | 'CYCLE' | 'NOT_FOUND'> {
    if (!isEntityId(organizationId) || (parentId !== null && !isEntityId(parentId))) return 'NOT_FOUND';
    try {
      const { rowCount } = await this.pool.query('update organizations set parent_id = $2, updated_at = now() where id = $1', [
        organizationId,
        parentId,
      ]);
      return (rowCount ?? 0) > 0 ? 'SET' : 'NOT_FOUND';
    } catch (error) {
      if (isCycleRefusal(error)) return 'CYCLE';
      throw error;
    }
  }
}
