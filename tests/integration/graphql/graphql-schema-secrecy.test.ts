import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMIT_EXCEEDED } from '../../../src/infrastructure/graphql/server/plugins/schema-secrecy.plugin';
import { platformYoga } from './support/all-graphql-parts';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';

/*
 * What the API tells a stranger about its schema: no guessed names in any refusal (enum values, input
 * fields, fields, arguments) and a plain 400 with one stable code for queries refused for their size,
 * whatever the client accepts.
 */
let server: RunningServer;

beforeAll(async () => {
  const yoga = platformYoga(fakePlatformDeps(), { production: true, logger: pino({ level: 'silent' }) });
  server = await startHttpServer((r) => yoga.fetch(r));
});
afterAll(async () => {
  await server?.close();
});

async function post(body: unknown, accept = 'application/json') {
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, 'x-frontend': 'default' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) };
}

const CONSENTS = 'query c($s: ConsentInfoSorting) { getGdprConsentInfos(type: "PRIVACY_POLICY", sorting: $s) { id } }';
const RANGE =
  'query r($r: RangeInput!) { jobSearch(request: { language: "de", facets: [], condition_group: { conjunction: "AND", groups: [] }, range: $r }) { total } }';

describe('no schema hints in refusals', () => {
  it('an enum value one letter off in a variable: refused without naming the real values', async () => {
    const res = await post({ query: CONSENTS, variables: { s: 'ID_AS' } });
    expect(res.json.errors[0].message).toMatch(/ID_AS/);
    expect(res.text).not.toMatch(/Did you mean|ID_ASC|ID_DESC/);
  });
  it('an enum literal one letter off in the query', async () => {
    const res = await post({ query: '{ getGdprConsentInfos(type: "PRIVACY_POLICY", sorting: ID_DES) { id } }' });
    expect(res.json.errors.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/Did you mean|ID_DESC/);
  });
  it('an input field name one letter off', async () => {
    const res = await post({ query: RANGE, variables: { r: { frist: 0, last: 10 } } });
    expect(res.json.errors.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/Did you mean|"first"/);
  });
  it('an argument name one letter off', async () => {
    const res = await post({ query: '{ getGdprConsentInfos(typ: "PRIVACY_POLICY") { id } }' });
    expect(res.json.errors.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/Did you mean/);
  });
});

describe('queries refused for their size', () => {
  const deep = () => {
    let inner = 'id';
    for (let i = 0; i < 11; i++) inner = `organization { ${inner} }`;
    return `{ getUser { ${inner} } }`;
  };
  const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: getAppConfig { key }`).join(' ')} }`;
  const tokens = `{ getAppConfig { ${Array.from({ length: 1100 }, () => 'key').join(' ')} } }`;

  for (const [name, query] of [
    ['too deep', deep()],
    ['too many aliases', aliases],
    ['too many tokens', tokens],
  ] as const) {
    it(`${name}: 400 with ${QUERY_LIMIT_EXCEEDED}, for application/json and graphql-response+json clients alike`, async () => {
      for (const accept of ['application/json', 'application/graphql-response+json']) {
        const res = await post({ query }, accept);
        expect(res.status).toBe(400);
        expect(res.json.errors[0].extensions.code).toBe(QUERY_LIMIT_EXCEEDED);
        expect(res.json.data).toBeUndefined();
      }
    });
  }

  it('a query within the limits still answers 200', async () => {
    const res = await post({ query: '{ a: getAppConfig { key } b: getAppConfig { key } }' });
    expect(res.status).toBe(200);
    expect(res.json.errors).toBeUndefined();
  });
});
