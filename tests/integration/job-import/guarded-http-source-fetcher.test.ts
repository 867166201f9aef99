import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceReadError } from '../../../src/application/platform/job-import/job-source-fetcher.port';
import { GuardedHttpSourceFetcher } from '../../../src/infrastructure/job-import/guarded-http-source-fetcher';
import { isPublicAddress } from '../../../src/infrastructure/job-import/public-address';

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/feed.xml') res.end('<source><job/></source>');
    else if (req.url === '/moved') res.writeHead(302, { location: '/feed.xml' }).end();
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (req.url === '/silent') setTimeout(() => res.end('late'), 3_000);
    else if (req.url === '/trickle') {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const fetcher = (allowPrivateAddresses: boolean, totalTimeoutMs = 5_000) =>
  new GuardedHttpSourceFetcher({ allowPrivateAddresses, connectTimeoutMs: 500, totalTimeoutMs, maxRedirects: 3, userAgent: 'test' });

const read = async (stream: AsyncIterable<Uint8Array>) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
};

describe('the guarded source fetcher', () => {
  it('refuses loopback and private addresses, by literal and by name', async () => {
    for (const url of [
      `${base}/feed.xml`,
      `http://localhost:${port}/feed.xml`,
      `http://[::1]:${port}/feed.xml`,
      'http://169.254.169.254/latest',
    ])
      expect(await fetcher(false).open(url)).toMatchObject({ ok: false, code: 'SOURCE_ADDRESS_FORBIDDEN' });
  });

  it('refuses what is not a plain http(s) URL', async () => {
    expect(await fetcher(true).open('file:///etc/passwd')).toMatchObject({ ok: false, code: 'SOURCE_URL_INVALID' });
    expect(await fetcher(true).open(`http://user:secret@127.0.0.1:${port}/feed.xml`)).toMatchObject({
      ok: false,
      code: 'SOURCE_URL_INVALID',
    });
  });

  it('streams a body and follows a redirect when private addresses are allowed (tests only)', async () => {
    const direct = await fetcher(true).open(`${base}/feed.xml`);
    expect(direct.ok && (await read(direct.value))).toBe('<source><job/></source>');
    const moved = await fetcher(true).open(`${base}/moved`);
    expect(moved.ok && (await read(moved.value))).toBe('<source><job/></source>');
  });

  it('names an error status, a redirect loop and a silent server', async () => {
    expect(await fetcher(true).open(`${base}/missing`)).toMatchObject({ ok: false, code: 'SOURCE_HTTP_STATUS', message: 'HTTP 404' });
    expect(await fetcher(true).open(`${base}/loop`)).toMatchObject({ ok: false, code: 'SOURCE_TOO_MANY_REDIRECTS' });
    expect(await fetcher(true).open(`${base}/silent`)).toMatchObject({ ok: false, code: 'SOURCE_TIMEOUT' });
  });

  it('cuts off a body that trickles past the deadline', async () => {
    const trickle = await fetcher(true, 800).open(`${base}/trickle`);
    expect(trickle.ok).toBe(true);
    const error = await (trickle.ok ? read(trickle.value) : Promise.resolve('')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceReadError);
    expect((error as SourceReadError).code).toBe('SOURCE_TIMEOUT');
  });
});

describe('public addresses', () => {
  it.each([
    ['8.8.8.8', true],
    ['2a00:1450:4001::1', true],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
