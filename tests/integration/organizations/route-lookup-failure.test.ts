import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteGateway } from '../../../src/application/board/routing/route-gateway.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { T } from '../../../src/infrastructure/di/tokens';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The organization page when the route lookup fails (the platform's getRoutInfo answering an error):
 * the real composition root, Apollo gateways and PostgreSQL, with only the lookup made to fail.
 */
describe('a failing route lookup', () => {
  let db: TestDatabase;
  let board: Board;
  let lookups = 0;
  const logs: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    const c = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
    const failing: RouteGateway = {
      lookup: async () => {
        lookups++;
        throw new Error('Response not successful: Received status code 502');
      },
    };
    c.rebind(T.RouteGateway).toConstantValue(failing);
    c.rebind(T.Logger).toConstantValue(pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) }));
    board = boardFrom(c);
  });
  afterAll(() => db.drop());

  it('leaves the organization page standing: found by its slug, with its jobs, no metatags, logged once without the visitor', async () => {
    const page = await board.showOrganizationPage.execute(
      { slug: 'neckar-software-gmbh' },
      { site: 'suedwest', locale: 'de', token: 'a-visitors-session-token' },
    );
    expect(page).toMatchObject({ kind: 'organization', profile: { name: 'Neckar Software GmbH' }, metatags: [], routeLookupFailed: true });
    expect(page.kind === 'organization' && page.totalJobs).toBeGreaterThan(0);
    expect(lookups).toBe(1);
    const failures = logs.filter((l) => l.code === 'ROUTE_LOOKUP_FAILED');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 40, page: 'organization', error: 'Response not successful: Received status code 502' });
    expect(JSON.stringify(logs)).not.toContain('a-visitors-session-token');
  });

  it('an unknown slug is still a 404, not an error page', async () => {
    expect(await board.showOrganizationPage.execute({ slug: 'gibt-es-nicht' }, { site: 'suedwest', locale: 'de' })).toEqual({
      kind: 'not-found',
    });
  });
});
