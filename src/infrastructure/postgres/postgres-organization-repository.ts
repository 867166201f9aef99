import type pg from 'pg';
import type { OrganizationRepository } from '../../application/platform/organizations/organization-repository.port';
import {
  isOrganizationSize,
  SOCIAL_NETWORKS,
  type OrganizationProfile,
  type OrganizationSummary,
  type ProfileTerm,
  type SocialNetwork,
} from '../../domain/organization/organization-profile';
import type { Translated } from '../../domain/shared/locale';
import { isEntityId } from '../../domain/shared/entity-id';

interface ProfileRow {
  id: string;
  name: string;
  alternative_name: string | null;
  slug: string;
  logo_url: string | null;
  cover_url: string | null;
  country_code: string;
  address_line1: string | null;
  address_line2: string | null;
  administrative_area: string | null;
  locality: string | null;
  zip: string | null;
  website: string | null;
  company_email: string | null;
  company_phone: string | null;
  social_profiles: Record<string, unknown>;
  presentation_html: string;
  industry_id: string | null;
  industry_labels: Translated | null;
  size: string | null;
  benefits: unknown[];
  occupations: ProfileTerm[];
  fields_of_study: ProfileTerm[];
  published: boolean;
  updated_at: Date;
  parent: OrganizationSummary | null;
  children: OrganizationSummary[];
}

const summary = (alias: string) =>
  `json_build_object('id', ${alias}.id::text, 'name', ${alias}.name, 'slug', ${alias}.slug, 'logoUrl', ${alias}.logo_url, 'locality', ${alias}.locality)`;

const terms = (
  vocabulary: string,
) => `coalesce((select json_agg(json_build_object('id', ot.term_id::text, 'label', tt.labels) order by tt.labels ->> 'de', tt.id)
           from organization_terms ot join terms tt on tt.id = ot.term_id and tt.vocabulary = '${vocabulary}'
           where ot.organization_id = o.id), '[]')`;

// One statement per profile: the organization, its terms, its parent and its children (by name).
const PROFILE = `
  select o.id, o.name, o.alternative_name, o.slug, o.logo_url, o.cover_url, o.country_code, o.address_line1, o.address_line2,
         o.administrative_area, o.locality, o.zip, o.website, o.company_email, o.company_phone, o.social_profiles, o.presentation_html,
         t.id as industry_id, t.labels as industry_labels, o.size, o.benefits, o.updated_at, o.published,
         ${terms('occupations')} as occupations, ${terms('fieldsOfStudy')} as fields_of_study,
         (select ${summary('p')} from organizations p where p.id = o.parent_id) as parent,
         coalesce((select json_agg(${summary('c')} order by c.name, c.id) from organizations c where c.parent_id = o.id), '[]') as children
  from organizations o
  left join terms t on t.id = o.industry_term_id and t.vocabulary = 'industry'`;

/** Organization profiles in PostgreSQL (`organizations`, industry from `terms`). */
export class PostgresOrganizationRepository implements OrganizationRepository {
  constructor(private readonly pool: pg.Pool) {}

  async findById(id: string): Promise<OrganizationProfile | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<ProfileRow>(`${PROFILE} where o.id = $1`, [id]);
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async findBySlug(slug: string): Promise<OrganizationProfile | null> {
    const { rows } = await this.pool.query<ProfileRow>(`${PROFILE} where o.slug = $1`, [slug]);
    return rows[0] ? toProfile(rows[0]) : null;
  }
}

const isTranslated = (value: unknown): value is Translated =>
  typeof value === 'object' && value !== null && typeof (value as { de?: unknown }).de === 'string';

function toProfile(row: ProfileRow): OrganizationProfile {
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = row.social_profiles[network];
    if (typeof url === 'string' && url !== '') social[network] = url;
  }
  return {
    id: row.id,
    name: row.name,
    alternativeName: row.alternative_name,
    slug: row.slug,
    logoUrl: row.logo_url,
    coverUrl: row.cover_url,
    location: {
      countryCode: row.country_code.trim(),
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      administrativeArea: row.administrative_area,
      locality: row.locality,
      zip: row.zip,
    },
    website: row.website,
    companyEmail: row.company_email,
    companyPhone: row.company_phone,
    socialProfiles: social,
    presentationHtml: row.presentation_html,
    industry: row.industry_id && row.industry_labels ? { id: row.industry_id, label: row.industry_labels } : null,
    size: isOrganizationSize(row.size) ? row.size : null,
    benefits: row.benefits.filter(isTranslated),
    occupations: row.occupations,
    fieldsOfStudy: row.fields_of_study,
    published: row.published,
    parent: row.parent,
    children: row.children,
    updatedAt: row.updated_at.toISOString(),
  };
}
