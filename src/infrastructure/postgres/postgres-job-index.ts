import type pg from 'pg';
import type { FacetCount, JobIndex, JobIndexAnswer, JobIndexQuery } from '../../application/platform/search/job-index.port';
import { FACET_VOCABULARY, isTermFacetField, type JobFacetField, type SearchTaxonomy, type SearchTerm, type TermFacetField } from '../../domain/search/job-facets';
import { facetOfGroup, hasPoint, type ConditionGroup, type JobSearchRequest } from '../../domain/search/job-search-request';
import type { Translated } from '../../domain/shared/locale';

/*
 * The job search on the projection of migration 0002 (`job_search`).
 *
 * One request runs a few statements side by side: the page, the total with the counts of every facet
 * the visitor has not narrowed, and per narrowed facet its counts with every filter but its own (a
 * multi-select facet keeps offering its other values). Distance is plain arithmetic on an
 * equirectangular projection after a bounding-box prefilter on the point index: exact enough at the
 * radii offered (≤ 200 km, error well under 1 %), and far cheaper than earthdistance per row.
 */

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;
const FACET_VOCABULARIES = Object.values(FACET_VOCABULARY);
const FIELD_OF_VOCABULARY = new Map(Object.entries(FACET_VOCABULARY).map(([field, vocabulary]) => [vocabulary, field as TermFacetField]));

/** Statement parameters collected while the SQL is written. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface Filters {
  readonly from: string;
  readonly where: string[];
  readonly groups: ReadonlyArray<{ readonly field: JobFacetField; readonly sql: string }>;
  readonly rank: string | null;
  readonly distance: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Request → FROM/WHERE pieces; facet groups apart, `without`'s group left out (for its own counts). */
function filtersOf(query: JobIndexQuery, params: Params, without: JobFacetField | null = null): Filters {
  const { request } = query;
  const where = [`s.sites @> array[${params.add(query.site)}]::text[]`, `(s.expires_at is null or s.expires_at > ${params.add(query.now)})`];
  const from = 'job_search s';
  if (query.publishedAfter) where.push(`s.published_at > ${params.add(query.publishedAfter)}`, `s.published_at <= ${params.add(query.now)}`);
  let rank: string | null = null;
  if (request.fulltext) {
    const tsquery = `job_search_query(${params.add(request.fulltext.keys)})`;
    where.push(`s.document @@ ${tsquery}`);
    rank = `ts_rank(s.document, ${tsquery})`;
  }

  let distance: string | null = null;
  const geo = request.geoLocation;
  if (hasPoint(geo)) {
    const kx = KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((geo.lat * Math.PI) / 180);
    const [lat, lon] = [params.add(geo.lat), params.add(geo.lon)];
    // Only `pt` (not lat/lon): everything a place search reads is in the point index (index-only scans).
    distance = `sqrt(power((s.pt[0] - ${lon}) * ${params.add(kx)}, 2) + power((s.pt[1] - ${lat}) * ${KM_PER_DEGREE_LAT}, 2))`;
    if (geo.radius !== null) {
      const dLat = geo.radius / KM_PER_DEGREE_LAT;
      const dLon = geo.radius / Math.max(kx, 1e-6);
      const box = `box(point(${params.add(geo.lon - dLon)}, ${params.add(geo.lat - dLat)}), point(${params.add(geo.lon + dLon)}, ${params.add(geo.lat + dLat)}))`;
      where.push('s.pt is not null', `s.pt <@ ${box}`, `${distance} <= ${params.add(geo.radius)}`);
    }
  }
  if (geo?.locationType === 'administrative_area_level_1' && geo.administrativeArea) {
    where.push(`lower(s.administrative_area) = lower(${params.add(geo.administrativeArea)})`);
  }
  if ((geo?.locationType === 'administrative_area_level_1' || geo?.locationType === 'country') && geo.country) {
    where.push(`s.country_code = ${params.add(geo.country)}`);
  }

  const groups: Array<{ field: JobFacetField; sql: string }> = [];
  for (const group of request.condition_group.groups) {
    const field = facetOfGroup(group);
    if (field) {
      const ids = equalValues(group);
      if (field === without) continue;
      if (ids.length === 0) continue;
      groups.push({ field, sql: field === 'company' ? `s.organization_id = any(${params.add(ids)}::bigint[])` : `s.term_ids && ${params.add(ids)}::bigint[]` });
    } else {
      // The title filter (spec §3: LIKE): the organization's name contains the text.
      const like = group.conditions.filter((c) => c.operator === 'LIKE');
      if (like.length > 0) where.push(`(${like.map((c) => `s.organization_name ilike ${params.add(`%${escapeLike(c.value)}%`)}`).join(' or ')})`);
    }
  }
  return { from, where, groups, rank, distance };
}

const equalValues = (group: ConditionGroup) => group.conditions.filter((c) => c.operator === '=' && /^\d{1,18}$/.test(c.value)).map((c) => c.value);

/** The page's order over the matching set `m` (its rank and distance computed once per row). */
function orderBy(request: JobSearchRequest, f: Filters): string {
  const newest = 'm.published_at desc, m.job_id desc';
  if (request.sort === 'relevance' && f.rank) return `m.rank desc, ${newest}`;
  if (request.sort === 'distance' && f.distance) return `m.distance asc nulls last, ${newest}`;
  return newest;
}

interface ResultRow {
  kind: 'total' | 'term' | 'company' | 'hit';
  value: string | null;
  /** A count, or a hit's position on the page. */
  n: number;
  distance: number | null;
}

export class PostgresJobIndex implements JobIndex {
  constructor(private readonly pool: pg.Pool) {}

  async search(query: JobIndexQuery): Promise<JobIndexAnswer> {
    const { request } = query;
    const narrowed = new Set(request.condition_group.groups.map(facetOfGroup).filter((f): f is JobFacetField => f !== undefined));
    const requested = new Set(request.facets.map((f) => f.field));

    // One statement per set of jobs: the matching jobs (page, total, counts of the facets not narrowed)
    // and, per narrowed facet, the jobs matching everything else (that facet's counts); side by side.
    const scans = [
      { fields: [...requested].filter((f) => !narrowed.has(f)), without: null },
      ...[...narrowed].filter((f) => requested.has(f)).map((field) => ({ fields: [field], without: field })),
    ];
    const results = await Promise.all(scans.map((scan) => this.scan(query, scan.without, scan.fields)));
    const main = results[0]!;
    const hits = main
      .filter((r) => r.kind === 'hit')
      .sort((a, b) => a.n - b.n)
      .map((r) => ({ jobId: r.value!, distanceKm: r.distance === null ? null : Math.round(r.distance * 10) / 10 }));
    const total = main.find((r) => r.kind === 'total')?.n ?? 0;
    const counted = scans.flatMap((scan, i) => results[i]!.map((row) => ({ row, fields: scan.fields })));
    return { hits, total, facetCounts: await this.labelled(counted, request) };
  }

  /**
   * One pass over the jobs matching every filter except `without`'s own group: the counts of every term
   * (the caller keeps those of `fields`) and organizations, and — only when nothing is left out — the
   * total and the requested page.
   */
  private async scan(query: JobIndexQuery, without: JobFacetField | null, fields: readonly JobFacetField[]): Promise<ResultRow[]> {
    const params = new Params();
    const f = filtersOf(query, params, without);
    const where = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
    const parts: string[] = [];
    if (without === null) {
      parts.push(`select 'total' as kind, null::text as value, count(*)::int as n, null::float8 as distance from m`);
      const order = orderBy(query.request, f);
      parts.push(`(select 'hit' as kind, m.job_id::text as value, (row_number() over (order by ${order}))::int as n, m.distance from m
                   order by ${order} offset ${params.add(query.request.range.first)} limit ${params.add(query.request.range.last)})`);
    }
    // Unnest in the select list (a plain projection) is many times cheaper per row than a lateral join.
    if (fields.some(isTermFacetField)) {
      parts.push(`select 'term' as kind, v::text as value, count(*)::int as n, null::float8 as distance
                  from (select unnest(m.term_ids) as v from m) t group by v`);
    }
    if (fields.includes('company')) {
      // Thousands of employers at scale: only the facet's limit of them is labelled and answered.
      const limit = query.request.facets.find((facet) => facet.field === 'company')?.limit ?? 0;
      parts.push(`(select 'company' as kind, m.organization_id::text as value, count(*)::int as n, null::float8 as distance from m
                   group by m.organization_id order by count(*) desc, m.organization_id limit ${params.add(limit)})`);
    }
    if (parts.length === 0) return [];
    const columns = without === null
      ? `s.job_id, s.published_at, s.term_ids, s.organization_id, ${f.rank ?? 'null::float4'} as rank, ${f.distance ?? 'null::float8'} as distance`
      : 's.term_ids, s.organization_id';
    const { rows } = await this.pool.query<ResultRow>(
      `with m as materialized (select ${columns} from ${f.from} where ${where})
       ${parts.join(' union all ')}`,
      params.values,
    );
    return rows;
  }

  /** Counts with their labels and aliases; per facet by count, then label, at most the facet's limit. */
  private async labelled(counted: ReadonlyArray<{ row: ResultRow; fields: readonly JobFacetField[] }>, request: JobSearchRequest): Promise<FacetCount[]> {
    const termIds = [...new Set(counted.filter((c) => c.row.kind === 'term').map((c) => c.row.value!))];
    const companyIds = [...new Set(counted.filter((c) => c.row.kind === 'company').map((c) => c.row.value!))];
    const [terms, companies] = await Promise.all([
      termIds.length
        ? this.pool.query<{ id: string; vocabulary: string; labels: Translated; aliases: Translated }>(
            'select id::text, vocabulary, labels, aliases from terms where id = any($1::bigint[])',
            [termIds],
          )
        : { rows: [] },
      companyIds.length
        ? this.pool.query<{ id: string; name: string; slug: string }>('select id::text, name, slug from organizations where id = any($1::bigint[])', [companyIds])
        : { rows: [] },
    ]);
    const termById = new Map(terms.rows.map((t) => [t.id, t]));
    const companyById = new Map(companies.rows.map((c) => [c.id, c]));
    const out: FacetCount[] = [];
    for (const { row: r, fields } of counted) {
      if (r.kind === 'term') {
        const term = termById.get(r.value!);
        const field = term && FIELD_OF_VOCABULARY.get(term.vocabulary as never);
        // Each pass counts every term; only its own facets' counts are the right ones.
        if (term && field && fields.includes(field)) out.push({ field, value: term.id, count: r.n, label: term.labels, alias: term.aliases });
      } else if (r.kind === 'company' && fields.includes('company')) {
        const company = companyById.get(r.value!);
        if (company) out.push({ field: 'company', value: company.id, count: r.n, label: { de: company.name }, alias: { de: company.slug } });
      }
    }
    const limits = new Map(request.facets.map((f) => [f.field, f]));
    const sorted = out.sort((a, b) => b.count - a.count || a.label.de.localeCompare(b.label.de, 'de') || Number(a.value) - Number(b.value));
    const taken = new Map<JobFacetField, number>();
    return sorted.filter((c) => {
      const facet = limits.get(c.field);
      const n = taken.get(c.field) ?? 0;
      if (!facet || c.count < facet.min_count || n >= facet.limit) return false;
      taken.set(c.field, n + 1);
      return true;
    });
  }

  async terms(): Promise<SearchTaxonomy> {
    const { rows } = await this.pool.query<{ id: string; vocabulary: string; labels: Translated; aliases: Translated }>(
      'select id::text, vocabulary, labels, aliases from terms where vocabulary = any($1::text[]) order by weight, id',
      [FACET_VOCABULARIES],
    );
    return rows.flatMap((r): SearchTerm[] => {
      const field = FIELD_OF_VOCABULARY.get(r.vocabulary as never);
      return field ? [{ id: r.id, field, label: r.labels, alias: r.aliases }] : [];
    });
  }
}
