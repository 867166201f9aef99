import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeSearchPage } from '../../../src/application/platform/resume-search/resume-search-index.port';
import { type RawResumeSearch, type ResumeFacet, resumeSearchQuery } from '../../../src/domain/resume-search/resume-search-query';
import { PostgresResumeSearchIndex } from '../../../src/infrastructure/postgres/resume-search/postgres-resume-search-index';
import { insertOrganization } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The fast path of a large resume search (a hashed sample for the counts, a newest-first walk for the
 * page, relevance among the newest word matches) against the exact answer, on a set small enough to
 * know it completely: the same adapter with its limits lowered takes the fast path on 240 resumes.
 */

const TITLES = ['Pflegefachkraft', 'Softwareentwickler', 'Industriemechaniker', 'Erzieherin', 'Buchhalter'];
const STATUSES = ['professional', 'student', 'graduate'] as const;
const LANGUAGES = ['en', 'fr', 'it'];
const SKILLS = ['Excel', 'SAP', 'Java', 'Pflege'];
const COUNT = 240;
/** The fast path's exact limit here: every search below matches more before its facets. */
const EXACT_LIMIT = 30;

interface Known {
  userId: string;
  publicId: string;
  hidden: boolean;
  blocked: boolean;
  sampled: boolean;
  title: string;
  careerStatus: string;
  languages: string[];
  skills: string[];
  updatedAt: number;
}

let db: TestDatabase;
let organizationId: string;
let known: Known[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  organizationId = await insertOrganization(db.pool, { name: 'Schnell GmbH' });
  // Generated like the benchmark's resumes: every combination of title, status, languages and skills
  // occurs, each resume a minute older than the one before (orders are never decided by a tie).
  await db.pool.query(
    `with u as (
       insert into users (email, password_hash, first_name, last_name, email_verified, approved)
       select 'fast-' || g || '@example.test', 'x', 'Vor', 'Name', true, true from generate_series(1, $1::int) g
       returning id)
     insert into resumes (user_id, visibility, content, completed_at, updated_at)
     select u.id, case when u.id % 17 = 0 then 'hidden' else 'anonymous' end,
            jsonb_build_object(
              'jobPreferences', jsonb_build_object('title', ($2::text[])[1 + u.id % 5], 'careerStatus', ($3::text[])[1 + u.id % 3]),
              'languages', jsonb_build_array(jsonb_build_object('code', 'de'), jsonb_build_object('code', ($4::text[])[1 + u.id % 3])),
              'skills', jsonb_build_array(($5::text[])[1 + u.id % 4])),
            now(), now() - (u.id || ' minutes')::interval
     from u`,
    [COUNT, TITLES, STATUSES, LANGUAGES, SKILLS],
  );
  await db.pool.query(
    `insert into resume_blocked_organizations (user_id, organization_id) select user_id, $1 from resumes where user_id % 11 = 0`,
    [organizationId],
  );
  const { rows } = await db.pool.query<{
    user_id: string;
    public_id: string;
    visibility: string;
    blocked: boolean;
    sampled: boolean;
    headline: string;
    career_status: string;
    languages: string[];
    skills: string[];
    updated_at: Date;
  }>(
    `select i.user_id::text, i.public_id::text, i.visibility, i.headline, i.career_status, i.languages, i.skills, i.updated_at,
            exists (select 1 from resume_blocked_organizations b where b.user_id = i.user_id and b.organization_id = $1) as blocked,
            (hashint8extended(i.user_id, 1) & 7) = 0 as sampled
     from resume_search_index i`,
    [organizationId],
  );
  known = rows.map((r) => ({
    userId: r.user_id,
    publicId: r.public_id,
    hidden: r.visibility === 'hidden',
    blocked: r.blocked,
    sampled: r.sampled,
    title: r.headline,
    careerStatus: r.career_status,
    languages: r.languages,
    skills: r.skills,
    updatedAt: r.updated_at.getTime(),
  }));
});
afterAll(async () => {
  await db?.drop();
});

const parse = (raw: RawResumeSearch) => {
  const query = resumeSearchQuery(raw);
  if (!query.ok) throw new Error('bad query');
  return query.value;
};

/** The two ways the fast path finds its page: walking the resumes newest first, or sorting the matches. */
const PAGE_WAYS = {
  walked: { walkLimit: Number.POSITIVE_INFINITY, sortLimit: 0, sortCost: 1 },
  sorted: { walkLimit: 0, sortLimit: Number.POSITIVE_INFINITY, sortCost: 0 },
} as const;
type PageWay = keyof typeof PAGE_WAYS;

/** The exact adapter (240 resumes are far below its limits) and one whose limits send every search the fast way. */
const exact = () => new PostgresResumeSearchIndex(db.pool);
const fastWith = (rankCandidates: number, way: PageWay) =>
  // A sample limit this large picks the densest sample, 1 in 8, whose members the test knows.
  new PostgresResumeSearchIndex(db.pool, {
    exactLimit: EXACT_LIMIT,
    sampleLimit: 1_000_000,
    rankCandidates,
    placeByCells: true,
    ...PAGE_WAYS[way],
  });

/** What a resume must have to count for `raw`, facet by facet (a facet's values are alternatives). */
const facetMatch = (r: Known, raw: RawResumeSearch, without: ResumeFacet | null): boolean =>
  (without === 'careerStatus' || !raw.careerStatus?.length || raw.careerStatus.includes(r.careerStatus)) &&
  (without === 'languages' || !raw.languages?.length || r.languages.some((l) => raw.languages!.includes(l))) &&
  (without === 'skills' || !raw.skills?.length || r.skills.some((s) => raw.skills!.includes(s)));
/** The generator's titles are single words: a word search for one finds exactly its resumes here. */
const visibleWith = (raw: RawResumeSearch) => known.filter((r) => !r.hidden && !r.blocked && (!raw.keywords || r.title === raw.keywords));

/** The sample's counts scaled by 8, per facet value, each facet counted without its own choices. */
function sampledCounts(raw: RawResumeSearch): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 8);
  for (const r of visibleWith(raw).filter((x) => x.sampled)) {
    if (facetMatch(r, raw, 'careerStatus')) add(`careerStatus:${r.careerStatus}`);
    if (facetMatch(r, raw, 'languages')) for (const l of r.languages) add(`languages:${l}`);
    if (facetMatch(r, raw, 'skills')) for (const s of r.skills) add(`skills:${s}`);
  }
  return counts;
}

const countsOf = (page: ResumeSearchPage) => new Map(page.facets.map((f) => [`${f.facet}:${f.value}`, f.count]));

const SEARCHES: Record<string, RawResumeSearch> = {
  everything: {},
  facets: { careerStatus: ['professional', 'student'], languages: ['en'], skills: ['SAP', 'Java'] },
  words: { keywords: 'Pflegefachkraft' },
  'words and facets': { keywords: 'Softwareentwickler', languages: ['fr', 'it'] },
};

describe.each(Object.keys(PAGE_WAYS) as PageWay[])('resume search: the fast path against the exact answer, page %s', (way) => {
  const fast = (rankCandidates: number) => fastWith(rankCandidates, way);
  for (const [name, raw] of Object.entries(SEARCHES)) {
    it(`${name}: counts from the 1-in-8 sample, scaled and marked; page and exact totals as the exact answer's`, async () => {
      const query = parse(raw);
      const truth = await exact().search(query, { organizationId }, 10);
      const quick = await fast(1_000).search(query, { organizationId }, 10);
      expect(truth.estimated).toBe(false);
      expect(truth.totalEstimated).toBe(false);
      // The exact answer is the oracle's: the matching resumes, newest first without words.
      const matching = visibleWith(raw).filter((r) => facetMatch(r, raw, null));
      expect(truth.total).toBe(matching.length);
      expect(matching.length).toBeGreaterThan(10);

      expect(quick.estimated).toBe(true);
      expect(countsOf(quick)).toEqual(sampledCounts(raw));
      // With every match a rank candidate, the page is the exact answer's page.
      expect(quick.items.map((i) => i.id)).toEqual(truth.items.map((i) => i.id));
      // Too few sampled matches to estimate from: the total is counted exactly, up to the exact limit.
      const sampledTotal = matching.filter((r) => r.sampled).length;
      const recounted = sampledTotal < 10 && truth.total <= EXACT_LIMIT;
      expect(quick.totalEstimated).toBe(!recounted);
      expect(quick.total).toBe(recounted ? truth.total : Math.max(sampledTotal * 8, 10));
    });
  }

  it('pages of the fast path are the exact pages without words, and every match is on exactly one page', async () => {
    const raw = SEARCHES.facets!;
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const query = parse({ ...raw, page });
      const truth = await exact().search(query, { organizationId }, 10);
      const quick = await fast(1_000).search(query, { organizationId }, 10);
      expect(quick.items.map((i) => i.id)).toEqual(truth.items.map((i) => i.id));
      seen.push(...quick.items.map((i) => i.id));
    }
    const matching = visibleWith(raw).filter((r) => facetMatch(r, raw, null));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(Math.min(30, matching.length));
    expect(seen).toEqual(
      matching
        .sort((a, b) => b.updatedAt - a.updatedAt)
        .map((r) => r.publicId)
        .slice(0, 30),
    );
  });

  it('with words, only the newest matches are ranked: they come first by relevance, the older follow newest first', async () => {
    const raw = SEARCHES.words!;
    const newestFirst = visibleWith(raw)
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((r) => r.publicId);
    const first = await fast(4).search(parse(raw), { organizationId }, 10);
    const ids = first.items.map((i) => i.id);
    expect([...ids.slice(0, 4)].sort()).toEqual([...newestFirst.slice(0, 4)].sort());
    expect(ids.slice(4)).toEqual(newestFirst.slice(4, 10));
    // A page straddling the candidates: the rest of them, then the older matches.
    const straddling = await fast(4).search(parse(raw), { organizationId }, 3);
    const second = await fast(4).search(parse({ ...raw, page: 2 }), { organizationId }, 3);
    expect([...straddling.items, ...second.items].map((i) => i.id).slice(4)).toEqual(newestFirst.slice(4, 6));
  });

  it("a search whose facets leave few resumes or none: the exact answer's page and total", async () => {
    const searches: RawResumeSearch[] = [
      // A few (the generator gives every student French), and none.
      { keywords: 'Pflegefachkraft', careerStatus: ['student'], languages: ['fr'], skills: ['Java'] },
      { keywords: 'Pflegefachkraft', languages: ['es'] },
      { careerStatus: ['graduate'], languages: ['fr'] },
    ];
    for (const raw of searches) {
      const truth = await exact().search(parse(raw), { organizationId }, 10);
      const quick = await fast(1_000).search(parse(raw), { organizationId }, 10);
      const matching = visibleWith(raw).filter((r) => facetMatch(r, raw, null));
      expect(truth.total).toBe(matching.length);
      expect(matching.length).toBeLessThan(10);
      expect(quick.items.map((i) => i.id)).toEqual(truth.items.map((i) => i.id));
      expect([quick.total, quick.totalEstimated]).toEqual([truth.total, false]);
    }
  });

  it('hidden resumes and those blocking the organization never count on the fast path', async () => {
    const quick = await fast(1_000).search(parse({}), { organizationId }, 300);
    const excluded = new Set(known.filter((r) => r.hidden || r.blocked).map((r) => r.publicId));
    expect(excluded.size).toBeGreaterThan(5);
    expect(quick.items.filter((i) => excluded.has(i.id))).toEqual([]);
    expect(quick.items).toHaveLength(known.length - excluded.size);
  });
});
