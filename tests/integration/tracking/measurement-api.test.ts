import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForwardQueue } from '../../../src/application/board/tracking/forward-queue';
import type { TrackingSetup } from '../../../src/domain/tracking/tracking-setup';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { HttpMeasurementSender } from '../../../src/infrastructure/tracking/http-measurement-sender';
import { handleConversionApi, handleGmapi, MEASUREMENT_RATE } from '../../../src/ui/server/tracking/measurement-api.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The two endpoints against a real collector on a local port, through the worker's real queue and sender:
 * what arrives there, and that a refused call sends nothing.
 */
let collector: Server;
let base = '';
const received: { path: string; body: unknown }[] = [];
let failNext = 0;

// The calls' allowance is the platform's, on PostgreSQL: a real composition root on a test database.
let db: TestDatabase;
let container: ReturnType<typeof buildContainer>;

beforeAll(async () => {
  db = await createTestDatabase();
  container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
  collector = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString();
    });
    req.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      received.push({ path: req.url ?? '', body: JSON.parse(text) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => collector.close(() => resolve()));
  await container?.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
  await db?.drop();
});

const logLines: string[] = [];
function boardWith(
  setup: TrackingSetup,
  queue = new ForwardQueue(new HttpMeasurementSender(), (run, ms) => setTimeout(run, ms / 100)),
): Board {
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
  return {
    site: { key: 'suedwest', defaultLocale: 'de' },
    trackingSetup: setup,
    measurementQueue: queue,
    measurementAllowance: boardFrom(container).measurementAllowance,
    trackingLogger: logger,
  } as unknown as Board;
}

const setup = (): TrackingSetup => ({
  consent: { provider: 'first-party' },
  trackers: {},
  serverSide: { measurementUrl: `${base}/collect`, conversionUrl: `${base}/conversions`, conversionEvents: ['job_apply_complete'] },
});

let address = 0;
function call(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  address += 1;
  const request = new Request(`https://suedwest.example${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: 'https://suedwest.example',
      cookie: 'jb_consent=v1~eventTracking:1~socialPixel:1',
      ...headers,
    },
  });
  // Each test call comes from an address of its own, unless a test floods from one.
  (request as Request & { ip?: string }).ip = headers['x-test-ip'] ?? `10.0.0.${address}`;
  return request;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('/api/gmapi', () => {
  it('forwards an event with ss_, without personal keys, entity_id only where listed, with server and site', async () => {
    received.length = 0;
    const b = boardWith(setup());
    const response = await handleGmapi(
      call('/api/gmapi', {
        event: 'job_visit',
        params: {
          entity_id: '4711',
          route: '/job/{...}',
          current_user_id: '17',
          user_role: 'applicant',
          session_id: 'abc',
          owner_id: '3',
          referrer: 'x',
        },
      }),
      b,
    );
    expect(response.status).toBe(202);
    await until(() => received.length === 1);
    expect(received).toEqual([
      {
        path: '/collect',
        body: {
          event: 'ss_job_visit',
          params: { entity_id: '4711', route: '/job/{...}', value: 1, server: 1, current_frontend: 'suedwest' },
        },
      },
    ]);
    // The log names the endpoint's problems only: nothing of what a visitor sent.
    expect(logLines.join('')).not.toContain('4711');
  });

  it('refuses bad input with a clear 4xx and forwards nothing', async () => {
    received.length = 0;
    const b = boardWith(setup());
    const cases: [Request, number, string][] = [
      [call('/api/gmapi', { event: 'purchase', params: {} }), 400, 'UNKNOWN_EVENT'],
      [
        call('/api/gmapi', { event: 'login', params: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`p${i}`, 'x'])) }),
        400,
        'TOO_MANY_PARAMS',
      ],
      [call('/api/gmapi', { event: 'login', params: { current_frontend: 'default' } }), 400, 'FORGED_FRONTEND'],
      [call('/api/gmapi', { event: 'login', params: { route: 'x'.repeat(20_000) } }), 413, 'TOO_LARGE'],
      [call('/api/gmapi', '{not json'), 400, 'INVALID_JSON'],
      [call('/api/gmapi', { event: 'login', params: { a: 1 } }), 400, 'INVALID_BODY'],
      [call('/api/gmapi', { event: 'login' }, { origin: 'https://evil.example' }), 403, 'CROSS_SITE'],
      [call('/api/gmapi', { event: 'login' }, { cookie: 'jb_consent=v1~eventTracking:0' }), 403, 'NO_CONSENT'],
      [call('/api/gmapi', { event: 'login' }, { cookie: '' }), 403, 'NO_CONSENT'],
    ];
    for (const [request, status, error] of cases) {
      const response = await handleGmapi(request, b);
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([status, error]);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
  });

  it('answers 404 while the site has no collector (the switch is off)', async () => {
    const response = await handleGmapi(
      call('/api/gmapi', { event: 'login' }),
      boardWith({ consent: { provider: 'first-party' }, trackers: {} }),
    );
    expect(response.status).toBe(404);
  });

  it('cuts a flood from one address off with 429 and Retry-After', async () => {
    const b = boardWith(setup());
    const statuses: number[] = [];
    for (let i = 0; i <= MEASUREMENT_RATE.points; i++)
      statuses.push((await handleGmapi(call('/api/gmapi', { event: 'login' }, { 'x-test-ip': '10.9.9.9' }), b)).status);
    expect(statuses.slice(0, MEASUREMENT_RATE.points).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('retries a collector that fails, and a full queue answers 503 without waiting', async () => {
    received.length = 0;
    failNext = 2;
    const b = boardWith(setup());
    expect((await handleGmapi(call('/api/gmapi', { event: 'job_search', params: { entity_id: '1' } }), b)).status).toBe(202);
    const searches = () => received.filter((r) => (r.body as { event?: string }).event === 'ss_job_search');
    await until(() => searches().length === 1);
    expect(searches()[0]?.body).toMatchObject({ event: 'ss_job_search', params: { entity_id: '1' } });

    const stuck = new ForwardQueue({ send: () => new Promise<boolean>(() => undefined) }, () => undefined, {
      capacity: 1,
      concurrency: 1,
      retryDelaysMs: [],
    });
    const full = boardWith(setup(), stuck);
    expect((await handleGmapi(call('/api/gmapi', { event: 'login' }), full)).status).toBe(202);
    const refused = await handleGmapi(call('/api/gmapi', { event: 'login' }), full);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
  });
});

describe('/api/conversionapi', () => {
  it('forwards an enabled event as event_name and custom_data, refuses one not enabled', async () => {
    received.length = 0;
    const b = boardWith(setup());
    const ok = await handleConversionApi(
      call('/api/conversionapi', { event_name: 'job_apply_complete', custom_data: { entity_id: '9', user_role: 'x' } }),
      b,
    );
    expect(ok.status).toBe(202);
    const conversions = () => received.filter((r) => r.path === '/conversions');
    await until(() => conversions().length === 1);
    expect(conversions()).toEqual([
      { path: '/conversions', body: { event_name: 'job_apply_complete', custom_data: { entity_id: '9', current_frontend: 'suedwest' } } },
    ]);
    const off = await handleConversionApi(call('/api/conversionapi', { event_name: 'job_visit', custom_data: {} }), b);
    expect(off.status).toBe(404);
    const noPixel = await handleConversionApi(
      call('/api/conversionapi', { event_name: 'job_apply_complete' }, { cookie: 'jb_consent=v1~eventTracking:1~socialPixel:0' }),
      b,
    );
    expect(noPixel.status).toBe(403);
  });
});
