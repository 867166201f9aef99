import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { handleGmapi, MEASUREMENT_RATE } from '../../../src/ui/server/tracking/measurement-api.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Two app instances (two composition roots, each with its own pool and in-process platform, as two PM2
 * workers or two hosts) on one PostgreSQL: a visitor's flood of /api/gmapi calls spread over both is cut
 * off after the one allowance, not after one allowance per worker.
 */
let db: TestDatabase;
let collector: Server;
const containers: Array<ReturnType<typeof buildContainer>> = [];
const boards: Board[] = [];
let forwarded = 0;

beforeAll(async () => {
  collector = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      forwarded += 1;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const measurementUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`;
  db = await createTestDatabase();
  const before = process.env.JOBBOARD_TRACKING;
  // The site's server-side measurement switched on for both instances, as an installation would set it.
  process.env.JOBBOARD_TRACKING = JSON.stringify({ suedwest: { consent: { provider: 'first-party' }, serverSide: { measurementUrl } } });
  try {
    for (let i = 0; i < 2; i++) {
      const container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
      containers.push(container);
      boards.push(boardFrom(container));
      expect(boards[i]?.trackingSetup.serverSide?.measurementUrl).toBe(measurementUrl);
    }
  } finally {
    if (before === undefined) delete process.env.JOBBOARD_TRACKING;
    else process.env.JOBBOARD_TRACKING = before;
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => collector?.close(() => resolve()));
  for (const container of containers) await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
  await db?.drop();
});

function call(address: string): Request {
  const request = new Request('https://suedwest.example/api/gmapi', {
    method: 'POST',
    body: JSON.stringify({ event: 'login', params: {} }),
    headers: { 'content-type': 'application/json', origin: 'https://suedwest.example', cookie: 'jb_consent=v1~eventTracking:1' },
  });
  (request as Request & { ip?: string }).ip = address;
  return request;
}

describe('the /api/gmapi allowance across app instances', () => {
  it('counts one allowance per visitor for both instances together, and keeps others’ apart', async () => {
    const statuses: number[] = [];
    // Alternating instances, as a load balancer spreads one visitor's calls.
    for (let i = 0; i < MEASUREMENT_RATE.points; i++) statuses.push((await handleGmapi(call('10.3.3.3'), boards[i % 2]!)).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    for (const b of boards) {
      const refused = await handleGmapi(call('10.3.3.3'), b);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(MEASUREMENT_RATE.durationSeconds);
    }
    // Another visitor still has the whole allowance, on either instance.
    expect((await handleGmapi(call('10.3.3.4'), boards[1]!)).status).toBe(202);
    expect((await handleGmapi(call('10.3.3.4'), boards[0]!)).status).toBe(202);
    // What was taken reaches the collector; what was refused does not.
    const accepted = MEASUREMENT_RATE.points + 2;
    for (let i = 0; i < 300 && forwarded < accepted; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(forwarded).toBe(accepted);
  });

  it('keeps the count in the shared table, one hashed row per visitor, no address', async () => {
    // In a worker's memory (as before) the table would hold nothing: another process could not see it.
    const { rows } = await db.pool.query<{ key: string; points: number }>(
      `select key, points from rate_limits where key like 'measurementCalls:%' order by points`,
    );
    expect(rows.map((r) => r.points)).toEqual([2, MEASUREMENT_RATE.points + 2]);
    expect(rows.every((r) => /^measurementCalls:[0-9a-f]{64}$/.test(r.key))).toBe(true);
  });
});
