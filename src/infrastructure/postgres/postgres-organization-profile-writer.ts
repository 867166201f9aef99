import type pg from 'pg';
import type {
  EditableOrganization,
  OrganizationProfileUpdate,
  OrganizationProfileWriter,
  ProfileImageChange,
} from '../../application/platform/organizations/organization-profile-writer.port';
import { inTransaction } from './in-transaction';
import { teamOf } from './organization-team/team-of';
import { isEntityId } from '../../domain/shared/entity-id';

/** The three parameters of one image column pair: keep it, or set url and key (both null to remove). */
const imageParams = (change: ProfileImageChange): [boolean, string | null, string | null] =>
  change.kind === 'keep' ? [true, null, null] : change.kind === 'remove' ? [false, null, null] : [false, change.url, change.key];

/** Organization profiles written to PostgreSQL (`organizations`); the slug is never touched. */
export class PostgresOrganizationProfileWriter implements OrganizationProfileWriter {
  constructor(private readonly pool: pg.Pool) {}

  async findEditable(id: string): Promise<EditableOrganization | null> {
    if (!isEntityId(id)) return null;
    const found = await teamOf(this.pool, id);
    return found ? { id, ...found } : null;
  }

  async isIndustry(termId: string): Promise<boolean> {
    if (!isEntityId(termId)) return false;
    const { rowCount } = await this.pool.query(`select 1 from terms where id = $1 and vocabulary = 'industry'`, [termId]);
    return (rowCount ?? 0) > 0;
  }

  async unknownTerms(vocabulary: 'occupations' | 'fieldsOfStudy', termIds: readonly string[]): Promise<readonly string[]> {
    const ids = termIds.filter(isEntityId);
    const { rows } = await this.pool.query<{ id: string }>('select id::text from terms where id = any($1::bigint[]) and vocabulary = $2', [
      ids,
      vocabulary,
    ]);
    const known = new Set(rows.map((r) => r.id));
    return termIds.filter((t) => !known.has(t));
  }

  async update(id: string, u: OrganizationProfileUpdate, now: Date): Promise<{ replacedFileKeys: readonly string[] } | null> {
    if (!isEntityId(id)) return null;
    return inTransaction(this.pool, async (client) => {
      // The row lock makes "which files did this update replace" exact even when two editors save at once.
      const { rows } = await client.query<{ logo_file_key: string | null; cover_file_key: string | null }>(
        'select logo_file_key, cover_file_key from organizations where id = $1 for update',
        [id],
      );
      const before = rows[0];
      if (!before) return null;
      const [keepLogo, logoUrl, logoKey] = imageParams(u.logo);
      const [keepCover, coverUrl, coverKey] = imageParams(u.cover);
      await client.query(
        `update organizations set
           name = $2, alternative_name = $3, country_code = $4, address_line1 = $5, address_line2 = $6,
           administrative_area = $7, locality = $8, zip = $9, website = $10, social_profiles = $11,
           presentation_html = $12, industry_term_id = $13, size = $14, benefits = $15,
           logo_url = case when $16 then logo_url else $17 end, logo_file_key = case when $16 then logo_file_key else $18 end,
           cover_url = case when $19 then cover_url else $20 end, cover_file_key = case when $19 then cover_file_key else $21 end,
           updated_at = $22, published = coalesce($23, published),
           company_email = case when $24 then $25 else company_email end,
           company_phone = case when $26 then $27 else company_phone end
         where id = $1`,
        [
          id,
          u.name,
          u.alternativeName,
          u.location.countryCode,
          u.location.addressLine1,
          u.location.addressLine2,
          u.location.administrativeArea,
          u.location.locality,
          u.location.zip,
          u.website,
          JSON.stringify(u.socialProfiles),
          u.presentationHtml,
          u.industryId,
          u.size,
          JSON.stringify(u.benefits),
          keepLogo,
          logoUrl,
          logoKey,
          keepCover,
          coverUrl,
          coverKey,
          now,
          u.published ?? null,
          u.companyEmail !== undefined,
          u.companyEmail ?? null,
          u.companyPhone !== undefined,
          u.companyPhone ?? null,
        ],
      );
      // The directory's facets: each given list replaces that vocabulary's terms, in the same transaction.
      for (const [vocabulary, ids] of [
        ['occupations', u.occupationIds],
        ['fieldsOfStudy', u.fieldOfStudyIds],
      ] as const) {
        if (!ids) continue;
        await client.query(
          `delete from organization_terms ot using terms t
           where ot.organization_id = $1 and t.id = ot.term_id and t.vocabulary = $2`,
          [id, vocabulary],
        );
        await client.query(
          `insert into organization_terms (organization_id, term_id)
           select $1, t.id from terms t where t.id = any($2::bigint[]) and t.vocabulary = $3
           on conflict do nothing`,
          [id, ids, vocabulary],
        );
      }
      const replaced = [
        u.logo.kind !== 'keep' ? before.logo_file_key : null,
        u.cover.kind !== 'keep' ? before.cover_file_key : null,
      ].filter((key): key is string => key !== null);
      return { replacedFileKeys: replaced };
    });
  }

  async idsEditableBy(userId: string): Promise<readonly string[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.pool.query<{ id: string }>(
      `select o.id::text from organizations o join organization_members m on m.organization_id = o.id
        where m.user_id = $1 order by o.name, o.id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }
}
