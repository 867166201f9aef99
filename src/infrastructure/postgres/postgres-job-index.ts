import type pg from 'pg';
import type { FacetCount, JobIndex, JobIndexAnswer, JobIndexHit, JobIndexQuery } from '../../application/platform/search/job-index.port';
import { FACET_VOCABULARY, type JobFacetField, type SearchTaxonomy, type SearchTerm, type TermFacetField } from '../../domain/search/job-facets';
import { facetOfGroup, hasPoint, type ConditionGroup, type JobSearchRequest } from '../../domain/search/job-search-request';
import type { Translated } from '../../domain/shared/locale';
import { ANYWHERE_CELL, coveringCells, sampleOffset } from './job-search-cells';
import { SAMPLE_LEVELS, countPlan, type CountedSet, type SampleLevel } from './job-search-sampling';

/*
 * The job search on the projection of migrations 0002 and 0011 (`job_search`).
 *
 * Work per request is bounded (issue 4: p95 ≤ 100 ms at a million jobs). The jobs a request can touch —
 * site, not expired, place, words, organization name: its *candidates* — are read once, each with a flag
 * per narrowed facet group; one pass then yields the total, the page and the counts of every facet: a
 * narrowed facet is counted over the candidates that pass every other group (a multi-select keeps
 * offering its other values), the rest over those passing all. That pass stops reading at
 * EXACT_LIMIT candidates. Beyond it the counts come from a hashed sample of the jobs (1 in 8, 64 or
 * 512, migration 0011) scaled up and marked as estimates; the page is then its own statement, which
 * the date index (newest first) or the point index (nearest first) answer by reading little more
 * than the page, and the total is exact up to EXACT_LIMIT, else estimated too.
 *
 * Distance is plain arithmetic on an equirectangular projection after a bounding-box prefilter on the
 * point index: exact enough at the radii offered (≤ 200 km, error well under 1 %), and far cheaper
 * than earthdistance per row.
 */

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;
const FACET_VOCABULARIES = Object.values(FACET_VOCABULARY);
const FIELD_OF_VOCABULARY = new Map(Object.entries(FACET_VOCABULARY).map(([field, vocabulary]) => [vocabulary, field as TermFacetField]));

/** Candidates counted exactly; beyond, a sample. ~2,000 rows cost a few ms (measured: tests/bench/README.md). */
export const EXACT_LIMIT = 2_000;
/** A sample level is used when it holds at most this many candidates (else the next, sparser one). */
export const SAMPLE_LIMIT = 4_000;

/** Statement parameters collected while the SQL is written. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface Filters {
  /** Conditions every candidate meets (site, expiry, place, words, organization name). */
  readonly where: string[];
  /** One condition per narrowed facet group. */
  readonly groups: ReadonlyArray<{ readonly field: JobFacetField; readonly sql: string }>;
  /** Fulltext query, when the request has words. */
  readonly tsquery: string | null;
  readonly distance: string | null;
}

/** Only jobs of the sample level (the predicate of its partial indexes, spelled the same). */
const sampleCondition = (shift: number) => (shift === 0 ? null : `(hashint8(s.job_id) & ${(1 << shift) - 1}) = 0`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const equalValues = (group: ConditionGroup) => group.conditions.filter((c) => c.operator === '=' && /^\d{1,18}$/.test(c.value)).map((c) => c.value);

/**
 * Request → WHERE pieces of `job_search s`, facet groups apart, for the jobs of a sample level (shift 0:
 * all). Without words a place search reads the point index (index-only, the sample's partial one);
 * with words the place is a set of grid cells, so the planner ANDs the text and cell indexes.
 */
function filtersOf(query: JobIndexQuery, params: Params, shift = 0): Filters {
  const { request } = query;
  const where = [`s.sites @> array[${params.add(query.site)}]::text[]`, `(s.expires_at is null or s.expires_at > ${params.add(query.now)})`];
  // A job alert's digest: only the jobs new since its last run.
  if (query.publishedAfter) where.push(`s.published_at > ${params.add(query.publishedAfter)}`, `s.published_at <= ${params.add(query.now)}`);
  let tsquery: string | null = null;
  if (request.fulltext) {
    tsquery = `job_search_query(${params.add(request.fulltext.keys)})`;
    where.push(`s.document @@ ${tsquery}`);
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
      const [minLon, minLat, maxLon, maxLat] = [geo.lon - dLon, geo.lat - dLat, geo.lon + dLon, geo.lat + dLat];
      const area = tsquery
        ? `s.cells && ${params.add(coveringCells({ minLon, minLat, maxLon, maxLat }, shift))}::int[]`
        : `s.pt <@ box(point(${params.add(minLon)}, ${params.add(minLat)}), point(${params.add(maxLon)}, ${params.add(maxLat)}))`;
      where.push('s.pt is not null', area, `${distance} <= ${params.add(geo.radius)}`);
    }
  }
  if (tsquery && shift > 0 && !(hasPoint(geo) && geo.radius !== null)) where.push(`s.cells && array[${ANYWHERE_CELL + sampleOffset(shift)}]`);
  const sample = sampleCondition(shift);
  if (sample) where.push(sample);
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
      if (ids.length === 0) continue;
      groups.push({ field, sql: field === 'company' ? `s.organization_id = any(${params.add(ids)}::bigint[])` : `s.term_ids && ${params.add(ids)}::bigint[]` });
    } else {
      // The title filter (spec §3: LIKE): the organization's name contains the text.
      const like = group.conditions.filter((c) => c.operator === 'LIKE');
      if (like.length > 0) where.push(`(${like.map((c) => `s.organization_name ilike ${params.add(`%${escapeLike(c.value)}%`)}`).join(' or ')})`);
    }
  }
  return { where, groups, tsquery, distance };
}

/**
 * Nearest first on a large set without sorting all of it. The point index walks jobs by distance in
 * degrees (`<->`), which is not the order in km (a degree of longitude is shorter than one of
 * latitude), so it only finds the `k` nearest in degrees; the farthest of them in km, D, bounds the
 * page: every job nearer than D in km lies within D / min(km per degree) degrees — a circle the
 * index answers (a few times `k` jobs), sorted in km. Same order as the exact pass.
 */
function nearest(params: Params, f: Filters, geo: { readonly lat: number; readonly lon: number }, k: number): { with: string; where: string } {
  const center = `point(${params.add(geo.lon)}, ${params.add(geo.lat)})`;
  const kx = KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((geo.lat * Math.PI) / 180);
  const perDegree = params.add(Math.max(Math.min(kx, KM_PER_DEGREE_LAT), 1e-6));
  const where = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
  return {
    with: `with near as materialized (select ${f.distance} as km from job_search s where ${where} order by s.pt <-> ${center} limit ${params.add(k)})`,
    // Fewer than k: they are all there are. The factor covers rounding at the circle's edge.
    where: `s.pt <@ circle(${center}, coalesce((select case when count(*) >= ${params.add(k)} then max(km) end from near) / ${perDegree} * 1.000001, 360))`,
  };
}

/** The page's order over rows with `rank` and `distance` columns (prefix `p`). */
function orderBy(request: JobSearchRequest, f: Filters, p: string): string {
  const newest = `${p}.published_at desc, ${p}.job_id desc`;
  if (request.sort === 'relevance' && f.tsquery) return `${p}.rank desc, ${newest}`;
  if (request.sort === 'distance' && f.distance) return `${p}.distance asc nulls last, ${newest}`;
  return newest;
}


interface CountRow {
  kind: 'candidates' | 'total' | 'term' | 'company' | 'hit';
  value: string | null;
  /** Per counted set (in the plan's order) its count; a hit's [position]. */
  n: number[];
  distance: number | null;
}

/** Counts of one pass, per counted set: the set's total and its term and organization counts. */
interface PassResult {
  readonly level: SampleLevel;
  readonly sets: readonly CountedSet[];
  readonly rows: readonly CountRow[];
}

export interface JobIndexLimits {
  readonly exactLimit: number;
  readonly sampleLimit: number;
}

export class PostgresJobIndex implements JobIndex {
  constructor(
    private readonly pool: pg.Pool,
    /** Tests lower them to see the sampled path on a few jobs. */
    private readonly limits: JobIndexLimits = { exactLimit: EXACT_LIMIT, sampleLimit: SAMPLE_LIMIT },
  ) {}

  async search(query: JobIndexQuery): Promise<JobIndexAnswer> {
    const { request } = query;
    const requested = new Set(request.facets.map((f) => f.field));
    const narrowed = [...new Set(request.condition_group.groups.map(facetOfGroup).filter((f): f is JobFacetField => f !== undefined))];
    const plan = countPlan(narrowed, [...requested]);

    // 1. Everything exactly in one pass, when the candidates are few.
    const exact = await this.pass(query, SAMPLE_LEVELS[0]!, plan, this.limits.exactLimit, true);
    if (exact) return this.answer(query, [exact], exact.rows, false);

    // 2. Too many: the jobs matching everything may still be few (a narrowed facet's own counts need
    //    the many); then page, total and the other facets' counts stay exact.
    const others = plan.filter((set) => set.without !== null);
    const main = plan.filter((set) => set.without === null);
    const exactMain = others.length > 0 ? await this.pass(query, SAMPLE_LEVELS[0]!, main, this.limits.exactLimit, true) : null;
    const sampledSets = exactMain ? others : plan;
    const [sampled, page] = await Promise.all([this.sampled(query, sampledSets), exactMain ? null : this.page(query)]);
    const passes = exactMain ? [exactMain, sampled] : [sampled];
    return this.answer(query, passes, exactMain ? exactMain.rows : page!, !exactMain);
  }

  /** The sparsest-enough sample: the first level whose candidates fit SAMPLE_LIMIT (the last always does). */
  private async sampled(query: JobIndexQuery, sets: readonly CountedSet[]): Promise<PassResult> {
    const levels = SAMPLE_LEVELS.slice(1);
    for (const [i, level] of levels.entries()) {
      const last = i === levels.length - 1;
      const result = await this.pass(query, level, sets, last ? null : this.limits.sampleLimit, false);
      if (result) return result;
    }
    throw new Error('unreachable: the last sample level has no limit');
  }

  /**
   * One pass over the candidates of a sample level (shift 0: all of them) that belong to at least one
   * of `sets`: per set its total and term and organization counts, and — with `withPage` — the page.
   * Null when there are more than `limit` such candidates (nothing else is computed then).
   */
  private async pass(query: JobIndexQuery, level: SampleLevel, sets: readonly CountedSet[], limit: number | null, withPage: boolean): Promise<PassResult | null> {
    const params = new Params();
    const f = filtersOf(query, params, level.shift);
    const flags = f.groups.map((g, i) => ({ ...g, column: `g${i}` }));
    // A set's rows: every group's flag true except its own facet's (on the flags, or on the expressions).
    const memberOf = (set: CountedSet, term: (g: (typeof flags)[number]) => string) =>
      flags.filter((g) => g.field !== set.without).map(term).join(' and ') || 'true';
    const member = (set: CountedSet) => memberOf(set, (g) => `c.${g.column}`);
    // Candidates in none of the sets (they fail two groups) are not read into the pass at all.
    const needed = sets.map((set) => `(${memberOf(set, (g) => `(${g.sql})`)})`).join(' or ');
    const where = [...f.where, `(${needed})`].join(' and ');
    const columns = [
      's.job_id',
      's.published_at',
      's.term_ids',
      's.organization_id',
      `${f.distance ?? 'null::float8'} as distance`,
      ...flags.map((g) => `(${g.sql}) as ${g.column}`),
    ].join(', ');
    const counts = (filter: (set: CountedSet) => string) => `array[${sets.map((set) => `count(*) filter (where ${filter(set)})`).join(', ')}]::int[]`;
    const limitSql = limit === null ? '' : `limit ${params.add(limit + 1)}`;
    const fits = limit === null ? 'true' : `(select n from size) <= ${params.add(limit)}`;

    const parts = [`select 'candidates' as kind, null::text as value, array[n]::int[] as n, null::float8 as distance from size`];
    parts.push(`select 'total', null, ${counts(member)}, null from m c`);
    if (withPage) {
      const all = flags.map((g) => `c.${g.column}`).join(' and ') || 'true';
      // Relevance reads each matching job's text (TOASTed): only for the jobs of the page's set.
      const ranked = query.request.sort === 'relevance' && f.tsquery;
      const from = ranked
        ? `(select c.*, ts_rank(d.document, ${f.tsquery}) as rank from m c join job_search d on d.job_id = c.job_id where ${all}) c`
        : `(select c.*, null::float4 as rank from m c where ${all}) c`;
      const order = orderBy(query.request, f, 'c');
      parts.push(`(select 'hit', c.job_id::text, array[(row_number() over (order by ${order}))::int], c.distance from ${from}
                   order by ${order} offset ${params.add(query.request.range.first)} limit ${params.add(query.request.range.last)})`);
    }
    if (sets.some((set) => set.fields.some((field) => field !== 'company'))) {
      // Unnest in the select list (a plain projection) is many times cheaper per row than a lateral join.
      parts.push(`select 'term', v::text, ${counts(member)}, null from (select unnest(m.term_ids) as v, m.* from m) c group by v`);
    }
    const companySet = sets.findIndex((set) => set.fields.includes('company'));
    if (companySet >= 0) {
      // Thousands of employers at scale: only the facet's limit of them is labelled and answered.
      const facetLimit = query.request.facets.find((facet) => facet.field === 'company')?.limit ?? 0;
      const inSet = member(sets[companySet]!);
      parts.push(`(select 'company', c.organization_id::text, ${counts(member)}, null from m c where ${inSet}
                   group by c.organization_id order by count(*) desc, c.organization_id limit ${params.add(facetLimit)})`);
    }
    const { rows } = await this.pool.query<CountRow>(
      `with cand as materialized (select ${columns} from job_search s where ${where} ${limitSql}),
            size as (select count(*)::int as n from cand),
            m as (select * from cand where ${fits})
       ${parts.join(' union all ')}`,
      params.values,
    );
    const candidates = rows.find((r) => r.kind === 'candidates')?.n[0] ?? 0;
    return limit !== null && candidates > limit ? null : { level, sets, rows };
  }

  /** The page of a large set on its own: the planner walks the date or point index and stops early. */
  private async page(query: JobIndexQuery): Promise<CountRow[]> {
    const params = new Params();
    const f = filtersOf(query, params);
    const where = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
    const rank = f.tsquery && query.request.sort === 'relevance' ? `ts_rank(s.document, ${f.tsquery})` : 'null::float4';
    const distance = f.distance ?? 'null::float8';
    const order = orderBy(query.request, f, 's').replace('s.rank', rank).replace('s.distance', distance);
    const geo = query.request.geoLocation;
    const near = query.request.sort === 'distance' && f.distance && hasPoint(geo) && geo.radius !== null ? nearest(params, f, geo, query.request.range.last) : null;
    const { rows } = await this.pool.query<{ job_id: string; distance: number | null }>(
      `${near?.with ?? ''} select s.job_id::text, ${distance} as distance from job_search s where ${where} ${near ? `and ${near.where}` : ''}
       order by ${order} offset ${params.add(query.request.range.first)} limit ${params.add(query.request.range.last)}`,
      params.values,
    );
    return rows.map((r, i) => ({ kind: 'hit', value: r.job_id, n: [i + 1], distance: r.distance }));
  }

  private async answer(query: JobIndexQuery, passes: readonly PassResult[], pageRows: readonly CountRow[], totalEstimated: boolean): Promise<JobIndexAnswer> {
    const hits: JobIndexHit[] = pageRows
      .filter((r) => r.kind === 'hit')
      .sort((a, b) => a.n[0]! - b.n[0]!)
      .map((r) => ({ jobId: r.value!, distanceKm: r.distance === null ? null : Math.round(r.distance * 10) / 10 }));
    // The set without a left-out facet is the one of the page; its total (sampled ones scaled up).
    let total = 0;
    for (const pass of passes) {
      const main = pass.sets.findIndex((set) => set.without === null);
      const row = pass.rows.find((r) => r.kind === 'total');
      if (main >= 0 && row) total = row.n[main]! << pass.level.shift;
    }
    return { hits, total, totalEstimated, facetCounts: await this.labelled(passes, query.request) };
  }

  /** Counts with their labels and aliases; per facet by count, then label, at most the facet's limit. */
  private async labelled(passes: readonly PassResult[], request: JobSearchRequest): Promise<FacetCount[]> {
    const rows = passes.flatMap((p) => p.rows);
    const termIds = [...new Set(rows.filter((r) => r.kind === 'term').map((r) => r.value!))];
    const companyIds = [...new Set(rows.filter((r) => r.kind === 'company').map((r) => r.value!))];
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
    for (const pass of passes) {
      // Each facet is counted in exactly one set of one pass.
      const setOf = (field: JobFacetField) => pass.sets.findIndex((set) => set.fields.includes(field));
      const estimated = pass.level.shift > 0;
      for (const r of pass.rows) {
        if (r.kind === 'term') {
          const term = termById.get(r.value!);
          const field = term && FIELD_OF_VOCABULARY.get(term.vocabulary as never);
          const set = field ? setOf(field) : -1;
          const count = set >= 0 ? r.n[set]! << pass.level.shift : 0;
          if (term && field && count > 0) out.push({ field, value: term.id, count, estimated, label: term.labels, alias: term.aliases });
        } else if (r.kind === 'company') {
          const company = companyById.get(r.value!);
          const set = setOf('company');
          const count = set >= 0 ? r.n[set]! << pass.level.shift : 0;
          if (company && count > 0) out.push({ field: 'company', value: company.id, count, estimated, label: { de: company.name }, alias: { de: company.slug } });
        }
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
