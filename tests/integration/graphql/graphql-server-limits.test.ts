import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformYoga } from './support/all-graphql-parts';
import type { PlatformApiDeps } from './support/platform-api-deps';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';

/** A pino logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const SMALL_LIMIT = 1024;

let dev: RunningServer;
let prod: RunningServer;
const prodLog = capturingLogger();

beforeAll(async () => {
  const deps = fakePlatformDeps();
  const failing: PlatformApiDeps = {
    ...deps,
    getAppConfig: {
      execute: async () => {
        throw new Error('SELECT * FROM secret WHERE email = $1');
      },
    },
  };
  const devYoga = platformYoga(deps, { production: false, logger: pino({ level: 'silent' }), limits: { maxFileBytes: SMALL_LIMIT } });
  dev = await startHttpServer((r) => devYoga.fetch(r));
  const prodYoga = platformYoga(failing, { production: true, logger: prodLog.logger });
  prod = await startHttpServer((r) => prodYoga.fetch(r));
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const JSON_HEADERS = { 'content-type': 'application/json', 'x-frontend': 'default' };

async function post(server: RunningServer, body: unknown, headers: Record<string, string> = JSON_HEADERS) {
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers,
    body: typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

const MUTATION = 'mutation check($files: [Upload!]!) { checkAttachments(files: $files) { name size detectedType accepted error } }';

function uploadForm(files: File[]): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: MUTATION, variables: { files: files.map(() => null) } }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  for (const [i, f] of files.entries()) form.append(String(i), f);
  return form;
}
const pdf = (name: string, size = PDF_HEAD.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_HEAD);
  return new File([bytes], name, { type: 'application/pdf' });
};

describe('platform API over real HTTP', () => {
  it('answers with the request id it was given (or a fresh one)', async () => {
    const res = await post(dev, { query: '{ getAppConfig { key } }' }, { ...JSON_HEADERS, 'x-request-id': 'req-42' });
    expect(res.headers.get('x-request-id')).toBe('req-42');
    const fresh = await post(dev, { query: '{ getAppConfig { key } }' });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('unknown or missing X-Frontend → HTTP 400 with code UNKNOWN_FRONTEND', async () => {
    for (const headers of [{ ...JSON_HEADERS, 'x-frontend': 'nope' }, { 'content-type': 'application/json' }]) {
      const res = await post(dev, { query: '{ getAppConfig { key } }' }, headers);
      expect(res.status).toBe(400);
      expect(res.json.errors[0].extensions.code).toBe('UNKNOWN_FRONTEND');
    }
  });

  it('X-Locale picks the label language when the site speaks it, else the site default', async () => {
    const q = { query: '{ jobs(range: { first: 0, last: 1 }) { items { employmentTypes { label alias } } } }' };
    const fr = await post(dev, q, { ...JSON_HEADERS, 'x-frontend': 'suedwest', 'x-locale': 'fr' });
    expect(fr.json.data.jobs.items[0].employmentTypes[0]).toEqual({ label: 'Temps plein', alias: 'temps-plein' });
    const notOnSite = await post(dev, q, { ...JSON_HEADERS, 'x-locale': 'fr' });
    expect(notOnSite.json.data.jobs.items[0].employmentTypes[0]).toEqual({ label: 'Vollzeit', alias: 'vollzeit' });
  });

  it('jobs(range) refuses last > 50, negative values and unaligned pages with BAD_USER_INPUT', async () => {
    for (const [range, message] of [
      ['{ first: 0, last: 51 }', 'range.last must be between 1 and 50'],
      ['{ first: 0, last: -1 }', 'range.last must be between 1 and 50'],
      ['{ first: -10, last: 10 }', 'range.first must not be negative'],
      ['{ first: 5, last: 10 }', 'range.first must be a multiple of range.last'],
    ] as const) {
      const res = await post(dev, { query: `{ jobs(range: ${range}) { total } }` });
      expect(res.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.json.errors[0].message).toContain(message);
    }
  });

  describe('batching', () => {
    const op = { operationName: 'getAppConfig', query: 'query getAppConfig { getAppConfig { key } }', variables: {} };
    it('runs a batch of 10 operations', async () => {
      const res = await post(
        dev,
        Array.from({ length: 10 }, () => op),
      );
      expect(res.status).toBe(200);
      expect(res.json).toHaveLength(10);
      expect(res.json.every((r: any) => r.data.getAppConfig[0].key === 'newsletter.enabled')).toBe(true);
    });
    it('refuses 11 operations with a GraphQL error', async () => {
      const res = await post(
        dev,
        Array.from({ length: 11 }, () => op),
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.json.errors[0].message).toBe('Batching is limited to 10 operations per request.');
    });
  });

  describe('CSRF prevention', () => {
    const mutation = JSON.stringify({ query: MUTATION, variables: { files: [] } });
    it('refuses a text/plain POST', async () => {
      const res = await post(dev, mutation, { 'content-type': 'text/plain', 'x-frontend': 'default' });
      expect(res.status).toBe(403);
      expect(res.json.errors[0].message).toMatch(/CSRF/);
    });
    it('refuses an urlencoded POST', async () => {
      const res = await post(dev, new URLSearchParams({ query: MUTATION }), { 'x-frontend': 'default' });
      expect(res.status).toBe(403);
    });
    it('refuses a multipart POST without the preflight header and accepts it with the header', async () => {
      const refused = await post(dev, uploadForm([pdf('cv.pdf')]), { 'x-frontend': 'default' });
      expect(refused.status).toBe(403);
      const accepted = await post(dev, uploadForm([pdf('cv.pdf')]), { 'x-frontend': 'default', 'apollo-require-preflight': 'true' });
      expect(accepted.status).toBe(200);
      expect(accepted.json.data.checkAttachments).toEqual([
        { name: 'cv.pdf', size: 8, detectedType: 'application/pdf', accepted: true, error: null },
      ]);
    });
    it('lets JSON through, and never runs a mutation over GET', async () => {
      const json = await post(dev, mutation);
      expect(json.json.data.checkAttachments).toEqual([]);
      const url = `${dev.graphqlUrl}?query=${encodeURIComponent(MUTATION)}&variables=${encodeURIComponent('{"files":[]}')}`;
      const viaGet = await fetch(url, { headers: { 'x-frontend': 'default', 'x-graphql-csrf': '1' } });
      expect(viaGet.status).toBe(405);
      const getWithoutHeader = await fetch(`${dev.graphqlUrl}?query=${encodeURIComponent('{ getAppConfig { key } }')}`, {
        headers: { 'x-frontend': 'default' },
      });
      expect(getWithoutHeader.status).toBe(403);
    });
  });

  describe('uploads', () => {
    const preflight = { 'x-frontend': 'default', 'apollo-require-preflight': 'true' };
    it('checks each file by content (type from the magic number, not the name)', async () => {
      const fake = new File([new TextEncoder().encode('MZ this is an exe')], 'cv.pdf');
      const res = await post(dev, uploadForm([pdf('a.pdf'), fake]), preflight);
      expect(res.json.data.checkAttachments.map((c: any) => [c.name, c.accepted, c.error])).toEqual([
        ['a.pdf', true, null],
        ['cv.pdf', false, 'FILE_TYPE_NOT_ALLOWED'],
      ]);
    });
    it('refuses 11 files with 413 TOO_MANY_FILES, accepts 10', async () => {
      const eleven = await post(dev, uploadForm(Array.from({ length: 11 }, (_, i) => pdf(`f${i}.pdf`))), preflight);
      expect(eleven.status).toBe(413);
      expect(eleven.json.errors[0].extensions.code).toBe('TOO_MANY_FILES');
      const ten = await post(dev, uploadForm(Array.from({ length: 10 }, (_, i) => pdf(`f${i}.pdf`))), preflight);
      expect(ten.json.data.checkAttachments).toHaveLength(10);
    });
    it('refuses a file one byte over the per-file limit with 413 FILE_TOO_LARGE (limit lowered for the test)', async () => {
      const atLimit = await post(dev, uploadForm([pdf('ok.pdf', SMALL_LIMIT)]), preflight);
      expect(atLimit.json.data.checkAttachments[0].accepted).toBe(true);
      const over = await post(dev, uploadForm([pdf('big.pdf', SMALL_LIMIT + 1)]), preflight);
      expect(over.status).toBe(413);
      expect(over.json.errors[0].extensions.code).toBe('FILE_TOO_LARGE');
    });
    it('refuses a body larger than all files together may be, by Content-Length, before reading it', async () => {
      const huge = new Uint8Array(10 * SMALL_LIMIT + 2 * 1024 * 1024);
      const form = uploadForm([new File([huge], 'huge.pdf')]);
      const res = await post(dev, form, preflight);
      expect(res.status).toBe(413);
    });
    it('refuses map paths outside the variables', async () => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: MUTATION, variables: { files: [null] } }));
      form.append('map', JSON.stringify({ 0: ['__proto__.polluted'] }));
      form.append('0', pdf('a.pdf'));
      const res = await post(dev, form, preflight);
      expect(res.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('graphql-armor limits', () => {
    it('refuses a query deeper than 10', async () => {
      // The schema has no recursive type, so no valid query gets that deep; armor measures the selection as sent.
      const res = await post(dev, { query: `{ ${nest(11)} }` });
      expect(res.json.errors.map((e: any) => e.message).join('\n')).toMatch(/depth/i);
      const ok = await post(dev, { query: `{ ${nest(1)} }` });
      expect(ok.json.errors).toBeUndefined();
    });
    it('refuses more than 15 aliases', async () => {
      const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: getAppConfig { key }`).join(' ');
      const res = await post(dev, { query: `{ ${aliases} }` });
      expect(res.json.errors[0].message).toMatch(/aliases/i);
    });
    it('refuses a query of too many tokens', async () => {
      const fields = Array.from({ length: 1100 }, () => 'key').join(' ');
      const res = await post(dev, { query: `{ getAppConfig { ${fields} } }` });
      expect(res.json.errors[0].message).toMatch(/token/i);
    });
    it('never suggests field names, not even in development', async () => {
      const res = await post(dev, { query: '{ getUser { emial } }' });
      expect(res.json.errors[0].message).not.toMatch(/Did you mean/);
    });
  });

  describe('production mode', () => {
    it('refuses introspection', async () => {
      const res = await post(prod, { query: '{ __schema { queryType { name } } }' });
      expect(res.json.data).toBeUndefined();
      expect(res.json.errors[0].message).toMatch(/introspection/i);
      const dev_ = await post(dev, { query: '{ __schema { queryType { name } } }' });
      expect(dev_.json.data.__schema.queryType.name).toBe('Query');
    });
    it('gives no "Did you mean" for a typo', async () => {
      const res = await post(prod, { query: '{ getUsr { id } }' });
      expect(res.text).not.toMatch(/Did you mean|getUser/);
    });
    it('masks an unexpected error: "Unexpected error." without SQL or stack, logged with the request id but no PII', async () => {
      const res = await post(
        prod,
        { query: 'query cfg { getAppConfig { key } }' },
        { ...JSON_HEADERS, authorization: 'Bearer token-anna', 'x-request-id': 'req-secret-1' },
      );
      expect(res.json.errors).toHaveLength(1);
      expect(res.json.errors[0].message).toBe('Unexpected error.');
      expect(res.text).not.toMatch(/SELECT|secret|stack|at .*\.ts/);
      const line = prodLog.lines.find((l) => l.includes('req-secret-1'));
      expect(line).toBeDefined();
      expect(line).toContain('SELECT * FROM secret');
      expect(prodLog.lines.join('\n')).not.toMatch(/token-anna|authorization|anna@example/i);
      expect(prodLog.lines.filter((l) => l.includes('SELECT * FROM secret'))).toHaveLength(1);
    });
    it('keeps expected errors with message and code', async () => {
      const res = await post(prod, { query: '{ getUser { id } }' }, { ...JSON_HEADERS, authorization: 'Bearer token-gone' });
      expect(res.json.errors[0]).toMatchObject({ message: 'The signed-in user no longer exists.', extensions: { code: 'USER_GONE' } });
    });
  });
});

/** getUser { organization { organization { … id } } }: `levels` nested organization selections. */
function nest(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `organization { ${inner} }`;
  return `getUser { ${inner} }`;
}
