import type { JobIndexQuery } from '../../application/platform/search/job-index.port';
import type { JobFacetField } from '../../domain/search/job-facets';
import { facetOfGroup, hasPoint, type ConditionGroup, type JobSearchRequest } from '../../domain/search/job-search-request';
import type { IndexedClauses } from './job-search-words';
import {
  circleOnGrid,
  coveringCells,
  FEW_CELLS,
  GRID_CELL_OFFSET,
  KM_PER_DEGREE_LAT,
  kmPerDegreeLon,
  MAX_CELLS,
  termCells,
} from './job-search-cells';
import { sampledBy, type CountedSet } from './job-search-sampling';
import { isEntityId } from '../../domain/shared/entity-id';

/*
 * Request → SQL pieces over `job_search s` for the job search (`postgres-job-index.ts` composes them
 * into its passes): the WHERE conditions of a request (site, expiry, words, place by grid cells or
 * points, facet groups), the nearest-first bound, relevance and the page's order.
 *
 * Distance is plain arithmetic on an equirectangular projection after a bounding-box prefilter on the
 * point index: exact enough at the radii offered (≤ 200 km, error well under 1 %), and far cheaper
 * than earthdistance per row.
 */

/** Statement parameters collected while the SQL is written. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A request with its words as the index reads them (`job-search-words.ts`; null without words). */
export interface WordedQuery extends JobIndexQuery {
  readonly words: IndexedClauses | null;
  /** Jobs the page leaves out (Top jobs placed before it); counts and totals still include them. */
  readonly notOnPage?: readonly string[];
}

export interface Filters {
  /** Conditions every candidate meets (site, expiry, place, words, organization name). */
  readonly where: string[];
  /** One condition per narrowed facet group. */
  readonly groups: ReadonlyArray<{ readonly field: JobFacetField; readonly sql: string }>;
  /** Fulltext query, when the request has words. */
  readonly tsquery: string | null;
  /** The words' German readings only (as written, German stemmer): relevance counts them twice. */
  readonly germanQuery: string | null;
  readonly distance: string | null;
  /** Some of `indexedTerms` are asked with the place (as `term_cells`). */
  readonly termsByPlace: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const equalValues = (group: ConditionGroup) =>
  group.conditions.filter((c) => c.operator === '=' && isEntityId(c.value)).map((c) => c.value);

export interface FacetGroup {
  readonly field: JobFacetField;
  /** Term ids (company: organization ids) the group accepts. */
  readonly ids: readonly string[];
}

export const facetGroupsOf = (request: JobSearchRequest): FacetGroup[] =>
  request.condition_group.groups.flatMap((group) => {
    const field = facetOfGroup(group);
    const ids = field ? equalValues(group) : [];
    return field && ids.length > 0 ? [{ field, ids }] : [];
  });

/**
 * How a statement finds the jobs of a place (a point with a radius):
 * - `cells`: grid cells in the GIN index with the words and terms (migrations 0011, 0013), whenever the
 *   statement has words or facet terms there: one index scan steps through all of them together.
 * - `points`: the point index (GiST, index-only; the sample's partial one), for a place alone.
 * - `row`: the coordinates (and facet terms) compared in each row, for a page walked down the date
 *   index. The planner has no statistics for `pt <@ box` and would rather read every point of the box,
 *   or every job of a facet value, and sort them.
 * The circle itself is always checked in the row.
 */
export type PlaceBy = 'cells' | 'points' | 'row';

/**
 * How a statement checks the words: `document`, in the whole text; `title`, in title and heading only
 * (both in the text index of migration 0013); `row`: not at all — the caller checks them in the row.
 */
export type WordsBy = 'document' | 'title' | 'row';

/**
 * Request → WHERE pieces of `job_search s`, facet groups apart, for the jobs of a sample level (shift 0:
 * all), finding the place as `placeBy` says.
 */
interface FilterOptions {
  /** The sample level (0: all jobs). */
  readonly shift: number;
  readonly placeBy: PlaceBy;
  readonly wordsBy?: WordsBy;
  /**
   * Sets of term ids of which every row has one (each set), asked of the index: with a radius as
   * (term, cell) pairs of the place (`term_cells`, migration 0014), one condition per set, and the
   * groups of these terms then checked in the row; a set with too many pairs is asked on its own, and
   * with a looser cover of fewer cells (the terms cut the jobs read anyway).
   */
  readonly indexedTerms?: ReadonlyArray<readonly string[]>;
}

export function filtersOf(
  query: WordedQuery,
  params: Params,
  { shift, placeBy, wordsBy = 'document', indexedTerms = [] }: FilterOptions,
): Filters {
  const { request } = query;
  const where = [
    `s.sites @> array[${params.add(query.site)}]::text[]`,
    `(s.expires_at is null or s.expires_at > ${params.add(query.now)})`,
  ];
  if (query.notOnPage && query.notOnPage.length > 0) where.push(`s.job_id <> all(${params.add(query.notOnPage)}::bigint[])`);
  // A job alert's digest: only the jobs new since its last run.
  if (query.publishedAfter)
    where.push(`s.published_at > ${params.add(query.publishedAfter)}`, `s.published_at <= ${params.add(query.now)}`);
  let tsquery: string | null = null;
  let germanQuery: string | null = null;
  if (request.fulltext && query.words) {
    const words = params.add(JSON.stringify(query.words));
    tsquery = `job_search_query(${words}::jsonb)`;
    germanQuery = `job_search_query(${words}::jsonb, true)`;
    if (wordsBy === 'document') where.push(`s.document @@ ${tsquery}`);
    if (wordsBy === 'title') {
      where.push(`s.title_document @@ ${tsquery}`);
      // A title match is a match of the whole text, except with a word the text must not have.
      if (/(^|\s)-\S/.test(request.fulltext.keys)) where.push(`ts_match_vq(s.document, ${tsquery})`);
    }
  }

  let distance: string | null = null;
  // The term sets asked with the place (a set with too many pairs is asked on its own instead).
  let termsByPlace: Array<readonly string[]> = [];
  const geo = request.geoLocation;
  if (hasPoint(geo)) {
    const kx = kmPerDegreeLon(geo.lat);
    const [lat, lon] = [params.add(geo.lat), params.add(geo.lon)];
    // Only `pt` (not lat/lon): everything a place search reads is in the point index (index-only scans).
    distance = `sqrt(power((s.pt[0] - ${lon}) * ${params.add(kx)}, 2) + power((s.pt[1] - ${lat}) * ${KM_PER_DEGREE_LAT}, 2))`;
    if (geo.radius !== null) {
      // The circle against the grid cells: the same arithmetic as `distance`.
      const { box, overlap: againstCircle } = circleOnGrid(geo.lat, geo.lon, geo.radius);
      const { minLon, minLat, maxLon, maxLat } = box;
      // The circle's cells: finer at its edge while few (16; 6 when the terms cut the rows read too).
      const cover = () => coveringCells(box, againstCircle, indexedTerms.length > 0 ? FEW_CELLS : MAX_CELLS);
      const pairs =
        placeBy === 'cells'
          ? indexedTerms.map((terms) => ({ terms, keys: termCells(terms, box, againstCircle) })).filter((p) => p.keys !== null)
          : [];
      termsByPlace = pairs.map((p) => p.terms);
      let area: string;
      if (pairs.length > 0) {
        // Without words the pairs alone would choose the rows read — with the whole-degree cells'
        // corners outside the circle, at a 25 km radius ten times the circle's jobs: the circle's finer
        // cells are asked too, when it has any. With words, few of those rows are left anyway.
        const finer = tsquery ? null : cover();
        area = [
          ...pairs.map((p) => `s.term_cells && ${params.add(p.keys)}::bigint[]`),
          ...(finer?.some((cell) => cell >= GRID_CELL_OFFSET) ? [`s.cells && ${params.add(finer)}::int[]`] : []),
        ].join(' and ');
      } else if (placeBy === 'cells') area = `s.cells && ${params.add(cover())}::int[]`;
      else if (placeBy === 'points')
        area = `s.pt <@ box(point(${params.add(minLon)}, ${params.add(minLat)}), point(${params.add(maxLon)}, ${params.add(maxLat)}))`;
      else
        area = `s.pt[0] between ${params.add(minLon)} and ${params.add(maxLon)} and s.pt[1] between ${params.add(minLat)} and ${params.add(maxLat)}`;
      where.push('s.pt is not null', area, `${distance} <= ${params.add(geo.radius)}`);
    }
  }
  const sample = sampledBy(shift);
  if (sample) where.push(sample);
  if (geo?.locationType === 'administrative_area_level_1' && geo.administrativeArea) {
    where.push(`lower(s.administrative_area) = lower(${params.add(geo.administrativeArea)})`);
  }
  if ((geo?.locationType === 'administrative_area_level_1' || geo?.locationType === 'country') && geo.country) {
    where.push(`s.country_code = ${params.add(geo.country)}`);
  }

  const groups = facetGroupsOf(request).map(({ field, ids }) => ({
    field,
    sql:
      field === 'company'
        ? `s.organization_id = any(${params.add(ids)}::bigint[])`
        : // `row`: the function behind `&&`, which no index answers, so the date index is walked; terms
          // asked with the place need not be asked again on their own (a long list to step through).
          `${placeBy === 'row' || termsByPlace.some((terms) => ids.every((id) => terms.includes(id))) ? 'arrayoverlap(s.term_ids, ' : 's.term_ids && ('}${params.add(ids)}::bigint[])`,
  }));
  for (const group of request.condition_group.groups) {
    if (facetOfGroup(group)) continue;
    // The title filter: the organization of that name,
    // the whole name in any case — a link "all jobs of X" must not bring in "X Holding" or "Y & X".
    const like = group.conditions.filter((c) => c.operator === 'LIKE');
    if (like.length > 0) where.push(`(${like.map((c) => `s.organization_name ilike ${params.add(escapeLike(c.value))}`).join(' or ')})`);
  }
  return { where, groups, tsquery, germanQuery, distance, termsByPlace: termsByPlace.length > 0 };
}

/** The groups of facet terms (not organizations): every match has one of each group's ids. */
export const termGroupsOf = (groups: readonly FacetGroup[]): FacetGroup[] => groups.filter((g) => g.field !== 'company');

/**
 * Term ids every job of the sets has one of, when each set is narrowed by at least one term group:
 * an index condition implied by the sets' own (null when one set has no term group).
 */
export function termsOfEverySet(groups: readonly FacetGroup[], sets: readonly CountedSet[]): string[] | null {
  const terms = termGroupsOf(groups);
  if (!sets.every((set) => terms.some((g) => g.field !== set.without))) return null;
  return [...new Set(terms.flatMap((g) => g.ids))];
}

/**
 * Nearest first on a large set without sorting all of it. The point index walks jobs by distance in
 * degrees (`<->`), which is not the order in km (a degree of longitude is shorter than one of
 * latitude), so it only finds the `k` nearest in degrees; the farthest of them in km, D, bounds the
 * page: every job nearer than D in km lies within D / min(km per degree) degrees — a circle the
 * index answers (a few times `k` jobs), sorted in km. Same order as the exact pass.
 */
export function nearest(
  params: Params,
  f: Filters,
  geo: { readonly lat: number; readonly lon: number },
  k: number,
): { with: string; where: string } {
  const center = `point(${params.add(geo.lon)}, ${params.add(geo.lat)})`;
  const kx = kmPerDegreeLon(geo.lat);
  const perDegree = params.add(Math.max(Math.min(kx, KM_PER_DEGREE_LAT), 1e-6));
  const where = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
  return {
    with: `with near as materialized (select ${f.distance} as km from job_search s where ${where} order by s.pt <-> ${center} limit ${params.add(k)})`,
    // Fewer than k: they are all there are. The factor covers rounding at the circle's edge.
    where: `s.pt <@ circle(${center}, coalesce((select case when count(*) >= ${params.add(k)} then max(km) end from near) / ${perDegree} * 1.000001, 360))`,
  };
}

/**
 * Relevance: how well the title's words (A), the parts of its compounds (B), and organization and place
 * (C) match, from the small `title_document` (migrations 0013, 0015) rather than the whole TOASTed text;
 * jobs matching only in their text rank 0 and follow newest first. The German readings count twice:
 * the English and French stemmers also read German words, and cut them short ("Laborant" → "labor").
 */
export const titleRank = (f: Filters, p = 's') =>
  `(2 * coalesce(ts_rank(${p}.title_document, ${f.germanQuery}), 0) + coalesce(ts_rank(${p}.title_document, ${f.tsquery}), 0))`;

export const rankOf = (request: JobSearchRequest, f: Filters) =>
  f.tsquery && request.sort === 'relevance' ? `case when s.title_document @@ ${f.tsquery} then ${titleRank(f)} else 0 end` : 'null::float4';

/** The page's order over rows with `rank` and `distance` columns (prefix `p`). */
export function orderBy(request: JobSearchRequest, f: Filters, p: string): string {
  const newest = `${p}.published_at desc, ${p}.job_id desc`;
  if (request.sort === 'relevance' && f.tsquery) return `${p}.rank desc, ${newest}`;
  if (request.sort === 'distance' && f.distance) return `${p}.distance asc nulls last, ${newest}`;
  return newest;
}
