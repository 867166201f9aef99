import type {
  ResumeCard,
  ResumeFacetCount,
  ResumeSearchIndex,
  ResumeSearchPage,
} from '../../../application/platform/resume-search/resume-search-index.port';
import type { CareerStatus } from '../../../domain/resume/resume';
import { RESUME_SEARCH_EXACT_LIMIT } from '../../../domain/resume-search/resume-search-estimates';
import type { ResumeFacet, ResumeSearchQuery } from '../../../domain/resume-search/resume-search-query';
import type { Translated } from '../../../domain/shared/locale';
import type { Queryable } from '../accounts/queryable';
import { KM_LAT, KM_LON, radiusCells } from './resume-search-cells';
import { SPARSEST_SHIFT, sampledBy, sampleShiftFor } from './resume-search-sampling';
import { isEntityId } from '../../../domain/shared/entity-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Facets with open value lists (skills, occupations) count their most frequent values only. */
const OPEN_FACET_VALUES = 30;

interface CardRow {
  public_id: string;
  headline: string;
  desired_location: string;
  career_status: CareerStatus | null;
  languages: string[];
  skills: string[];
  occupations: string[];
  updated_at: string;
}

/** The resumes an organization may see: not hidden, not blocking it ($1). */
const VISIBLE = `i.visibility <> 'hidden'
    and not exists (select 1 from resume_blocked_organizations b where b.user_id = i.user_id and b.organization_id = $1)`;
/** The words ($2, '' for none). */
const WORDS = `($2 = '' or i.document @@ job_search_reading($2))`;
/** Within $5 km of the point ($3 lat, $4 lon): the flat-earth distance. */
const WITHIN = `sqrt(power((i.pt[0] - $4::float8) * ${KM_LON} * cos(radians($3::float8)), 2) + power((i.pt[1] - $3::float8) * ${KM_LAT}, 2)) <= $5::float8`;
/**
 * The grid cells of a radius (migration 0151) as an array literal: whole numbers this module computed
 * (`radiusCells`), never text from the request. A literal rather than a parameter, so the planner
 * estimates `cells &&` from the column's statistics for these very cells.
 */
type Cells = readonly number[] | null;
const cellsLiteral = (cells: readonly number[]) => `'{${cells.map((c) => Math.trunc(c)).join(',')}}'::int[]`;
/**
 * The place (migration 0111): within $5 km of the point ($3 lat, $4 lon), and in the country $6 and
 * federal state $7, each null for none. A resume is placed only while its point was found for its current
 * desired location (the trigger forgets it on a change).
 *
 * `cells` (those of the radius, null for none) adds the cells, which the words-and-cells index matches
 * together with the words before any resume is read; the exact distance is tested on what is left. A sample,
 * bounded by itself, is read without them.
 */
const place = (
  cells: Cells,
) => `($3::float8 is null or (${cells ? `i.cells && ${cellsLiteral(cells)} and ` : 'i.pt is not null and '}${WITHIN}))
    and ($6::text is null or i.country_code = $6::text)
    and ($7::text is null or lower(i.administrative_area) = lower($7::text))`;

/** What a search reads before facets: visible to the organization, the words, the place ($1 to $7). */
const base = (cells: Cells) => `${VISIBLE} and ${WORDS} and ${place(cells)}`;
/** Every facet's choices: $8 career statuses, $9 languages, $10 skills, $11 occupation ids. */
const M_CAREER = `(cardinality($8::text[]) = 0 or i.career_status = any($8::text[]))`;
const M_LANGUAGES = `(cardinality($9::text[]) = 0 or i.languages && $9::text[])`;
const M_SKILLS = `(cardinality($10::text[]) = 0 or i.skills && $10::text[])`;
const M_OCCUPATIONS = `(cardinality($11::bigint[]) = 0 or i.occupations && $11::bigint[])`;
const ALL_FACETS = [M_CAREER, M_LANGUAGES, M_SKILLS, M_OCCUPATIONS].join(' and ');
/**
 * The same condition for reading every match (a page read by sorting them, an exact recount of a small
 * total), the career status asked as a one-element array so the words-and-facets index (migration 0153)
 * answers it with the other facets. Only there: the other statements' plans (a walk newest first, the
 * samples) are best without it.
 */
const ALL_FACETS_INDEXED = [
  `(cardinality($8::text[]) = 0 or array[i.career_status] && $8::text[])`,
  M_LANGUAGES,
  M_SKILLS,
  M_OCCUPATIONS,
].join(' and ');
const NEWEST = 'i.updated_at desc, i.user_id desc';

/*
 * The statement's parameters: $1 organization, $2 words ('' for none), $3 to $7 the place, $8 career
 * statuses, $9 languages, $10 skills, $11 occupation ids; a statement's own from $12. A resume is visible to the organization when it is not hidden and does
 * not block it; each facet's own match is a column, so every facet is counted with the other facets'
 * choices but not its own (what a multi-select shows next to each value). Only what the counts and the
 * order need is in a match: the cards' text is read for the page's rows alone, and only a row that matches
 * every facet (the only ones ordered) is ranked, ranking being the costly part. `also` narrows the rows
 * read (a sample).
 */
const matching = (also: string | null, ranked: boolean, cells: Cells) => `
  select i.user_id, i.career_status, i.languages, i.skills, i.occupations, i.updated_at, i.listed_at,
         ${ranked ? `case when $2 = '' or not (${ALL_FACETS}) then 0 else ts_rank_cd(i.document, job_search_reading($2)) end` : '0'} as rank,
         ${M_CAREER} as m_career, ${M_LANGUAGES} as m_languages, ${M_SKILLS} as m_skills, ${M_OCCUPATIONS} as m_occupations
  from resume_search_index i
  where ${base(cells)}${also ? ` and ${also}` : ''}`;

/** Every facet's counts over the matches `m` (open facets: their most frequent values). */
const FACET_COUNTS = `(select json_agg(f) from (
    select 'careerStatus' as facet, career_status as value, count(*) as count from m
     where career_status is not null and m_languages and m_skills and m_occupations group by career_status
    union all
    select 'languages', v, count(*) from m, unnest(m.languages) v where m_career and m_skills and m_occupations group by v
    union all
    (select 'skills', v, count(*) from m, unnest(m.skills) v where m_career and m_languages and m_occupations
      group by v order by count(*) desc, v limit ${OPEN_FACET_VALUES})
    union all
    (select 'occupations', v::text, count(*) from m, unnest(m.occupations) v where m_career and m_languages and m_skills
      group by v order by count(*) desc, v limit ${OPEN_FACET_VALUES})) f)`;

/** A card of the row `c` of resume_search_index. */
const CARD = `json_build_object('public_id', c.public_id, 'headline', c.headline, 'desired_location', c.desired_location,
  'career_status', c.career_status, 'languages', c.languages, 'skills', c.skills, 'occupations', c.occupations::text[], 'updated_at', c.updated_at)`;

const params = (q: ResumeSearchQuery, organizationId: string) => [
  organizationId,
  q.keywords,
  q.place?.kind === 'radius' ? q.place.lat : null,
  q.place?.kind === 'radius' ? q.place.lon : null,
  q.place?.kind === 'radius' ? q.place.radiusKm : null,
  q.place ? q.place.country : null,
  q.place?.kind === 'region' ? q.place.administrativeArea : null,
  q.careerStatus,
  q.languages,
  q.skills,
  q.occupations,
];

type FacetRow = { facet: ResumeFacet; value: string; count: string };

/**
 * How much one search may read. A search whose words match (before facets) at most `exactLimit`
 * resumes is answered exactly: every match counted and ranked. A larger one is counted from the densest
 * sample expected to hold at most `sampleLimit` of its matches, scaled up and marked as an estimate (the
 * total is exact when the sample holds too few matches to estimate it, see TOO_FEW_SAMPLED). Its page is
 * the newest matches (with words the `rankCandidates` most recently updated matches ranked by relevance
 * first, the older ones following newest first), found one of two ways with the same result: by walking
 * the resumes newest first until enough match, or, when the sample says that walk would be long (more
 * than `walkLimit` resumes and `sortCost` times the matches) and the matches are at most `sortLimit`, by
 * reading the matches through the word, cell and facet index and sorting them.
 */
export interface ResumeSearchLimits {
  readonly exactLimit: number;
  readonly sampleLimit: number;
  readonly rankCandidates: number;
  /** A radius is read through the grid cells' index (migration 0151); without, its distance is tested on every row the other conditions find. */
  readonly placeByCells: boolean;
  /** The most resumes a newest-first walk for the page is expected to read before the matches are sorted instead. */
  readonly walkLimit: number;
  /** The most matches (estimated from the sample) read and sorted for a page instead of walking. */
  readonly sortLimit: number;
  /** What reading and sorting a match costs against walking a row (the walk must be this many times longer to sort instead). */
  readonly sortCost: number;
}

/** Measured at 100,000 resumes (tests/bench/README.md). The search page's note on estimates names the exact limit. */
export const RESUME_SEARCH_LIMITS: ResumeSearchLimits = {
  exactLimit: RESUME_SEARCH_EXACT_LIMIT,
  sampleLimit: 1_000,
  rankCandidates: 200,
  placeByCells: true,
  walkLimit: 2_000,
  sortLimit: 10_000,
  sortCost: 8,
};

/**
 * A circle holding more than this share of the placed resumes is matched by the distance alone: its cells
 * would hand over nearly every resume, and intersecting their long posting lists with the words' and
 * facets' cost more than testing the distance on the rows those find (Pflege, professional, en/fr within
 * 100 km of Stuttgart, 83 % of the resumes: 63–82 ms against 92–172 ms at 100,000 resumes, host load 12).
 */
const BROAD_CIRCLE = 0.5;
/** The share of the sparsest sample's placed resumes within the radius ($3 to $5): cheap, ≈ 200 rows at 100,000. */
const IN_CIRCLE = `(select count(*) filter (where ${WITHIN})::float8 / greatest(count(*), 1)
   from resume_search_index i where i.visibility <> 'hidden' and i.pt is not null and ${sampledBy(SPARSEST_SHIFT)})`;

/** The sparsest sample's estimate skips the exact check when it is this many times the exact limit. */
const CLEARLY_ABOVE = 4;
/**
 * Fewer sampled matches than this say too little (an error of a third and more): the total is counted
 * exactly instead, up to the exact limit. A page 1 that is not full is its own exact total.
 */
const TOO_FEW_SAMPLED = 10;

/** Resume search on `resume_search_index` (migrations 0040, 0106, 0111, 0131, 0151 and 0153), kept by the resume's own writes. */
export class PostgresResumeSearchIndex implements ResumeSearchIndex {
  constructor(
    private readonly db: Queryable,
    private readonly limits: ResumeSearchLimits = RESUME_SEARCH_LIMITS,
  ) {}

  async search(query: ResumeSearchQuery, viewer: { readonly organizationId: string }, perPage: number): Promise<ResumeSearchPage> {
    const p = params(query, viewer.organizationId);
    const offset = (query.page - 1) * perPage;
    const { exactLimit } = this.limits;
    // The sparsest sample (1 in 512) says cheaply whether the words match far more than the exact
    // path takes; below or near the limit the matches are read (up to one more than the limit) to choose.
    // Its matches of every facet, and the table's size, say roughly how long a newest-first walk would be.
    // With a radius it also says which share of the placed resumes lie in the circle (see BROAD_CIRCLE).
    const radiusCells = this.cellsOf(query);
    const { rows: sparsest } = await this.db.query<{ matches: string; with_facets: string; resumes: number; in_circle: number | null }>(
      `select count(*) as matches, count(*) filter (where ${ALL_FACETS}) as with_facets,
              (select reltuples from pg_class where oid = 'resume_search_index'::regclass)::float8 as resumes,
              ${radiusCells ? IN_CIRCLE : 'null::float8'} as in_circle
       from resume_search_index i where ${VISIBLE} and ${WORDS} and ${place(null)} and ${sampledBy(SPARSEST_SHIFT)}`,
      p,
    );
    const inSparsest = Number(sparsest[0]!.matches);
    const resumes = sparsest[0]!.resumes >= 0 ? sparsest[0]!.resumes : null;
    const cells = (sparsest[0]!.in_circle ?? 0) > BROAD_CIRCLE ? null : radiusCells;
    const estimate = inSparsest * 2 ** SPARSEST_SHIFT;
    const estimated = () => this.estimated(query, p, perPage, offset, cells, inSparsest, Number(sparsest[0]!.with_facets), resumes);
    // Clearly above the limit: the samples alone. Below it: the exact answer, which nearly always holds.
    // Between: the sparsest sample cannot tell (a handful of its rows), so both run side by side and the
    // exact answer wins when the matches were few enough; waiting for it to give up first cost a search
    // just above the limit the exact attempt's reading and the samples' one after the other.
    if (estimate > CLEARLY_ABOVE * exactLimit) return estimated();
    if (estimate <= exactLimit) return (await this.exact(p, perPage, offset, cells)) ?? estimated();
    const [exact, sampled] = await Promise.all([this.exact(p, perPage, offset, cells), estimated()]);
    return exact ?? sampled;
  }

  /**
   * The answer of a set too large to count exactly: totals and facet counts from a sample scaled up, the
   * page read by walking or sorting (see ResumeSearchLimits). `inSparsest` and `withFacets` are the
   * sparsest sample's matches before and after facets.
   */
  private async estimated(
    query: ResumeSearchQuery,
    p: unknown[],
    perPage: number,
    offset: number,
    cells: Cells,
    inSparsest: number,
    withFacets: number,
    resumes: number | null,
  ): Promise<ResumeSearchPage> {
    const { exactLimit, sampleLimit } = this.limits;
    const BASE = base(cells);
    const shift = sampleShiftFor(inSparsest, sampleLimit);
    const withWords = query.keywords !== '';
    const end = offset + perPage;
    // A walk short by the sparsest sample's matches runs beside the sample, as always; otherwise the
    // sample comes first, and its count says whether to walk or to sort. Through the cells both ways are
    // index reads of the matches, a wrong guess costs little: the rough count decides, and the page runs
    // beside the sample.
    const roughlySorted = this.sorts(query, end, withFacets << SPARSEST_SHIFT, resumes, cells);
    const [sampled, page] =
      !roughlySorted || cells
        ? await Promise.all([this.sampled(p, shift, withWords), this.page(query, p, perPage, offset, cells, roughlySorted)])
        : await this.sampled(p, shift, withWords).then(
            async (s) =>
              [s, await this.page(query, p, perPage, offset, cells, this.sorts(query, end, s.total << shift, resumes, cells))] as const,
          );
    const { ids } = page;
    let total = Math.max(sampled.total << shift, offset + ids.length);
    let totalEstimated = true;
    if (query.page === 1 && ids.length < perPage) [total, totalEstimated] = [ids.length, false];
    else if (sampled.total < TOO_FEW_SAMPLED) {
      // Counted through the words-and-facets index, which hands over only the rows having every facet
      // (the career status asked as its array): with the scalar test the planner read one facet's rows
      // and tested the others on each (2,500 rows for 715 at 100,000 resumes, 30–85 ms against 20).
      const exactTotal =
        page.total ??
        (await this.count(`select 1 from resume_search_index i where ${BASE} and ${ALL_FACETS_INDEXED} limit ${exactLimit + 1}`, p));
      if (exactTotal <= exactLimit) [total, totalEstimated] = [exactTotal, false];
    }
    const facets = sampled.facets.map((f) => ({ ...f, count: String(Number(f.count) << shift) }));
    return this.answer(await this.cards(ids), facets, total, { totalEstimated, estimated: true });
  }

  /**
   * Every match counted and ranked, in one statement; null when the words and the place (before facets)
   * match more than the exact limit. The matches are read once, up to one more than the limit: the
   * counts, the page and the facets are computed only when they are few enough (a subquery under a
   * false `case` never runs), so a larger set costs the reading alone before it goes to the samples.
   */
  private async exact(p: unknown[], perPage: number, offset: number, cells: Cells): Promise<ResumeSearchPage | null> {
    const few = `(select count(*) from m) <= ${this.limits.exactLimit}`;
    const { rows } = await this.db.query<{ few: boolean; total: string; items: CardRow[] | null; facets: FacetRow[] | null }>(
      `with m as materialized (${matching(null, true, cells)} limit ${this.limits.exactLimit + 1})
       select
         ${few} as few,
         case when ${few} then (select count(*) from m where m_career and m_languages and m_skills and m_occupations) end as total,
         case when ${few} then (select json_agg(${CARD} order by p.rank desc, p.updated_at desc, p.user_id desc) from (
            select user_id, rank, updated_at from m where m_career and m_languages and m_skills and m_occupations
            order by rank desc, updated_at desc, user_id desc limit $12 offset $13) p
            join resume_search_index c on c.user_id = p.user_id) end as items,
         case when ${few} then ${FACET_COUNTS} end as facets`,
      [...p, perPage, offset],
    );
    const row = rows[0]!;
    if (!row.few) return null;
    return this.answer(row.items ?? [], row.facets ?? [], Number(row.total), { totalEstimated: false, estimated: false });
  }

  /** The facet counts and the total of the sample 1 in 2^shift, unscaled. */
  private async sampled(p: unknown[], shift: number, withWords: boolean): Promise<{ total: number; facets: FacetRow[] }> {
    const { rows } = await this.db.query<{ total: string; facets: FacetRow[] | null }>(
      `with m as materialized (${matching(sampledBy(shift, 'i.user_id', withWords), false, null)})
       select (select count(*) from m where m_career and m_languages and m_skills and m_occupations) as total, ${FACET_COUNTS} as facets`,
      p,
    );
    return { total: Number(rows[0]!.total), facets: rows[0]!.facets ?? [] };
  }

  /**
   * Whether the page of a large set is read by sorting its matches rather than walking the resumes newest
   * first. The walk reads about `resumes / expected` rows per match it needs (the `end` of the page, with
   * words at least the rank candidates): with few matches most of the table, all of it when nothing
   * matches. Sorting reads the matches alone (the word, cell and facet index of migration 0153 hands over
   * only resumes having them all), each costing `sortCost` rows walked, and at most `sortLimit` of them.
   * With a radius the walk is no walk: the planner reads the words' and cells' matches and tests the
   * facets on each, so sorting the matches is cheaper as soon as the walk would be long (measured at
   * 100,000 resumes, tests/bench/README.md). An unknown table size counts as a long walk.
   */
  private sorts(query: ResumeSearchQuery, end: number, expected: number, resumes: number | null, cells: Cells): boolean {
    const needed = query.keywords === '' ? end : Math.max(end, this.limits.rankCandidates);
    const walk = resumes === null ? Number.POSITIVE_INFINITY : (needed * resumes) / Math.max(expected, 1);
    const { walkLimit, sortLimit, sortCost } = this.limits;
    return walk > walkLimit && walk > expected * (cells ? Math.min(sortCost, 1) : sortCost) && expected <= sortLimit;
  }

  /**
   * The page's resume ids of a large set, newest first; with words the most recently updated
   * `rankCandidates` matches come first, by relevance (the same order as the exact answer's among them).
   * Sorted (`sorts`), the matches are read once and also counted (`total`); walked, they are not (null).
   */
  private async page(
    query: ResumeSearchQuery,
    p: unknown[],
    perPage: number,
    offset: number,
    cells: Cells,
    sorted: boolean,
  ): Promise<{ ids: string[]; total: number | null }> {
    const where = `${base(cells)} and ${sorted ? ALL_FACETS_INDEXED : ALL_FACETS}`;
    const end = offset + perPage;
    const candidates = query.keywords === '' ? 0 : this.limits.rankCandidates;
    // The ranked candidates' part of the page, then the part after them, newest first.
    const ranked = offset < candidates ? { from: offset, count: Math.min(end, candidates) - offset } : null;
    const newestFrom = Math.max(offset, candidates);
    const newest = end > newestFrom ? { from: newestFrom, count: end - newestFrom } : null;
    if (sorted) return this.sortedPage(where, p, candidates, ranked, newest);
    const ids: string[] = [];
    if (ranked)
      ids.push(
        ...(
          await this.db.query<{ user_id: string }>(
            `select c.user_id::text from (
               select i.user_id, i.updated_at, i.document from resume_search_index i where ${where} order by ${NEWEST} limit $12) c
             order by ts_rank_cd(c.document, job_search_reading($2)) desc, c.updated_at desc, c.user_id desc limit $13 offset $14`,
            [...p, candidates, ranked.count, ranked.from],
          )
        ).rows.map((r) => r.user_id),
      );
    if (newest)
      ids.push(
        ...(
          await this.db.query<{ user_id: string }>(
            `select i.user_id::text from resume_search_index i where ${where} order by ${NEWEST} limit $12 offset $13`,
            [...p, newest.count, newest.from],
          )
        ).rows.map((r) => r.user_id),
      );
    return { ids, total: null };
  }

  /**
   * The page of `page` read by sorting: every match read once through the indexes of the words, the
   * radius's cells and the facets (a materialized set has no order the newest-first index could serve, so
   * the planner does not walk it), counted, and the page's parts sorted from it. The candidates' text is
   * read for them alone, to rank them.
   */
  private async sortedPage(
    where: string,
    p: unknown[],
    candidates: number,
    ranked: { from: number; count: number } | null,
    newest: { from: number; count: number } | null,
  ): Promise<{ ids: string[]; total: number }> {
    const { rows } = await this.db.query<{ total: string; ranked: string[] | null; newest: string[] | null }>(
      `with m as materialized (select i.user_id, i.updated_at from resume_search_index i where ${where})
       select (select count(*) from m) as total,
         case when $13::int > 0 then array(
           select c.user_id::text from (select user_id, updated_at from m order by updated_at desc, user_id desc limit $12) c
             join resume_search_index d on d.user_id = c.user_id
           order by ts_rank_cd(d.document, job_search_reading($2)) desc, c.updated_at desc, c.user_id desc limit $13 offset $14) end as ranked,
         case when $15::int > 0 then array(
           select user_id::text from m order by updated_at desc, user_id desc limit $15 offset $16) end as newest`,
      [...p, candidates, ranked?.count ?? 0, ranked?.from ?? 0, newest?.count ?? 0, newest?.from ?? 0],
    );
    const row = rows[0]!;
    return { ids: [...(row.ranked ?? []), ...(row.newest ?? [])], total: Number(row.total) };
  }

  private async cards(ids: readonly string[]): Promise<CardRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<{ user_id: string; card: CardRow }>(
      `select c.user_id::text, ${CARD} as card from resume_search_index c where c.user_id = any($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.user_id, r.card]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private cellsOf(query: ResumeSearchQuery): Cells {
    if (query.place?.kind !== 'radius' || !this.limits.placeByCells) return null;
    return radiusCells(query.place.lat, query.place.lon, query.place.radiusKm);
  }

  private async count(select: string, p: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(`select count(*) as n from (${select}) x`, p);
    return Number(rows[0]!.n);
  }

  private async answer(
    items: readonly CardRow[],
    facets: readonly FacetRow[],
    total: number,
    marks: { readonly totalEstimated: boolean; readonly estimated: boolean },
  ): Promise<ResumeSearchPage> {
    const labels = await this.occupationLabels([
      ...items.flatMap((i) => i.occupations),
      ...facets.filter((f) => f.facet === 'occupations').map((f) => f.value),
    ]);
    return {
      total,
      ...marks,
      items: items.map((i) => this.card(i, labels)),
      facets: facets.map(
        (f): ResumeFacetCount => ({
          facet: f.facet,
          value: f.value,
          label: f.facet === 'occupations' ? (labels.get(f.value) ?? null) : null,
          count: Number(f.count),
        }),
      ),
    };
  }

  async listedSince(
    query: ResumeSearchQuery,
    viewer: { readonly organizationId: string },
    since: Date,
    limit: number,
  ): Promise<readonly ResumeCard[]> {
    const { rows } = await this.db.query<{ card: CardRow }>(
      `select ${CARD} as card from (${matching(null, false, this.cellsOf(query))}) m join resume_search_index c on c.user_id = m.user_id
       where m_career and m_languages and m_skills and m_occupations and m.listed_at > $12
       order by m.listed_at desc, m.user_id desc limit $13`,
      [...params(query, viewer.organizationId), since, limit],
    );
    const labels = await this.occupationLabels(rows.flatMap((r) => r.card.occupations));
    return rows.map((r) => this.card(r.card, labels));
  }

  async ownerOf(publicId: string): Promise<string | null> {
    if (!UUID.test(publicId)) return null;
    const { rows } = await this.db.query<{ user_id: string }>('select user_id::text from resume_search_index where public_id = $1', [
      publicId,
    ]);
    return rows[0]?.user_id ?? null;
  }

  async publicIdOf(ownerId: string): Promise<string | null> {
    if (!isEntityId(ownerId)) return null;
    const { rows } = await this.db.query<{ public_id: string }>('select public_id::text from resume_search_index where user_id = $1', [
      ownerId,
    ]);
    return rows[0]?.public_id ?? null;
  }

  async knownOccupations(ids: readonly string[]): Promise<readonly string[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `select id::text from terms where vocabulary = 'occupations' and id = any($1::bigint[])`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  private card(row: CardRow, labels: ReadonlyMap<string, Translated>): ResumeCard {
    return {
      id: row.public_id,
      headline: row.headline,
      desiredLocation: row.desired_location,
      careerStatus: row.career_status,
      languages: row.languages,
      skills: row.skills,
      occupations: row.occupations.flatMap((id) => {
        const label = labels.get(id);
        return label ? [{ id, label }] : [];
      }),
      updatedAt: new Date(row.updated_at),
    };
  }

  async occupationLabels(ids: readonly string[]): Promise<Map<string, Translated>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; labels: Translated }>(
      'select id::text, labels from terms where id = any($1::bigint[])',
      [unique],
    );
    return new Map(rows.map((r) => [r.id, r.labels]));
  }
}
