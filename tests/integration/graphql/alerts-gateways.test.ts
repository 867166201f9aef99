import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { ApolloBookmarkGateway } from '../../../src/infrastructure/graphql/client/apollo-bookmark-gateway';
import { ApolloJobAlertGateway } from '../../../src/infrastructure/graphql/client/apollo-job-alert-gateway';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { createPlatformYoga } from '../../../src/infrastructure/graphql/server/create-platform-yoga';
import type { InMemoryJobAlerts } from '../../support/in-memory-job-alerts';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';

/** The bookmark and job-alert gateways against the platform API on in-memory ports, over real HTTP. */
describe('bookmark and job alert gateways over GraphQL', () => {
  const deps = fakePlatformDeps();
  const store = (deps as unknown as { alerts: InMemoryJobAlerts }).alerts;
  const yoga = createPlatformYoga(deps, { production: true, logger: pino({ level: 'silent' }) });
  let server: RunningServer;
  const client = () => createApolloClient({ ssrMode: true, uri: server.graphqlUrl });
  const guest: BoardContext = { site: 'default', locale: 'de', token: null };
  const anna: BoardContext = { site: 'default', locale: 'de', token: 'token-anna' };

  beforeAll(async () => {
    server = await startHttpServer((request) => yoga.fetch(request));
  });
  afterAll(() => server?.close());

  it('bookmarks: guests have none and may not add; a signed-in user adds, lists, asks and removes', async () => {
    const gateway = new ApolloBookmarkGateway(client());
    expect(await gateway.list({ first: 0, last: 10 }, guest)).toBeNull();
    expect(await gateway.bookmarkedAmong(['101'], guest)).toEqual([]);
    expect(await gateway.set('101', true, guest)).toEqual({ bookmarked: false, errors: ['FORBIDDEN'] });

    expect(await gateway.set('101', true, anna)).toEqual({ bookmarked: true, errors: [] });
    expect(await gateway.set('101', true, anna)).toEqual({ bookmarked: true, errors: [] });
    expect(await gateway.set('201', true, anna)).toEqual({ bookmarked: false, errors: ['NOT_FOUND'] }); // a draft
    const list = await gateway.list({ first: 0, last: 10 }, anna);
    expect(list?.total).toBe(1);
    expect(list?.items[0]).toMatchObject({ available: true, job: { id: '101', title: 'Entwickler 101', slug: 'job-101' } });
    expect(await gateway.bookmarkedAmong(['101', '102'], anna)).toEqual(['101']);
    expect(await gateway.set('101', false, anna)).toEqual({ bookmarked: false, errors: [] });
    expect(await gateway.bookmarkedAmong(['101', '102'], anna)).toEqual([]);
  });

  it('job alerts: a user’s alert is active, listed, found for its search, changed and deleted', async () => {
    const gateway = new ApolloJobAlertGateway(client());
    expect(await gateway.mine(guest)).toBeNull();
    expect(
      await gateway.create({ query: 'search=Entwickler&page=3', frequency: 'daily', email: null, origin: 'http://localhost:3000' }, anna),
    ).toEqual({ status: 'ACTIVE', errors: [] });
    const [alert] = (await gateway.mine(anna))!;
    expect(alert).toMatchObject({ query: 'search=Entwickler', frequency: 'daily', lastSentAt: null });
    expect(await gateway.forSearch('search=Entwickler&sort=date', anna)).toMatchObject({ id: alert!.id });
    expect(await gateway.forSearch('search=Entwickler', guest)).toBeNull();
    expect(await gateway.update(alert!.id, 'weekly', anna)).toEqual({ errors: [] });
    expect(await gateway.update(alert!.id, 'weekly', guest)).toEqual({ errors: ['FORBIDDEN'] });
    expect(await gateway.update('9999', 'weekly', anna)).toEqual({ errors: ['NOT_FOUND'] });
    expect((await gateway.mine(anna))![0]!.frequency).toBe('weekly');
    expect(await gateway.delete(alert!.id, anna)).toEqual({ errors: [] });
    expect(await gateway.mine(anna)).toEqual([]);
  });

  it('job alerts: a guest gets a confirmation mail; bad tokens and addresses are refused as values', async () => {
    const gateway = new ApolloJobAlertGateway(client());
    const sentBefore = store.sent.length;
    expect(
      await gateway.create({ query: '', frequency: 'weekly', email: 'gast@example.test', origin: 'http://localhost:3000' }, guest),
    ).toEqual({ status: 'CONFIRMATION_SENT', errors: [] });
    expect(store.sent.length).toBe(sentBefore + 1);
    expect(store.sent.at(-1)!.subject).toBe('Bitte bestätigen Sie Ihren Job-Alarm – Jobs default');
    expect(await gateway.create({ query: '', frequency: 'weekly', email: 'kein-at', origin: '' }, guest)).toEqual({
      status: null,
      errors: ['INVALID_EMAIL'],
    });
    expect(await gateway.confirm('1.forgedforgedforgedforged', guest)).toEqual({ errors: ['INVALID_TOKEN'] });
    expect(await gateway.unsubscribe('nonsense', guest)).toEqual({ errors: ['INVALID_TOKEN'] });
  });
});
