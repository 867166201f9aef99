import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { ApolloJobAlertGateway } from '../../../src/infrastructure/graphql/client/apollo-job-alert-gateway';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { platformYoga } from './support/all-graphql-parts';
import type { InMemoryJobAlerts } from '../../support/in-memory-job-alerts';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';

/**
 * What the gateway contract (gateway-contract.ts) cannot see from the board's side: the confirmation mail a
 * guest's alert sends, read from the in-memory alert store.
 */
describe('job alert gateway over GraphQL: the guest confirmation mail', () => {
  const deps = fakePlatformDeps();
  const store = (deps as unknown as { alerts: InMemoryJobAlerts }).alerts;
  const yoga = platformYoga(deps, { production: true, logger: pino({ level: 'silent' }) });
  let server: RunningServer;
  const client = () => createApolloClient({ ssrMode: true, uri: server.graphqlUrl });
  const guest: BoardContext = { site: 'default', locale: 'de', token: null };

  beforeAll(async () => {
    server = await startHttpServer((request) => yoga.fetch(request));
  });
  afterAll(() => server?.close());

  it('a guest’s alert sends one confirmation mail in the site’s name', async () => {
    const gateway = new ApolloJobAlertGateway(client());
    const sentBefore = store.sent.length;
    expect(
      await gateway.create({ query: '', frequency: 'weekly', email: 'gast@example.test', origin: 'http://localhost:3000' }, guest),
    ).toEqual({ status: 'CONFIRMATION_SENT', errors: [] });
    expect(store.sent.length).toBe(sentBefore + 1);
    expect(store.sent.at(-1)!.subject).toBe('Bitte bestätigen Sie Ihren Job-Alarm – Jobs default');
  });
});
