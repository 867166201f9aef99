import { expect, it } from 'vitest';
import { toJobSummary } from '../../../../src/domain/job/job-summary';
import { PlatformGraphqlError } from '../../../../src/infrastructure/graphql/client/run-operation';
import { buildJobSearchRequest } from '../../../../src/domain/search/job-search-builder';
import type { JobSearchRequest } from '../../../../src/domain/search/job-search-request';
import { DRAFT_JOB, EXPIRED_JOB, OTHER_SITE_JOB, VISIBLE_JOBS } from '../support/platform-seed';
import { GUEST, type GatewayContract } from './board-gateways';

function searchFor(query: string, pageSize = 5): JobSearchRequest {
  const built = buildJobSearchRequest(
    { segments: [], params: [...new URLSearchParams(query)] },
    { locale: 'de', pageSize, defaultRadiusKm: 100, taxonomy: [] },
  );
  if (!built.ok) throw new Error(`test search "${query}" does not build`);
  return built.value;
}

const visibleIds = VISIBLE_JOBS.map((j) => j.id);
const hiddenIds = [DRAFT_JOB.id, EXPIRED_JOB.id, OTHER_SITE_JOB.id];

/** The job page (similar jobs, place suggestions) and the job search. */
export const jobPageContract: GatewayContract = (gateways) => {
  it('similar jobs: visible jobs only, never the job itself; none for a hidden job; a limit past the maximum fails', async () => {
    const { similarJobs } = gateways();
    const similar = await similarJobs.similarTo('101', 4, GUEST);
    expect(similar.length).toBeLessThanOrEqual(4);
    for (const job of similar) {
      expect(job.id).not.toBe('101');
      expect(visibleIds).toContain(job.id);
    }
    await expect(similarJobs.similarTo(DRAFT_JOB.id, 4, GUEST)).resolves.toEqual([]);
    await expect(similarJobs.similarTo('101', 99, GUEST)).rejects.toBeInstanceOf(PlatformGraphqlError);
  });

  it('place suggestions: domain places in the request locale; an over-long query fails', async () => {
    const { places } = gateways();
    expect((await places.suggest('muenchen', 5, GUEST))[0]).toEqual({
      label: 'München',
      lat: 48.13743,
      lon: 11.57549,
      locationType: 'locality',
      country: 'DE',
      administrativeArea: 'Bayern',
    });
    expect((await places.suggest('germ', 5, { site: 'suedwest', locale: 'fr' })).map((p) => p.label)).toEqual(['Allemagne']);
    await expect(places.suggest('x'.repeat(101), 5, GUEST)).rejects.toBeInstanceOf(PlatformGraphqlError);
  });

  it('job search: a page of visible jobs with the total; hidden jobs never; an invalid request fails', async () => {
    const { jobSearch } = gateways();
    const result = await jobSearch.search(searchFor('search=Entwickler'), GUEST);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.length).toBeLessThanOrEqual(5);
    expect(result.total).toBeGreaterThanOrEqual(result.items.length);
    for (const { job, distanceKm } of result.items) {
      expect(visibleIds).toContain(job.id);
      expect(hiddenIds).not.toContain(job.id);
      expect(distanceKm).toBeNull(); // no place searched
    }
    const first = VISIBLE_JOBS.find((j) => j.id === result.items[0]!.job.id)!;
    // As a card shows it: the search answers what a card needs, not the whole job.
    expect(result.items[0]!.job).toEqual(toJobSummary(first));
    const tooLarge = { ...searchFor('search=Entwickler'), range: { first: 0, last: 1000 } };
    await expect(jobSearch.search(tooLarge, GUEST)).rejects.toBeInstanceOf(PlatformGraphqlError);
  });

  it('job search terms: the facet vocabulary as domain terms (none in this seed)', async () => {
    await expect(gateways().jobSearch.terms(GUEST)).resolves.toEqual([]);
  });
};
