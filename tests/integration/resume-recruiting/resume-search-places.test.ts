import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocateDesiredPlaces } from '../../../src/application/platform/resume-search/locate-desired-places.use-case';
import type { RawResumePlace } from '../../../src/domain/resume-search/resume-place-filter';
import { resumeSearchQuery } from '../../../src/domain/resume-search/resume-search-query';
import { GeonamesGeocoder } from '../../../src/infrastructure/geo/geonames-geocoder';
import { PostgresDesiredPlaceStore } from '../../../src/infrastructure/postgres/resume-search/postgres-desired-place-store';
import {
  PostgresResumeSearchIndex,
  RESUME_SEARCH_LIMITS,
} from '../../../src/infrastructure/postgres/resume-search/postgres-resume-search-index';
import { insertOrganization } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertResume } from './recruiting-support';

/*
 * Resumes found by where their owners want to work: the desired location located with the job search's
 * place data (GeoNames), then searched around a town within a radius, or in a federal state.
 */
const FREIBURG = { label: 'Freiburg im Breisgau', lat: 47.9959, lon: 7.85222, locationType: 'locality', country: 'DE' } as const;
const BW = {
  label: 'Baden-Württemberg',
  locationType: 'administrative_area_level_1',
  country: 'DE',
  administrativeArea: 'Baden-Württemberg',
};

let db: TestDatabase;
let organizationId: string;
let index: PostgresResumeSearchIndex;
let locate: LocateDesiredPlaces;
const ids: Record<'freiburg' | 'emmendingen' | 'hamburg' | 'state' | 'nowhere', { userId: string; publicId: string }> = {} as never;

const resumeAt = (desiredLocation: string) =>
  insertResume(db.pool, {
    visibility: 'anonymous',
    title: 'Pflegefachkraft',
    over: { jobPreferences: { ...emptyPrefs, title: 'Pflegefachkraft', desiredLocation } },
  });
const emptyPrefs = {
  title: '',
  desiredOccupationId: null,
  employmentTypeId: null,
  desiredLocation: '',
  desiredSalary: null,
  careerStatus: null,
  availableStart: null,
  availabilityPeriods: [],
};

async function found(place: RawResumePlace, keywords = ''): Promise<string[]> {
  const query = resumeSearchQuery({ keywords, place });
  if (!query.ok) throw new Error(JSON.stringify(query.problems));
  const page = await index.search(query.value, { organizationId }, 50);
  return page.items.map((i) => i.id).sort();
}

const locateAll = async () => {
  while ((await locate.execute({ limit: 100 })).located > 0);
};

beforeAll(async () => {
  db = await createTestDatabase();
  organizationId = await insertOrganization(db.pool, { name: 'Ortsnah GmbH' });
  index = new PostgresResumeSearchIndex(db.pool);
  locate = new LocateDesiredPlaces(new PostgresDesiredPlaceStore(db.pool), new GeonamesGeocoder());
  ids.freiburg = await resumeAt('Freiburg im Breisgau');
  ids.emmendingen = await resumeAt('Emmendingen, gern auch Basel');
  ids.hamburg = await resumeAt('Hamburg');
  ids.state = await resumeAt('Baden-Württemberg');
  ids.nowhere = await resumeAt('egal wo, auch remote');
  await locateAll();
}, 120_000);

afterAll(async () => {
  await db?.drop();
});

describe('resume search by desired location (PostgreSQL, GeoNames place data)', () => {
  it('finds the resumes whose desired town lies within the radius, and not the one outside', async () => {
    expect(await found({ ...FREIBURG, radius: 25 })).toEqual([ids.freiburg.publicId, ids.emmendingen.publicId].sort());
    expect(await found({ ...FREIBURG, radius: 5 })).toEqual([ids.freiburg.publicId]);
  });

  it('finds the resumes in a federal state, a whole state named as the desired location included', async () => {
    expect(await found(BW)).toEqual([ids.freiburg.publicId, ids.emmendingen.publicId, ids.state.publicId].sort());
    expect(await found({ label: 'Deutschland', locationType: 'country', country: 'DE' })).toEqual(
      [ids.freiburg.publicId, ids.emmendingen.publicId, ids.hamburg.publicId, ids.state.publicId].sort(),
    );
  });

  it('combines the place with the words, and a search without a place still finds every resume', async () => {
    expect(await found({ ...FREIBURG, radius: 25 }, 'Erzieher')).toEqual([]);
    expect((await found({})).length).toBe(5);
  });

  it('forgets a place when the owner changes the desired location, and places the resume anew', async () => {
    await db.pool.query(
      `update resumes set content = jsonb_set(content, '{jobPreferences,desiredLocation}', '"Hamburg"'), updated_at = now() where user_id = $1`,
      [ids.freiburg.userId],
    );
    expect(await found({ ...FREIBURG, radius: 5 })).toEqual([]);
    await locateAll();
    const hamburg = { label: 'Hamburg', lat: 53.55073, lon: 9.99302, locationType: 'locality', country: 'DE', radius: 25 };
    expect(await found(hamburg)).toEqual([ids.freiburg.publicId, ids.hamburg.publicId].sort());
  });

  it('a radius read without the grid cells’ index finds the same resumes as through it', async () => {
    const unindexed = new PostgresResumeSearchIndex(db.pool, { ...RESUME_SEARCH_LIMITS, placeByCells: false });
    for (const radius of [5, 25, 100, 200]) {
      const query = resumeSearchQuery({ place: { ...FREIBURG, radius } });
      if (!query.ok) throw new Error(JSON.stringify(query.problems));
      const [through, without] = await Promise.all([
        index.search(query.value, { organizationId }, 50),
        unindexed.search(query.value, { organizationId }, 50),
      ]);
      expect(without.items.map((i) => i.id)).toEqual(through.items.map((i) => i.id));
      expect(without.total).toBe(through.total);
    }
    expect(await found({ ...FREIBURG, radius: 25 })).toContain(ids.emmendingen.publicId);
  });

  it('answers a radius around a denormal latitude (5e-324, rounded to 0) instead of failing in the database', async () => {
    const denormal = { label: 'Golf von Guinea', lat: 5e-324, lon: -5e-324, locationType: 'locality', country: 'DE', radius: 200 };
    expect(await found(denormal)).toEqual([]);
    const unindexed = new PostgresResumeSearchIndex(db.pool, { ...RESUME_SEARCH_LIMITS, placeByCells: false });
    const query = resumeSearchQuery({ keywords: 'Pflegefachkraft', place: denormal });
    if (!query.ok) throw new Error(JSON.stringify(query.problems));
    expect((await unindexed.search(query.value, { organizationId }, 50)).total).toBe(0);
  });

  it('refuses a place it cannot use instead of searching everywhere', () => {
    expect(resumeSearchQuery({ place: { ...FREIBURG, radius: 7 } }).ok).toBe(false);
    expect(resumeSearchQuery({ place: { label: 'Freiburg' } }).ok).toBe(false);
    expect(resumeSearchQuery({ place: { ...BW, administrativeArea: '' } }).ok).toBe(false);
  });
});
