import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../../src/application/platform/files/file-store.port';
import { GetJobFile } from '../../../src/application/platform/files/get-job-file.use-case';
import type { JobFileLocator } from '../../../src/application/platform/files/job-file-locator.port';
import { SuggestPlaces } from '../../../src/application/platform/geo/suggest-places.use-case';
import { GetJob } from '../../../src/application/platform/jobs/get-job.use-case';
import { ListSimilarJobs } from '../../../src/application/platform/jobs/list-similar-jobs.use-case';
import type { Term } from '../../../src/domain/job/taxonomy';
import { aSite } from '../../integration/graphql/support/platform-seed';
import { InMemoryOwnerLookup, InMemorySiteDirectory } from '../../integration/graphql/support/fake-platform-ports';
import { fixedClock } from '../../support/fixed-clock';
import { FixtureGeocoder } from '../../support/fixture-geocoder';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import { InMemorySimilarJobs } from '../../support/in-memory-similar-jobs';
import { aJob } from '../../support/job-mother';
import { ctx, userActor } from '../../support/request-context';

const NOW = '2026-12-01T00:00:00.000Z';
const clock = fixedClock(NOW);
const occupation = (id: string): Term => ({ id, vocabulary: 'occupations', label: { de: id }, alias: { de: id } });
const industry = (id: string): Term => ({ id, vocabulary: 'industry', label: { de: id }, alias: { de: id } });
const at = (lat: number, lon: number) => ({
  countryCode: 'DE',
  addressLine1: null,
  locality: 'Ort',
  zip: null,
  administrativeArea: null,
  lat,
  lon,
});

describe('ListSimilarJobs', () => {
  const me = aJob({ id: '1', occupations: [occupation('pflege')], industries: [industry('gesundheit')], location: at(48.78, 9.18) });
  const nearSameOccupation = aJob({ id: '2', occupations: [occupation('pflege')], location: at(48.8, 9.2) });
  const farSameOccupation = aJob({ id: '3', occupations: [occupation('pflege')], location: at(53.55, 9.99) });
  const sameIndustryOnly = aJob({ id: '4', industries: [industry('gesundheit')], location: at(48.78, 9.18) });
  const unrelated = aJob({ id: '5', occupations: [occupation('vertrieb')], location: at(48.78, 9.18) });
  const expired = aJob({ id: '6', occupations: [occupation('pflege')], expiresAt: '2026-11-01T00:00:00.000Z' });
  const otherSite = aJob({ id: '7', occupations: [occupation('pflege')], sites: ['suedwest'] });
  const draft = aJob({ id: '8', state: 'draft', occupations: [occupation('pflege')] });
  const all = [me, nearSameOccupation, farSameOccupation, sameIndustryOnly, unrelated, expired, otherSite, draft];
  const useCase = () => {
    const repo = new InMemoryJobRepository(all);
    return new ListSimilarJobs(new GetJob(repo, clock, new InMemoryOwnerLookup({})), new InMemorySimilarJobs(all), clock);
  };

  it('same occupation first (nearest first), then same industry; never the job itself or hidden jobs', async () => {
    const result = await useCase().execute({ jobId: '1' }, ctx());
    expect(result.ok && result.value.map((j) => j.id)).toEqual(['2', '3', '4']);
  });

  it('honours the limit (1 to 6) and refuses others', async () => {
    const two = await useCase().execute({ jobId: '1', limit: 2 }, ctx());
    expect(two.ok && two.value.map((j) => j.id)).toEqual(['2', '3']);
    expect(await useCase().execute({ jobId: '1', limit: 7 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_LIMIT' });
    expect(await useCase().execute({ jobId: '1', limit: 0 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_LIMIT' });
  });

  it('has nothing for unknown, hidden or other-site jobs (no hint that they exist)', async () => {
    for (const jobId of ['999', 'abc', '8', '7']) expect(await useCase().execute({ jobId }, ctx()), jobId).toEqual({ ok: true, value: [] });
  });
});

describe('GetJobFile', () => {
  const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
  const fileJob = (overrides: Parameters<typeof aJob>[0] = {}) =>
    aJob({ id: '30', type: 'job_per_file', organization: { id: '10', name: 'Muster', slug: 'muster', logoUrl: null }, ...overrides });
  const run = async (job: ReturnType<typeof aJob>, actor = ctx()) => {
    const locator: JobFileLocator = { fileOf: async (id) => (id === job.id ? { key: 'jobs/30/anzeige.pdf', name: 'anzeige.pdf' } : null) };
    const store: FileStore = {
      read: async (key) => (key === 'jobs/30/anzeige.pdf' ? new Uint8Array(PDF) : null),
      write: async () => undefined,
      commitStaged: async () => undefined,
      delete: async () => undefined,
    };
    return new GetJobFile(
      new InMemoryJobRepository([job]),
      locator,
      store,
      new InMemoryOwnerLookup({ '10': '8' }, { '10': ['default'] }),
      clock,
    ).execute({ jobId: job.id }, actor);
  };

  it('serves the PDF of a visible file job', async () => {
    expect(await run(fileJob())).toEqual({ ok: true, value: { name: 'anzeige.pdf', bytes: PDF } });
  });

  it('hides it once the job is expired or unpublished, except from the owner and staff', async () => {
    for (const job of [
      fileJob({ expiresAt: '2026-11-01T00:00:00.000Z' }),
      fileJob({ state: 'archived' }),
      fileJob({ state: 'draft', publishedAt: null }),
    ]) {
      expect(await run(job), job.state).toEqual({ ok: false, code: 'NOT_FOUND' });
      expect(await run(job, ctx({ actor: userActor('9', 'applicant') }))).toEqual({ ok: false, code: 'NOT_FOUND' });
      expect((await run(job, ctx({ actor: userActor('8', 'recruiter') }))).ok).toBe(true);
      expect((await run(job, ctx({ actor: userActor('99', 'job_editor') }))).ok).toBe(true);
    }
  });

  it('NOT_FOUND for other sites, template jobs and nonsense ids', async () => {
    expect(await run(fileJob({ sites: ['suedwest'] }))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await run(fileJob({ type: 'job_per_template' }))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await run(fileJob({ id: '../../etc/passwd' }))).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('SuggestPlaces', () => {
  const sites = new InMemorySiteDirectory([aSite('default'), aSite('suedwest', { geoBounds: [5.8, 47.2, 10.6, 50.95] })]);

  it('bounds suggestions to the site’s geoBounds where it has them', async () => {
    const geocoder = new FixtureGeocoder();
    const useCase = new SuggestPlaces(geocoder, sites);
    const everywhere = await useCase.execute({ query: 'Frei' }, ctx());
    const southWest = await useCase.execute({ query: 'Frei' }, ctx({ site: 'suedwest', locale: 'fr' }));
    expect(everywhere.ok && everywhere.value.map((p) => p.label)).toEqual(['Freiburg', 'Freiberg']);
    expect(southWest.ok && southWest.value.map((p) => p.label)).toEqual(['Freiburg']);
    expect(geocoder.queries.map((q) => [q.bounds, q.limit, q.locale])).toEqual([
      [null, 8, 'de'],
      [{ west: 5.8, south: 47.2, east: 10.6, north: 50.95 }, 8, 'fr'],
    ]);
  });

  it('asks nothing for blank text; refuses bad limits and overlong text', async () => {
    const geocoder = new FixtureGeocoder();
    const useCase = new SuggestPlaces(geocoder, sites);
    expect(await useCase.execute({ query: '   ' }, ctx())).toEqual({ ok: true, value: [] });
    expect(geocoder.queries).toHaveLength(0);
    expect(await useCase.execute({ query: 'a', limit: 21 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_LIMIT' });
    expect(await useCase.execute({ query: 'a'.repeat(101) }, ctx())).toMatchObject({ ok: false, code: 'QUERY_TOO_LONG' });
  });
});
