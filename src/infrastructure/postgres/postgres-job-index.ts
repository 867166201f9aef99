import type pg from 'pg';
import type {
  FacetCount,
  FacetGroupCount,
  JobIndex,
  JobIndexAnswer,
  JobIndexHit,
  JobIndexQuery,
} from '../../application/platform/search/job-index.port';
import {
  FACET_VOCABULARY,
  type JobFacetField,
  type SearchTaxonomy,
  type SearchTerm,
  type TermFacetField,
} from '../../domain/search/job-facets';
import { facetOfGroup, hasPoint, type JobSearchRequest } from '../../domain/search/job-search-request';
import { topPlacementPage } from '../../domain/search/top-placement';
import type { Translated } from '../../domain/shared/locale';
import { FacetLabelCache } from './facet-label-cache';
import { inTransaction } from './in-transaction';
import {
  facetGroupsOf,
  filtersOf,
  nearest,
  orderBy,
  Params,
  rankOf,
  termGroupsOf,
  titleRank,
  termsOfEverySet,
  type PlaceBy,
  type WordedQuery,
} from './job-search-filters';
import { matchingTopJobs } from './job-search-tops';
import { SearchWords } from './job-search-words';
import { SAMPLE_LEVELS, countPlan, type CountedSet, type SampleLevel } from './job-search-sampling';

/*
 * The job search on the projection of migrations 0002, 0011, 0013 and 0014 (`job_search`).
 *
 * Work per request is bounded (goal: at a million jobs p95 ≤ 50 ms with words, ≤ 100 ms without). The jobs a request can touch —
 * site, not expired, place, words, organization name: its *candidates* — are read once, each with a flag
 * per narrowed facet group; one pass then yields the total, the page and the counts of every facet: a
 * narrowed facet is counted over the candidates that pass every other group (a multi-select keeps
 * offering its other values), the rest over those passing all. That pass stops reading at
 * EXACT_LIMIT candidates. Beyond it the counts come from a hashed sample of the jobs (1 in 8, 64 or
 * 512, migrations 0011 and 0013) scaled up and marked as estimates; the page is then its own statement, which
 * the date index (newest first) or the point index (nearest first) answer by reading little more
 * than the page, and the total is exact up to EXACT_LIMIT, else estimated too.
 *
 * The request's conditions are written by `job-search-filters.ts`.
 */

const FACET_VOCABULARIES = Object.values(FACET_VOCABULARY);
const FIELD_OF_VOCABULARY = new Map(Object.entries(FACET_VOCABULARY).map(([field, vocabulary]) => [vocabulary, field as TermFacetField]));

/** Candidates counted exactly; beyond, a sample. ~4,000 rows cost a few ms (measured: tests/bench/README.md). */
export const EXACT_LIMIT = 2_000;
/** A sample level is used when it holds at most this many candidates (else the next, sparser one). */
export const SAMPLE_LIMIT = 3_000;
/** The sample every search counts first, to choose its path: 1 in 64. */
const PROBE_LEVEL = SAMPLE_LEVELS[2]!;
/** How many jobs of `level` one job of the probe's sample stands for. */
const perProbeJob = (level: SampleLevel) => 2 ** (PROBE_LEVEL.shift - level.shift);
/**
 * The probe's estimates are rough (a few dozen sampled jobs): a pass is chosen when its estimate is at
 * most 1/ROOM of its limit, so that a pass rarely runs only to overflow.
 */
const ROOM = 2;

/**
 * Pages up to this deep (three of ten) of a large set are found by walking the date index from the
 * newest job: the walk reads about (offset + page size) / (share of the jobs matching) rows — a few
 * hundred for the sets that take this path — where ranking or sorting reads every match.
 */
const WALK_DEPTH = 30;

interface CountRow {
  kind: 'candidates' | 'total' | 'term' | 'group' | 'company' | 'hit';
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
  /** Jobs read (those in at least one set), and per set how many are in it, at the pass's level. */
  readonly candidates: number;
  readonly totals: readonly number[];
}

/** What one pass counts (see `pass`). */
interface PassSpec {
  readonly level: SampleLevel;
  readonly sets: readonly CountedSet[];
  readonly limit: number | null;
  readonly withPage: boolean;
  /** Runs only when the pass before it (in one statement) found at most this many candidates. */
  readonly whenBeforeAtMost?: number;
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
    /** The process's labels, shared with the job repository: a search's facets warm its cards' terms. */
    private readonly labels: FacetLabelCache = new FacetLabelCache(pool),
    /** The search texts' words as the index reads them (typo corrections kept a minute). */
    private readonly words: SearchWords = new SearchWords(pool),
  ) {}

  async search(asked: JobIndexQuery): Promise<JobIndexAnswer> {
    const worded: WordedQuery = {
      ...asked,
      words: asked.request.fulltext ? await this.words.clausesOf(asked.request.fulltext.keys) : null,
    };
    // A digest lists the new jobs, in no placement.
    const tops = asked.publishedAfter ? [] : await matchingTopJobs(this.pool, worded);
    if (tops.length === 0) return this.searchPage(worded);
    const placed = topPlacementPage(worded.request.range, tops);
    const answer = await this.searchPage({
      ...worded,
      request: { ...worded.request, range: placed.rest },
      notOnPage: tops.map((t) => t.jobId),
    });
    return { ...answer, hits: [...placed.tops, ...answer.hits] };
  }

  /** The page and counts of a query (its Top jobs, when placed first, left off the page only). */
  private async searchPage(query: WordedQuery): Promise<JobIndexAnswer> {
    const { request } = query;
    const requested = new Set(request.facets.map((f) => f.field));
    const narrowed = [...new Set(request.condition_group.groups.map(facetOfGroup).filter((f): f is JobFacetField => f !== undefined))];
    const plan = countPlan(narrowed, [...requested]);

    // 0. How many? The 1-in-64 sample answers cheaply and chooses the path: no pass is made only to
    //    learn that it overflows its limit.
    // 1. Everything exactly in one pass, when the candidates are few: in the probe's statement, started
    //    by the database only when the probe's count allows (a round trip and a planning fewer).
    const all = SAMPLE_LEVELS[0]!;
    const [probeResult, exact] = await this.passes(query, [
      { level: PROBE_LEVEL, sets: plan, limit: null, withPage: false },
      {
        level: all,
        sets: plan,
        limit: this.limits.exactLimit,
        withPage: true,
        whenBeforeAtMost: Math.floor(this.limits.exactLimit / ROOM / perProbeJob(all)),
      },
    ]);
    if (exact) return this.answer(query, [exact], exact.rows, false);
    const probe = probeResult!;
    const expected = (level: SampleLevel, set?: number) => (set === undefined ? probe.candidates : probe.totals[set]!) * perProbeJob(level);

    // 2. Too many: the jobs matching everything may still be few (a narrowed facet's own counts need
    //    the many); then page, total and the other facets' counts stay exact.
    const others = plan.filter((set) => set.without !== null);
    const main = plan.filter((set) => set.without === null);
    // The sample counts every set (an exact pass answers first for the facets it counts), so it runs
    // beside the exact pass rather than after it.
    const mainFew = others.length > 0 && expected(SAMPLE_LEVELS[0]!, 0) <= this.limits.exactLimit / ROOM;
    const [exactMain, sampled, page] = await Promise.all([
      mainFew ? this.pass(query, SAMPLE_LEVELS[0]!, main, this.limits.exactLimit, true) : null,
      this.sampled(query, plan, probe, expected),
      mainFew ? null : this.page(query),
    ]);
    const passes = exactMain ? [exactMain, sampled] : [sampled];
    return this.answer(query, passes, exactMain ? exactMain.rows : (page ?? (await this.page(query))), !exactMain);
  }

  /**
   * The densest sample expected to fit SAMPLE_LIMIT (the probe itself when that is its level); a level
   * that overflows after all gives way to the next sparser one, and the last always answers.
   */
  private async sampled(
    query: WordedQuery,
    sets: readonly CountedSet[],
    probe: PassResult,
    expected: (level: SampleLevel) => number,
  ): Promise<PassResult> {
    const levels = SAMPLE_LEVELS.slice(1);
    const fitting = levels.findIndex((level) => expected(level) <= this.limits.sampleLimit / ROOM);
    const first = fitting < 0 ? levels.length - 1 : fitting;
    for (const [i, level] of levels.entries()) {
      if (i < first) continue;
      // The probe counted these sets (and maybe more) at this level already.
      if (level.shift === PROBE_LEVEL.shift && probe.candidates <= this.limits.sampleLimit) return probe;
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
  private async pass(
    query: WordedQuery,
    level: SampleLevel,
    sets: readonly CountedSet[],
    limit: number | null,
    withPage: boolean,
  ): Promise<PassResult | null> {
    return (await this.passes(query, [{ level, sets, limit, withPage }]))[0]!;
  }

  /**
   * Passes in one statement: one round trip and one planning for all, and a pass gated by the one
   * before it (`whenBeforeAtMost`) is not started at all when that one found too many candidates.
   */
  private async passes(query: WordedQuery, specs: readonly PassSpec[]): Promise<Array<PassResult | null>> {
    const params = new Params();
    const statements = specs.map((spec, i) =>
      this.passSql(
        query,
        spec,
        params,
        i,
        spec.whenBeforeAtMost === undefined || i === 0 ? null : `(select n from p${i - 1}_size) <= ${params.add(spec.whenBeforeAtMost)}`,
      ),
    );
    const { rows } = await this.pool.query<CountRow & { pass: number }>(
      `with ${statements.map((st) => st.ctes).join(',\n')}\n${statements.flatMap((st) => st.parts).join(' union all ')}`,
      params.values,
    );
    return specs.map(({ level, sets, limit }, i) => {
      const own = rows.filter((r) => r.pass === i);
      const found = own.find((r) => r.kind === 'candidates');
      // Gated off: no candidates row.
      if (!found) return null;
      const candidates = found.n[0] ?? 0;
      const totals = own.find((r) => r.kind === 'total')?.n ?? sets.map(() => 0);
      return limit !== null && candidates > limit ? null : { level, sets, rows: own, candidates, totals };
    });
  }

  /** A pass's common table expressions (named p{i}_…) and the SELECTs of its rows (tagged with i). */
  private passSql(
    query: WordedQuery,
    { level, sets, limit, withPage }: PassSpec,
    params: Params,
    i: number,
    gate: string | null,
  ): { ctes: string; parts: string[] } {
    const facetGroups = facetGroupsOf(query.request);
    const terms = termsOfEverySet(facetGroups, sets);
    // Without words, a sample's place comes from its small partial point index.
    const placeBy: PlaceBy = query.request.fulltext || (terms && level.shift === 0) ? 'cells' : 'points';
    // Asked of the index: each term group no set leaves out, else "any of the sets' terms".
    const required = termGroupsOf(facetGroups)
      .filter((g) => sets.every((set) => set.without !== g.field))
      .map((g) => g.ids);
    // The counts include the jobs left off the page.
    const { notOnPage, ...counted } = query;
    const f = filtersOf(counted, params, {
      shift: level.shift,
      placeBy,
      indexedTerms: required.length > 0 ? required : terms ? [terms] : [],
    });
    const flags = f.groups.map((g, i) => ({ ...g, column: `g${i}` }));
    // A set's rows: every group's flag true except its own facet's (on the flags, or on the expressions).
    const memberOf = (set: CountedSet, term: (g: (typeof flags)[number]) => string) =>
      flags
        .filter((g) => g.field !== set.without)
        .map(term)
        .join(' and ') || 'true';
    const member = (set: CountedSet) => memberOf(set, (g) => `c.${g.column}`);
    // Candidates in none of the sets (they fail two groups) are not read into the pass at all. A set
    // narrowed by all the groups of another is inside it and adds nothing; left with sets that each need
    // one term group, "any of them" is one overlap with all their terms (`terms`, below) — one index
    // scan, where the planner makes one per OR-ed set.
    const groupsOf = (set: CountedSet) => flags.filter((g) => g.field !== set.without);
    const widest = sets.filter(
      (set) =>
        !sets.some(
          (other) =>
            other !== set && groupsOf(other).every((g) => groupsOf(set).includes(g)) && groupsOf(other).length < groupsOf(set).length,
        ),
    );
    const oneTermEach = terms !== null && widest.every((set) => groupsOf(set).length === 1 && groupsOf(set)[0]!.field !== 'company');
    const needed = oneTermEach ? 'true' : widest.map((set) => `(${memberOf(set, (g) => `(${g.sql})`)})`).join(' or ');
    const where = [
      ...f.where,
      ...(oneTermEach && !f.termsByPlace ? [`s.term_ids && ${params.add(terms)}::bigint[]`] : []),
      `(${needed})`,
    ].join(' and ');
    const columns = [
      's.job_id',
      's.published_at',
      's.term_ids',
      's.organization_id',
      `${f.distance ?? 'null::float8'} as distance`,
      // Ranked only where the page can come from: the jobs of the main set.
      `${withPage && f.tsquery ? `case when ${f.groups.map((g) => `(${g.sql})`).join(' and ') || 'true'} then ${rankOf(query.request, f)} end` : 'null::float4'} as rank`,
      ...flags.map((g) => `(${g.sql}) as ${g.column}`),
    ].join(', ');
    const counts = (filter: (set: CountedSet) => string) =>
      `array[${sets.map((set) => `count(*) filter (where ${filter(set)})`).join(', ')}]::int[]`;
    const limitSql = limit === null ? '' : `limit ${params.add(limit + 1)}`;
    const [cand, size, m] = [`p${i}_cand`, `p${i}_size`, `p${i}_m`];
    const fits = limit === null ? 'true' : `(select n from ${size}) <= ${params.add(limit)}`;

    const parts = [
      `select ${i} as pass, 'candidates' as kind, null::text as value, array[n]::int[] as n, null::float8 as distance from ${size}${gate ? ` where ${gate}` : ''}`,
    ];
    parts.push(`select ${i}, 'total', null, ${counts(member)}, null from ${m} c`);
    if (withPage) {
      const all =
        [
          ...flags.map((g) => `c.${g.column}`),
          ...(notOnPage && notOnPage.length > 0 ? [`c.job_id <> all(${params.add(notOnPage)}::bigint[])`] : []),
        ].join(' and ') || 'true';
      const from = `(select c.* from ${m} c where ${all}) c`;
      const order = orderBy(query.request, f, 'c');
      parts.push(`(select ${i}, 'hit', c.job_id::text, array[(row_number() over (order by ${order}))::int], c.distance from ${from}
                   order by ${order} offset ${params.add(query.request.range.first)} limit ${params.add(query.request.range.last)})`);
    }
    if (sets.some((set) => set.fields.some((field) => field !== 'company'))) {
      // Unnest in the select list (a plain projection) is many times cheaper per row than a lateral join;
      // only the flags go along, not every column of each candidate.
      parts.push(
        `select ${i}, 'term', v::text, ${counts(member)}, null from (select unnest(term_ids) as v${flags.map((g) => `, ${g.column}`).join('')} from ${m}) c group by v`,
      );
      // A facet group counts the jobs having any of its terms: each job once per group (not per term).
      parts.push(
        `select ${i}, 'group', grp::text, ${counts(member)}, null from (
           select distinct on (c.job_id, t.group_id) t.group_id as grp${flags.map((g) => `, c.${g.column}`).join('')}
           from (select job_id, unnest(term_ids) as v${flags.map((g) => `, ${g.column}`).join('')} from ${m}) c
           join terms t on t.id = c.v and t.group_id is not null) c group by grp`,
      );
    }
    const companySet = sets.findIndex((set) => set.fields.includes('company'));
    if (companySet >= 0) {
      // Thousands of employers at scale: only the facet's limit of them is labelled and answered.
      const facetLimit = query.request.facets.find((facet) => facet.field === 'company')?.limit ?? 0;
      const inSet = member(sets[companySet]!);
      parts.push(`(select ${i}, 'company', c.organization_id::text, ${counts(member)}, null from ${m} c where ${inSet}
                   group by c.organization_id order by count(*) desc, c.organization_id limit ${params.add(facetLimit)})`);
    }
    return {
      ctes: `${cand} as materialized (select ${columns} from job_search s where ${gate ? `${gate} and ` : ''}${where} ${limitSql}),
             ${size} as (select count(*)::int as n from ${cand}),
             ${m} as (select * from ${cand} where ${fits})`,
      parts,
    };
  }

  /**
   * The page of a large set on its own. Its first pages: newest first, a walk down the date index;
   * by relevance, the jobs whose title or heading has the words (ranked; the text index holds the title
   * words too), then the others newest first. Deeper, or nearest first, the matches in full (the text
   * and cells index, or the point index walked by distance).
   */
  private async page(query: WordedQuery): Promise<CountRow[]> {
    const { request } = query;
    const { first, last } = request.range;
    const byDistance = request.sort === 'distance' && hasPoint(request.geoLocation);
    if (first + last <= WALK_DEPTH && !byDistance) {
      if (!request.fulltext || request.sort !== 'relevance') return this.newest(query, first, last, false);
      const titled = await this.titled(query, first + last);
      if (titled.length >= first + last) return titled.slice(first);
      const others = await this.newest(query, Math.max(0, first - titled.length), last - Math.max(0, titled.length - first), true);
      return [...titled.slice(first), ...others].map((r, i) => ({ ...r, n: [i + 1] }));
    }
    const params = new Params();
    const indexedTerms = termGroupsOf(facetGroupsOf(request)).map((g) => g.ids);
    const f = filtersOf(query, params, {
      shift: 0,
      placeBy: request.fulltext || indexedTerms.length > 0 ? 'cells' : 'points',
      indexedTerms,
    });
    const where = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
    const rank = rankOf(request, f);
    const distance = f.distance ?? 'null::float8';
    const order = orderBy(request, f, 's').replace('s.rank', rank).replace('s.distance', distance);
    const geo = request.geoLocation;
    const near = byDistance && f.distance && hasPoint(geo) && geo.radius !== null ? nearest(params, f, geo, first + last) : null;
    return this.hits(
      `${near?.with ?? ''} select s.job_id::text, ${distance} as distance from job_search s where ${where} ${near ? `and ${near.where}` : ''}
       order by ${order} offset ${params.add(first)} limit ${params.add(last)}`,
      params,
    );
  }

  /**
   * Newest first, walking the date index: place and facets are compared in each row (no other index
   * is tried), the words last and only in the rows passing the rest (each text read is ~5 kB). With
   * `untitled`, only jobs whose title and heading lack the words (those rank 0).
   */
  private async newest(query: WordedQuery, offset: number, limit: number, untitled: boolean): Promise<CountRow[]> {
    if (limit <= 0) return [];
    const params = new Params();
    const f = filtersOf(query, params, { shift: 0, placeBy: 'row', wordsBy: 'row' });
    const rest = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
    const words = f.tsquery
      ? `ts_match_vq(s.document, ${f.tsquery})${untitled ? ` and not ts_match_vq(s.title_document, ${f.tsquery})` : ''}`
      : 'true';
    const sql = `select s.job_id::text, ${f.distance ?? 'null::float8'} as distance from job_search s
       where ${rest} and case when ${rest} then ${words} else false end
       order by s.published_at desc, s.job_id desc offset ${params.add(offset)} limit ${params.add(limit)}`;
    // Conditions no index answers look rare to the planner, which then reads the whole table and sorts
    // it (1.5 s at a million jobs) rather than walk the date index and stop after the page: told so.
    return inTransaction(this.pool, async (client) => {
      await client.query('set local enable_seqscan = off; set local enable_bitmapscan = off');
      return this.hits(sql, params, client);
    });
  }

  /** The first `limit` jobs whose title or heading has the words, best ranked first. */
  private async titled(query: WordedQuery, limit: number): Promise<CountRow[]> {
    const params = new Params();
    const f = filtersOf(query, params, {
      shift: 0,
      placeBy: 'cells',
      wordsBy: 'title',
      indexedTerms: termGroupsOf(facetGroupsOf(query.request)).map((g) => g.ids),
    });
    const where = [...f.where, ...f.groups.map((g) => g.sql)].join(' and ');
    return this.hits(
      `select s.job_id::text, ${f.distance ?? 'null::float8'} as distance from job_search s where ${where}
       order by ${titleRank(f)} desc, s.published_at desc, s.job_id desc limit ${params.add(limit)}`,
      params,
    );
  }

  private async hits(sql: string, params: Params, db: pg.Pool | pg.PoolClient = this.pool): Promise<CountRow[]> {
    const { rows } = await db.query<{ job_id: string; distance: number | null }>(sql, params.values);
    return rows.map((r, i) => ({ kind: 'hit', value: r.job_id, n: [i + 1], distance: r.distance }));
  }

  private async answer(
    query: WordedQuery,
    passes: readonly PassResult[],
    pageRows: readonly CountRow[],
    totalEstimated: boolean,
  ): Promise<JobIndexAnswer> {
    const hits: JobIndexHit[] = pageRows
      .filter((r) => r.kind === 'hit')
      .sort((a, b) => a.n[0]! - b.n[0]!)
      .map((r) => ({ jobId: r.value!, distanceKm: r.distance === null ? null : Math.round(r.distance * 10) / 10, top: false }));
    // The set without a left-out facet is the one of the page; its total from the first (the exact)
    // pass that counted it, sampled ones scaled up.
    const counted = passes.find((pass) => pass.sets.some((set) => set.without === null));
    const total = counted ? counted.totals[counted.sets.findIndex((set) => set.without === null)]! << counted.level.shift : 0;
    return { hits, total, totalEstimated, ...(await this.labelled(passes, query.request)) };
  }

  /** Counts with their labels and aliases; per facet by count, then label, at most the facet's limit. */
  private async labelled(
    passes: readonly PassResult[],
    request: JobSearchRequest,
  ): Promise<{ facetCounts: FacetCount[]; facetGroupCounts: FacetGroupCount[] }> {
    const rows = passes.flatMap((p) => p.rows);
    const termIds = [...new Set(rows.filter((r) => r.kind === 'term').map((r) => r.value!))];
    const companyIds = [...new Set(rows.filter((r) => r.kind === 'company').map((r) => r.value!))];
    const groupIds = [...new Set(rows.filter((r) => r.kind === 'group').map((r) => r.value!))];
    const [termById, companyById, groupById] = await Promise.all([
      this.labels.termLabels(termIds),
      this.labels.organizationLabels(companyIds),
      this.labels.groupLabels(groupIds),
    ]);
    const out: FacetCount[] = [];
    const groups: FacetGroupCount[] = [];
    const answered = new Set<JobFacetField>();
    for (const pass of passes) {
      // Each facet is counted in one set of a pass; a sample reused from the probe may count again
      // what an earlier, exact pass counted: the first pass counting a facet answers it.
      const fields = pass.sets.flatMap((set) => set.fields).filter((field) => !answered.has(field));
      const setOf = (field: JobFacetField) => (fields.includes(field) ? pass.sets.findIndex((set) => set.fields.includes(field)) : -1);
      for (const field of fields) answered.add(field);
      const estimated = pass.level.shift > 0;
      for (const r of pass.rows) {
        if (r.kind === 'term') {
          const term = termById.get(r.value!);
          const field = term && FIELD_OF_VOCABULARY.get(term.vocabulary as never);
          const set = field ? setOf(field) : -1;
          const count = set >= 0 ? r.n[set]! << pass.level.shift : 0;
          if (term && field && count > 0)
            out.push({
              field,
              value: term.id,
              count,
              estimated,
              label: term.labels,
              alias: term.aliases,
              ...(term.groupId ? { group: term.groupId } : {}),
            });
        } else if (r.kind === 'group') {
          const group = groupById.get(r.value!);
          const field = group && FIELD_OF_VOCABULARY.get(group.vocabulary as never);
          const set = field ? setOf(field) : -1;
          const count = set >= 0 ? r.n[set]! << pass.level.shift : 0;
          if (group && field && count > 0) groups.push({ field, group: group.id, count, estimated, label: group.labels });
        } else if (r.kind === 'company') {
          const company = companyById.get(r.value!);
          const set = setOf('company');
          const count = set >= 0 ? r.n[set]! << pass.level.shift : 0;
          if (company && count > 0)
            out.push({ field: 'company', value: company.id, count, estimated, label: { de: company.name }, alias: { de: company.slug } });
        }
      }
    }
    const limits = new Map(request.facets.map((f) => [f.field, f]));
    const sorted = out.sort((a, b) => b.count - a.count || a.label.de.localeCompare(b.label.de, 'de') || Number(a.value) - Number(b.value));
    const taken = new Map<JobFacetField, number>();
    const facetCounts = sorted.filter((c) => {
      const facet = limits.get(c.field);
      const n = taken.get(c.field) ?? 0;
      if (!facet || c.count < facet.min_count || n >= facet.limit) return false;
      taken.set(c.field, n + 1);
      return true;
    });
    // A group is offered when one of its terms is (it is counted where they are).
    const offered = new Set(facetCounts.flatMap((c) => (c.group ? [c.group] : [])));
    const facetGroupCounts = groups
      .filter((g) => offered.has(g.group))
      .sort((a, b) => b.count - a.count || a.label.de.localeCompare(b.label.de, 'de') || Number(a.group) - Number(b.group));
    return { facetCounts, facetGroupCounts };
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
