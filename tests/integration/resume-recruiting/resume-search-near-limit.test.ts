import { afterAll, beforeAll, expect, it } from 'vitest';
import { resumeSearchQuery } from '../../../src/domain/resume-search/resume-search-query';
import {
  PostgresResumeSearchIndex,
  RESUME_SEARCH_LIMITS,
} from '../../../src/infrastructure/postgres/resume-search/postgres-resume-search-index';
import { insertOrganization } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Searches whose sparsest sample (1 in 512) cannot tell whether they match more than the exact limit:
 * its estimate lies above the limit but not clearly above it. The exact answer and the sampled one are
 * both worked out; whichever holds is the answer, the same as if the exact one had been tried first.
 */

const USERS = 4_000;
/** Nurses outside the sparsest sample: enough for the sample's estimate (512 per sampled match) to be within 4× of the matches. */
const OTHER_NURSES = 1_500;
let db: TestDatabase;
let organizationId: string;
/** The resumes in the sparsest sample (all of them nurses), and the nurses. */
let sparsest = 0;
let nurses = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  organizationId = await insertOrganization(db.pool, { name: 'Grenzfall GmbH' });
  // 'Pflegefachkraft' is every sparsest-sample resume's title and 1,500 more's: the sample makes them look
  // about three times more. 'Buchhalter' is everyone else's.
  await db.pool.query(
    `with u as (
       insert into users (email, password_hash, first_name, last_name, email_verified, approved)
       select 'near-' || g || '@example.test', 'x', 'Vor', 'Name', true, true from generate_series(1, $1::int) g
       returning id),
     r as (select u.id, (hashint8extended(u.id, 1) & 511) = 0 as sparsest, row_number() over (order by u.id) as n from u)
     insert into resumes (user_id, visibility, content, completed_at)
     select r.id, 'anonymous',
            jsonb_build_object('jobPreferences', jsonb_build_object(
              'title', case when r.sparsest or r.n <= $2 then 'Pflegefachkraft' else 'Buchhalter' end, 'careerStatus', 'professional')),
            now()
     from r`,
    [USERS, OTHER_NURSES],
  );
  const { rows } = await db.pool.query<{ sparsest: string; nurses: string }>(
    `select count(*) filter (where (hashint8extended(user_id, 1) & 511) = 0) as sparsest, count(*) as nurses
     from resume_search_index where headline = 'Pflegefachkraft'`,
  );
  sparsest = Number(rows[0]!.sparsest);
  nurses = Number(rows[0]!.nurses);
});
afterAll(async () => {
  await db?.drop();
});

const search = async (keywords: string, exactLimit: number) => {
  const query = resumeSearchQuery({ keywords });
  if (!query.ok) throw new Error('bad query');
  return new PostgresResumeSearchIndex(db.pool, { ...RESUME_SEARCH_LIMITS, exactLimit, sampleLimit: 1_000_000 }).search(
    query.value,
    { organizationId },
    10,
  );
};

it('a search the sample overestimates is answered exactly: every match counted, nothing marked estimated', async () => {
  // With the limit at the matches, the sample's estimate is above it, though not 4× above.
  const limit = nurses;
  expect(sparsest * 512).toBeGreaterThan(limit);
  expect(sparsest * 512).toBeLessThanOrEqual(4 * limit);
  const page = await search('Pflegefachkraft', limit);
  expect(page).toMatchObject({ total: nurses, totalEstimated: false, estimated: false });
  expect(page.items).toHaveLength(10);
  expect(page.facets).toContainEqual(expect.objectContaining({ facet: 'careerStatus', value: 'professional', count: nurses }));
});

it('a search the sample cannot place, which does match more than the limit, is answered from the samples', async () => {
  // Without words every resume matches: the sparsest sample's estimate is about right, and the limit is
  // set a quarter of it, inside the band and below the matches.
  const estimate = sparsest * 512;
  const limit = Math.ceil(estimate / 4);
  expect(limit).toBeLessThan(USERS);
  const { rows } = await db.pool.query<{ n: string }>(
    'select count(*) as n from resume_search_index where (hashint8extended(user_id, 1) & 7) = 0',
  );
  const page = await search('', limit);
  expect(page).toMatchObject({ total: Number(rows[0]!.n) * 8, totalEstimated: true, estimated: true });
  expect(page.items).toHaveLength(10);
});
