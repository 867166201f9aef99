import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobIndexQuery } from '../../../src/application/platform/search/job-index.port';
import type { SearchTaxonomy } from '../../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import type { Locale } from '../../../src/domain/shared/locale';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { daysFrom, insertJob, insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The JobIndex contract on PostgreSQL: text, facets, counts, place, sorts, visibility, freshness. */
describe('PostgresJobIndex', () => {
  let db: TestDatabase;
  let index: PostgresJobIndex;
  let taxonomy: SearchTaxonomy;
  const now = new Date();
  const t: Record<string, string> = {};
  const jobs: Record<string, string> = {};
  let acme: string;
  let bolt: string;

  const PLACES = {
    stuttgart: [48.7758, 9.1829],
    karlsruhe: [49.0069, 8.4037], // ~62 km from Stuttgart
    ulm: [48.4011, 9.9876], // ~71 km
    freiburg: [47.999, 7.8421], // ~130 km
    hamburg: [53.5511, 9.9937], // ~540 km
  } as const;

  async function place(id: string, where: keyof typeof PLACES, area = 'Baden-Württemberg') {
    const [lat, lon] = PLACES[where];
    await db.pool.query('update jobs set lat = $2, lon = $3, locality = $4, administrative_area = $5 where id = $1', [
      id,
      lat,
      lon,
      where,
      area,
    ]);
  }

  async function search(query: string, options: { site?: string; locale?: Locale; at?: Date } = {}) {
    const built = buildJobSearchRequest(
      { segments: [], params: [...new URLSearchParams(query)] },
      { locale: options.locale ?? 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy },
    );
    if (!built.ok) throw new Error(built.code);
    const q: JobIndexQuery = { request: built.value, site: options.site ?? 'default', now: options.at ?? now };
    return index.search(q);
  }
  const ids = async (query: string, options?: Parameters<typeof search>[1]) => (await search(query, options)).hits.map((h) => h.jobId);
  const counts = (answer: Awaited<ReturnType<typeof search>>, field: string) =>
    Object.fromEntries(answer.facetCounts.filter((c) => c.field === field).map((c) => [c.label.de, c.count]));

  beforeAll(async () => {
    db = await createTestDatabase();
    index = new PostgresJobIndex(db.pool);
    acme = await insertOrganization(db.pool, { name: 'Acme Klinikum' });
    bolt = await insertOrganization(db.pool, { name: 'Bolt Logistik_100%' });
    t.vollzeit = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit', 'en-GB': 'Full-time', fr: 'Temps plein' });
    t.teilzeit = await insertTerm(db.pool, 'employmentType', { de: 'Teilzeit', 'en-GB': 'Part-time', fr: 'Temps partiel' });
    t.remote = await insertTerm(db.pool, 'remoteOptions', { de: 'Remote', 'en-GB': 'Remote', fr: 'Télétravail' });
    t.health = await insertTerm(db.pool, 'industry', { de: 'Gesundheitswesen', 'en-GB': 'Healthcare', fr: 'Santé' });
    t.pflege = await insertTerm(db.pool, 'occupations', { de: 'Pflege', 'en-GB': 'Nursing', fr: 'Soins infirmiers' });
    t.junior = await insertTerm(db.pool, 'yearsOfExperience', { de: 'Berufseinsteiger', 'en-GB': 'Entry level', fr: 'Débutant' });
    t.informatik = await insertTerm(db.pool, 'fieldsOfStudy', { de: 'Informatik' });

    const day = (n: number) => daysFrom(now, -n);
    jobs.aerztin = await insertJob(db.pool, {
      organizationId: acme,
      title: 'Ärztin in der Notaufnahme',
      publishedAt: day(1),
      termIds: [t.vollzeit!, t.health!],
    });
    jobs.pflege = await insertJob(db.pool, {
      organizationId: acme,
      title: 'Pflegefachkräfte für die Intensivstation',
      publishedAt: day(2),
      termIds: [t.teilzeit!, t.health!, t.pflege!],
    });
    jobs.nurse = await insertJob(db.pool, {
      organizationId: acme,
      title: 'Nurses wanted for night shifts',
      publishedAt: day(3),
      termIds: [t.vollzeit!, t.pflege!, t.junior!],
    });
    jobs.infirmiere = await insertJob(db.pool, {
      organizationId: acme,
      title: 'Infirmière de nuit',
      publishedAt: day(4),
      termIds: [t.teilzeit!, t.pflege!],
    });
    jobs.fahrer = await insertJob(db.pool, {
      organizationId: bolt,
      title: 'Berufskraftfahrer im Nahverkehr',
      publishedAt: day(5),
      termIds: [t.vollzeit!, t.remote!, t.informatik!],
    });
    jobs.lager = await insertJob(db.pool, {
      organizationId: bolt,
      title: 'Lagerhelfer (m/w/d)',
      publishedAt: day(6),
      termIds: [t.teilzeit!],
    });
    // not visible on `default`: draft, expired, other site
    jobs.draft = await insertJob(db.pool, { organizationId: acme, title: 'Ärztin Entwurf', state: 'draft', termIds: [t.vollzeit!] });
    jobs.expired = await insertJob(db.pool, {
      organizationId: acme,
      title: 'Ärztin abgelaufen',
      expiresAt: day(1),
      termIds: [t.vollzeit!],
    });
    jobs.elsewhere = await insertJob(db.pool, {
      organizationId: acme,
      title: 'Ärztin in Würzburg',
      sites: ['mainfranken'],
      termIds: [t.vollzeit!],
    });
    await place(jobs.aerztin!, 'stuttgart');
    await place(jobs.pflege!, 'karlsruhe');
    await place(jobs.nurse!, 'ulm');
    await place(jobs.infirmiere!, 'freiburg');
    await place(jobs.fahrer!, 'hamburg', 'Hamburg');
    await place(jobs.lager!, 'stuttgart');
    taxonomy = await index.terms();
  });
  afterAll(() => db.drop());

  it('lists the facet terms with labels and aliases (not other vocabularies)', async () => {
    expect(taxonomy.map((term) => term.field).sort()).toEqual([
      'employmentType',
      'employmentType',
      'industry',
      'occupations',
      'remoteOptions',
      'yearsOfExperience',
    ]);
    expect(taxonomy.find((term) => term.id === t.vollzeit)).toMatchObject({
      field: 'employmentType',
      alias: { de: 'vollzeit', 'en-GB': 'full-time', fr: 'temps-plein' },
    });
  });

  it('browses the site’s visible jobs newest first, with the total', async () => {
    const answer = await search('');
    expect(answer.total).toBe(6);
    expect(answer.hits.map((h) => h.jobId)).toEqual([jobs.aerztin, jobs.pflege, jobs.nurse, jobs.infirmiere, jobs.fahrer, jobs.lager]);
    expect(await ids('', { site: 'mainfranken' })).toEqual([jobs.elsewhere]);
  });

  it('finds words in German, English and French with stemming and accents folded', async () => {
    expect(await ids('search=Arztin')).toEqual([jobs.aerztin]);
    expect(await ids('search=ärztinnen')).toEqual([jobs.aerztin]); // the plural of "Ärztin"
    expect(await ids('search=Pflegefachkraft')).toEqual([jobs.pflege]);
    // "nurse" is in one title and in the English label (Nursing) of three jobs' occupation: title first
    expect(await ids('search=nurse', { locale: 'en-GB' })).toEqual([jobs.nurse, jobs.pflege, jobs.infirmiere]);
    expect(await ids('search=shift')).toEqual([jobs.nurse]);
    // "infirmières" is the title of one job and, stemmed, the French label (Soins infirmiers) of three
    expect(await ids('search=infirmières', { locale: 'fr' })).toEqual([jobs.infirmiere, jobs.pflege, jobs.nurse]);
    expect(await ids('search=infirmiere nuit', { locale: 'fr' })).toEqual([jobs.infirmiere]);
    // organization names, places and term labels in every language are searchable too
    expect(await ids('search=Klinikum')).toHaveLength(4);
    expect(await ids('search=Hamburg')).toEqual([jobs.fahrer]);
    expect((await ids('search=nursing')).sort()).toEqual([jobs.pflege, jobs.nurse, jobs.infirmiere].sort());
    expect(await ids('search=Ärztin Notaufnahme')).toEqual([jobs.aerztin]);
  });

  it('ranks title matches above other matches for relevance; date sort ignores rank', async () => {
    // "Pflege" is in the title of one job (Pflegefachkräfte is one word, so not that one) and a label of three
    await db.pool.query('update jobs set title = $2 where id = $1', [jobs.lager, 'Pflege Lager Helfer']);
    expect((await ids('search=pflege'))[0]).toBe(jobs.lager);
    expect(await ids('search=pflege&sort=date')).toEqual([jobs.pflege, jobs.nurse, jobs.infirmiere, jobs.lager]);
    await db.pool.query('update jobs set title = $2 where id = $1', [jobs.lager, 'Lagerhelfer (m/w/d)']);
  });

  it('filters each facet: OR inside a facet, AND across facets', async () => {
    expect((await ids(`employmentType=${t.vollzeit}`)).sort()).toEqual([jobs.aerztin, jobs.nurse, jobs.fahrer].sort());
    expect(await search(`employmentType=${t.vollzeit},${t.teilzeit}`)).toMatchObject({ total: 6 });
    expect(await ids(`employmentType=${t.vollzeit}&occupations=${t.pflege}`)).toEqual([jobs.nurse]);
    expect(await ids(`remoteOptions=${t.remote}`)).toEqual([jobs.fahrer]);
    expect(await ids(`industry=${t.health}`)).toEqual([jobs.aerztin, jobs.pflege]);
    expect(await ids(`yearsOfExperience=${t.junior}`)).toEqual([jobs.nurse]);
    expect(await ids(`company=${bolt}`)).toEqual([jobs.fahrer, jobs.lager]);
    expect(await ids(`company=${bolt}&industry=${t.health}`)).toEqual([]);
  });

  it('counts facets as a multi-select needs them: a facet’s own selection does not shrink its own counts', async () => {
    const answer = await search(`employmentType=${t.vollzeit}&occupations=${t.pflege}`);
    expect(answer.total).toBe(1);
    // employmentType counts: every filter but employmentType (occupations = Pflege) → Vollzeit 1, Teilzeit 2
    expect(counts(answer, 'employmentType')).toEqual({ Vollzeit: 1, Teilzeit: 2 });
    // occupations counts: every filter but occupations (Vollzeit) → Pflege 1
    expect(counts(answer, 'occupations')).toEqual({ Pflege: 1 });
    // others: every filter → the one nurse job
    expect(counts(answer, 'yearsOfExperience')).toEqual({ Berufseinsteiger: 1 });
    expect(counts(answer, 'industry')).toEqual({});
    expect(counts(answer, 'company')).toEqual({ 'Acme Klinikum': 1 });
    const all = await search('');
    expect(counts(all, 'employmentType')).toEqual({ Vollzeit: 3, Teilzeit: 3 });
    expect(counts(all, 'company')).toEqual({ 'Acme Klinikum': 4, 'Bolt Logistik_100%': 2 });
    // by count, then label; never a value without jobs, never other vocabularies
    expect(all.facetCounts.filter((c) => c.field === 'employmentType').map((c) => c.label.de)).toEqual(['Teilzeit', 'Vollzeit']);
    expect(all.facetCounts.find((c) => c.value === t.informatik)).toBeUndefined();
    expect(all.facetCounts.find((c) => c.field === 'company')).toMatchObject({ alias: { de: 'acme-klinikum' } });
  });

  it('filters by radius around a point (bounding box, then distance), and by federal state or country without radius', async () => {
    const around = (radius: number) => `lat=${PLACES.stuttgart[0]}&lon=${PLACES.stuttgart[1]}&locationType=locality&radius=${radius}`;
    expect((await ids(around(5))).sort()).toEqual([jobs.aerztin, jobs.lager].sort());
    expect((await ids(around(50))).sort()).toEqual([jobs.aerztin, jobs.lager].sort());
    expect((await ids(around(100))).sort()).toEqual([jobs.aerztin, jobs.lager, jobs.pflege, jobs.nurse].sort());
    expect((await ids(around(200))).sort()).toEqual([jobs.aerztin, jobs.lager, jobs.pflege, jobs.nurse, jobs.infirmiere].sort());
    const bySorted = await search(`${around(200)}&sort=distance`);
    expect(bySorted.hits.map((h) => h.jobId)).toEqual([jobs.aerztin, jobs.lager, jobs.pflege, jobs.nurse, jobs.infirmiere]);
    expect(bySorted.hits[2]!.distanceKm).toBeGreaterThan(55);
    expect(bySorted.hits[2]!.distanceKm).toBeLessThan(70);
    expect(bySorted.hits[0]!.distanceKm).toBe(0);
    expect(await ids('locationType=administrative_area_level_1&administrative_area_level_1=hamburg&country=DE')).toEqual([jobs.fahrer]);
    expect(await search('locationType=country&country=DE')).toMatchObject({ total: 6 });
    expect(await search('locationType=country&country=FR')).toMatchObject({ total: 0 });
  });

  it('filters by the whole organization name in any case (LIKE), wildcards in the text taken literally', async () => {
    expect(await ids('job_organization_name=Bolt+Logistik_100%25')).toEqual([jobs.fahrer, jobs.lager]);
    expect(await ids('job_organization_name=bolt+logistik_100%25')).toEqual([jobs.fahrer, jobs.lager]);
    expect(await ids('job_organization_name=Bolt+Logistik_1000')).toEqual([]);
    // a part of a name is not the organization
    expect(await ids('job_organization_name=logistik_100%25')).toEqual([]);
    expect(await ids('job_organization_name=%25')).toEqual([]);
    expect(await search('job_organization_name=acme')).toMatchObject({ total: 0 });
    expect(await search('job_organization_name=Acme+Klinikum')).toMatchObject({ total: 4 });
  });

  it('shows only published jobs of the site that have not expired at the given time', async () => {
    expect(await ids('search=Entwurf')).toEqual([]);
    expect(await ids('search=abgelaufen')).toEqual([]);
    expect(await ids('search=abgelaufen', { at: daysFrom(now, -2) })).toEqual([jobs.expired]);
    expect(await ids('search=Würzburg')).toEqual([]);
  });

  it('keeps the projection fresh in the same transaction: new, changed, unpublished, moved, relabelled, renamed', async () => {
    const fresh = await insertJob(db.pool, { organizationId: bolt, title: 'Gabelstaplerfahrer gesucht', termIds: [t.vollzeit!] });
    expect(await ids('search=Gabelstaplerfahrer')).toEqual([fresh]);
    await db.pool.query('update jobs set title = $2 where id = $1', [fresh, 'Kranführer gesucht']);
    expect(await ids('search=Gabelstaplerfahrer')).toEqual([]);
    expect(await ids('search=Kranfuhrer')).toEqual([fresh]);
    await db.pool.query('insert into job_terms (job_id, term_id) values ($1, $2)', [fresh, t.remote]);
    expect((await ids(`remoteOptions=${t.remote}`)).sort()).toEqual([jobs.fahrer, fresh].sort());
    await db.pool.query('delete from job_terms where job_id = $1 and term_id = $2', [fresh, t.remote]);
    expect(await ids(`remoteOptions=${t.remote}`)).toEqual([jobs.fahrer]);
    // Words, two facets and a radius: the index is asked for the terms in the place's cells (term_cells).
    const nearStuttgart = `search=Lagerhelfer&lat=${PLACES.stuttgart[0]}&lon=${PLACES.stuttgart[1]}&locationType=locality&radius=25&employmentType=${t.teilzeit}`;
    expect(await ids(`${nearStuttgart}&remoteOptions=${t.remote}`)).toEqual([]);
    await db.pool.query('insert into job_terms (job_id, term_id) values ($1, $2)', [jobs.lager, t.remote]);
    expect(await ids(`${nearStuttgart}&remoteOptions=${t.remote}`)).toEqual([jobs.lager]);
    await place(jobs.lager!, 'hamburg', 'Hamburg');
    expect(await ids(`${nearStuttgart}&remoteOptions=${t.remote}`)).toEqual([]);
    await place(jobs.lager!, 'stuttgart');
    await db.pool.query('delete from job_terms where job_id = $1 and term_id = $2', [jobs.lager, t.remote]);
    expect(await ids(`${nearStuttgart}&remoteOptions=${t.remote}`)).toEqual([]);
    await db.pool.query('update terms set labels = $2 where id = $1', [
      t.remote,
      JSON.stringify({ de: 'Mobiles Arbeiten', 'en-GB': 'Remote', fr: 'Télétravail' }),
    ]);
    expect(await ids('search=mobiles')).toEqual([jobs.fahrer]);
    await db.pool.query('update organizations set name = $2 where id = $1', [bolt, 'Blitz Spedition']);
    expect((await ids('search=Spedition')).sort()).toEqual([jobs.fahrer, jobs.lager, fresh].sort());
    await db.pool.query('update job_sites set site = $2 where job_id = $1', [fresh, 'karriere']);
    expect(await ids('search=Kranfuhrer')).toEqual([]);
    expect(await ids('search=Kranfuhrer', { site: 'karriere' })).toEqual([fresh]);
    await db.pool.query(`update jobs set state = 'archived' where id = $1`, [fresh]);
    expect(await ids('search=Kranfuhrer', { site: 'karriere' })).toEqual([]);
    await db.pool.query(`update jobs set state = 'published' where id = $1`, [fresh]);
    expect(await ids('search=Kranfuhrer', { site: 'karriere' })).toEqual([fresh]);
    await db.pool.query('delete from jobs where id = $1', [fresh]);
    expect(await ids('search=Kranfuhrer', { site: 'karriere' })).toEqual([]);
    const { rows } = await db.pool.query('select count(*)::int as n from job_search where job_id = $1', [fresh]);
    expect(rows[0].n).toBe(0);
  });

  it('pages with range first/last', async () => {
    const built = buildJobSearchRequest(
      { segments: [], params: [['page', '2']] },
      { locale: 'de', pageSize: 4, defaultRadiusKm: 100, taxonomy },
    );
    if (!built.ok) throw new Error(built.code);
    expect(built.value.range).toEqual({ first: 4, last: 4 });
    const page2 = await index.search({ request: built.value, site: 'default', now });
    expect(page2.total).toBe(6);
    expect(page2.hits.map((h) => h.jobId)).toEqual([jobs.fahrer, jobs.lager]);
  });
});
