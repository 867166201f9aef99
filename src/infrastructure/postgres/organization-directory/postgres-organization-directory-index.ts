import type pg from 'pg';
import type {
  DirectoryScope,
  OrganizationDirectoryIndex,
} from '../../../application/platform/organization-directory/organization-directory-index.port';
import {
  DIRECTORY_FACET_FIELDS,
  DIRECTORY_FACET_VOCABULARY,
  isDirectoryFacetField,
  type DirectoryEntry,
  type DirectoryFacet,
  type DirectoryFacetField,
  type DirectoryRequest,
  type DirectoryResult,
  type DirectoryTaxonomy,
} from '../../../domain/organization/organization-directory';
import { translate, type Locale, type Translated } from '../../../domain/shared/locale';

/** Facet limit 100. */
const FACET_LIMIT = 100;
/** Words of the search text that count; more narrow nothing a visitor would notice. */
const MAX_WORDS = 8;

/** `50%_Rabatt` must match those characters, not LIKE's wildcards. */
const likeEscaped = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

const wordsOf = (keys: string | null): string[] =>
  (keys ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, MAX_WORDS)
    .map(likeEscaped);

/*
 * The directory's candidate set: published organizations whose name, alternative name, town or the
 * town of one of their further locations holds every word (accents and case ignored), each with
 * whether it matches each facet's selection. Counting a facet then takes the rows matching the
 * *other* facets, which is what a multi-select needs.
 * $1 words, $2 industry ids, $3 occupation ids, $4 field-of-study ids.
 */
const CANDIDATES = `
  with candidates as (
    select o.id, o.name, o.slug, o.logo_url, o.locality, o.industry_term_id,
           (cardinality($2::bigint[]) = 0 or o.industry_term_id = any($2::bigint[])) as m_industry,
           (cardinality($3::bigint[]) = 0 or exists (select 1 from organization_terms ot
              where ot.organization_id = o.id and ot.term_id = any($3::bigint[]))) as m_occupations,
           (cardinality($4::bigint[]) = 0 or exists (select 1 from organization_terms ot
              where ot.organization_id = o.id and ot.term_id = any($4::bigint[]))) as m_fields
    from organizations o
    where o.published
      and not exists (
        select 1 from unnest($1::text[]) w
        where unaccent(lower(o.name || ' ' || coalesce(o.alternative_name, '') || ' ' || coalesce(o.locality, '') || ' ' ||
                coalesce((select string_agg(l.locality, ' ') from organization_locations l where l.organization_id = o.id), '')))
              not like '%' || unaccent(w) || '%')
  )`;

// $5 site, $6 limit, $7 offset. Featured organizations of the site first, then by name.
const ITEMS = `${CANDIDATES}
  select c.id::text, c.name, c.slug, c.logo_url, c.locality, t.labels as industry_labels, f.position is not null as featured
  from candidates c
  left join featured_organizations f on f.organization_id = c.id and f.site = $5
  left join terms t on t.id = c.industry_term_id
  where c.m_industry and c.m_occupations and c.m_fields
  order by f.position nulls last, lower(c.name), c.id
  limit $6 offset $7`;

// One row per facet value with its count, and one 'total' row.
const COUNTS = `${CANDIDATES}
  select 'total' as field, null::text as term_id, null::jsonb as labels, count(*)::int as count
    from candidates where m_industry and m_occupations and m_fields
  union all
  select 'industry', t.id::text, t.labels, count(*)::int
    from candidates c join terms t on t.id = c.industry_term_id
    where c.m_occupations and c.m_fields
    group by t.id
  union all
  select t.vocabulary, t.id::text, t.labels, count(distinct c.id)::int
    from candidates c
    join organization_terms ot on ot.organization_id = c.id
    join terms t on t.id = ot.term_id
    where (t.vocabulary = 'occupations' and c.m_industry and c.m_fields)
       or (t.vocabulary = 'fieldsOfStudy' and c.m_industry and c.m_occupations)
    group by t.id`;

interface EntryRow {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  locality: string | null;
  industry_labels: Translated | null;
  featured: boolean;
}

interface CountRow {
  field: string;
  term_id: string | null;
  labels: Translated | null;
  count: number;
}

const toEntry = (row: EntryRow, locale: Locale): DirectoryEntry => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  logoUrl: row.logo_url,
  locality: row.locality,
  industry: row.industry_labels ? translate(row.industry_labels, locale) : null,
  featured: row.featured,
});

/** The organizations directory in PostgreSQL (`organizations`, `organization_terms`, `featured_organizations`). */
export class PostgresOrganizationDirectoryIndex implements OrganizationDirectoryIndex {
  constructor(private readonly pool: pg.Pool) {}

  async search(request: DirectoryRequest, scope: DirectoryScope): Promise<DirectoryResult> {
    const filters = [wordsOf(request.keys), request.selected.industry, request.selected.occupations, request.selected.fieldsOfStudy];
    const offset = (request.page - 1) * scope.pageSize;
    const [items, counts] = await Promise.all([
      this.pool.query<EntryRow>(ITEMS, [...filters, scope.site, scope.pageSize, offset]),
      this.pool.query<CountRow>(COUNTS, filters),
    ]);
    const values = new Map<DirectoryFacetField, CountRow[]>(DIRECTORY_FACET_FIELDS.map((f) => [f, []]));
    let total = 0;
    for (const row of counts.rows) {
      if (row.field === 'total') total = row.count;
      else if (isDirectoryFacetField(row.field)) values.get(row.field)!.push(row);
    }
    const facets: DirectoryFacet[] = DIRECTORY_FACET_FIELDS.map((field) => ({
      field,
      values: values
        .get(field)!
        .map((row) => ({ filter: row.term_id!, label: row.labels ? translate(row.labels, scope.locale) : row.term_id!, count: row.count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, scope.locale))
        .slice(0, FACET_LIMIT),
    }));
    return { items: items.rows.map((row) => toEntry(row, scope.locale)), total, facets };
  }

  async terms(): Promise<DirectoryTaxonomy> {
    const vocabularies = DIRECTORY_FACET_FIELDS.map((f) => DIRECTORY_FACET_VOCABULARY[f]);
    const { rows } = await this.pool.query<{ id: string; vocabulary: string; labels: Translated; aliases: Translated }>(
      'select id::text, vocabulary, labels, aliases from terms where vocabulary = any($1::text[]) order by id',
      [vocabularies],
    );
    return rows.flatMap((row) => {
      const field = DIRECTORY_FACET_FIELDS.find((f) => DIRECTORY_FACET_VOCABULARY[f] === row.vocabulary);
      return field ? [{ id: row.id, field, label: row.labels, alias: row.aliases }] : [];
    });
  }

  async featured(scope: { site: string; locale: Locale }, limit: number): Promise<readonly DirectoryEntry[]> {
    const { rows } = await this.pool.query<EntryRow>(
      `select o.id::text, o.name, o.slug, o.logo_url, o.locality, t.labels as industry_labels, true as featured
       from featured_organizations f
       join organizations o on o.id = f.organization_id and o.published
       left join terms t on t.id = o.industry_term_id
       where f.site = $1
       order by f.position
       limit $2`,
      [scope.site, limit],
    );
    return rows.map((row) => toEntry(row, scope.locale));
  }
}
