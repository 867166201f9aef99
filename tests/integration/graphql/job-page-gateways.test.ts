import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { ApolloJobGateway } from '../../../src/infrastructure/graphql/client/apollo-job-gateway';
import { ApolloPlaceGateway } from '../../../src/infrastructure/graphql/client/apollo-place-gateway';
import { ApolloSimilarJobsGateway } from '../../../src/infrastructure/graphql/client/apollo-similar-jobs-gateway';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { PlatformGraphqlError } from '../../../src/infrastructure/graphql/client/run-operation';
import { platformYoga } from './support/all-graphql-parts';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { ListSimilarJobs } from '../../../src/application/platform/jobs/list-similar-jobs.use-case';
import { fixedClock } from '../../support/fixed-clock';
import { InMemorySimilarJobs } from '../../support/in-memory-similar-jobs';
import { fakePlatformDeps, NOW, VISIBLE_JOBS } from './support/platform-seed';

/** The seed's visible jobs, all in one occupation, so each has the others as similar jobs. */
const NURSING = { id: '900', vocabulary: 'occupations' as const, label: { de: 'Pflege' }, alias: { de: 'pflege' } };
const deps = fakePlatformDeps();
const withOccupation = VISIBLE_JOBS.map((job) => ({ ...job, occupations: [NURSING] }));

/** The job page's gateways against the platform API on in-memory ports, over real HTTP. */
describe('job page gateways over GraphQL', () => {
  let server: RunningServer;
  const yoga = platformYoga(
    { ...deps, listSimilarJobs: new ListSimilarJobs(deps.getJob, new InMemorySimilarJobs(withOccupation), fixedClock(NOW)) },
    { production: true, logger: pino({ level: 'silent' }) },
  );
  const client = () => createApolloClient({ ssrMode: true, uri: server.graphqlUrl });
  const guest: BoardContext = { site: 'default', locale: 'de' };

  beforeAll(async () => {
    server = await startHttpServer((request) => yoga.fetch(request));
  });
  afterAll(() => server?.close());

  it('similar jobs: visible jobs of the site, without the job itself, at most the limit', async () => {
    const similar = await new ApolloSimilarJobsGateway(client()).similarTo('101', 4, guest);
    expect(similar).toHaveLength(4);
    expect(similar.map((j) => j.id)).not.toContain('101');
    for (const job of similar) expect(VISIBLE_JOBS.map((j) => j.id)).toContain(job.id);
    await expect(new ApolloSimilarJobsGateway(client()).similarTo('201', 4, guest)).resolves.toEqual([]);
    await expect(new ApolloSimilarJobsGateway(client()).similarTo('101', 9, guest)).rejects.toBeInstanceOf(PlatformGraphqlError);
  });

  it('place suggestions: ranked, localized, bounded by the site', async () => {
    const places = new ApolloPlaceGateway(client());
    expect((await places.suggest('muenchen', 5, guest))[0]).toEqual({
      label: 'München',
      lat: 48.13743,
      lon: 11.57549,
      locationType: 'locality',
      country: 'DE',
      administrativeArea: 'Bayern',
    });
    expect((await places.suggest('germ', 5, { site: 'suedwest', locale: 'fr' })).map((p) => p.label)).toEqual(['Allemagne']);
    await expect(places.suggest('x'.repeat(101), 5, guest)).rejects.toBeInstanceOf(PlatformGraphqlError);
  });

  it('the single-job query maps details back to the domain (absent details stay absent)', async () => {
    const view = await new ApolloJobGateway(client()).byId('101', guest);
    expect(view?.job.details).toBeUndefined();
    expect(view?.job.organization).not.toHaveProperty('website');
  });
});
