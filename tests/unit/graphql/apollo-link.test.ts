import { gql } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { ApolloAppConfigGateway } from '../../../src/infrastructure/graphql/client/apollo-app-config-gateway';
import { ApolloJobGateway } from '../../../src/infrastructure/graphql/client/apollo-job-gateway';
import { ApolloRouteGateway } from '../../../src/infrastructure/graphql/client/apollo-route-gateway';
import { ApolloUserGateway, UserGoneError } from '../../../src/infrastructure/graphql/client/apollo-user-gateway';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { answerEach, fakeFetch, json } from './fake-fetch';

const URI = 'http://platform.test/graphql';
const guest: BoardContext = { site: 'suedwest', locale: 'en-GB' };
const signedIn: BoardContext = { site: 'suedwest', locale: 'fr', token: 'tok-123', visualEditor: true };

const configData = () => ({ getAppConfig: [{ name: 'N', key: 'k', value: 'v' }] });

describe('board Apollo link', () => {
  it('sends queries issued in the same tick as ONE POST with an array of {operationName, variables, query}', async () => {
    const { fetch, calls } = fakeFetch(answerEach(() => ({ job: null })));
    const client = createApolloClient({ uri: URI, fetch });
    const q = gql`query getJob($id: ID!) { job(id: $id) { expired } }`;
    await Promise.all(['1', '2', '3'].map((id) => client.query({ query: q, variables: { id }, context: { board: guest } })));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(URI);
    const body = calls[0]!.body as Array<Record<string, unknown>>;
    expect(body).toHaveLength(3);
    for (const [i, op] of body.entries()) {
      expect(Object.keys(op).sort()).toEqual(['operationName', 'query', 'variables']);
      expect(op.operationName).toBe('getJob');
      expect(op.variables).toEqual({ id: String(i + 1) });
      expect(op.query).toContain('job(id: $id)');
    }
  });

  it('splits 11 queries of one tick into two POSTs of 10 and 1', async () => {
    const { fetch, calls } = fakeFetch(answerEach(() => configData()));
    const client = createApolloClient({ uri: URI, fetch });
    const q = gql`query getAppConfig { getAppConfig { name key value } }`;
    await Promise.all(Array.from({ length: 11 }, () => client.query({ query: q, context: { board: guest } })));
    expect(calls.map((c) => (c.body as unknown[]).length)).toEqual([10, 1]);
  });

  it('sends X-Frontend and X-Locale always, Authorization and X-Visual-Editor only when the board context has them', async () => {
    const { fetch, calls } = fakeFetch(answerEach(() => configData()));
    const gateway = new ApolloAppConfigGateway(createApolloClient({ uri: URI, fetch }));
    await gateway.entries(guest);
    await gateway.entries(signedIn);
    const [anonymous, user] = calls.map((c) => c.headers);
    expect(anonymous!.get('x-frontend')).toBe('suedwest');
    expect(anonymous!.get('x-locale')).toBe('en-GB');
    expect(anonymous!.has('authorization')).toBe(false);
    expect(anonymous!.has('x-visual-editor')).toBe(false);
    expect(anonymous!.get('content-type')).toBe('application/json');
    expect(user!.get('x-locale')).toBe('fr');
    expect(user!.get('authorization')).toBe('Bearer tok-123');
    expect(user!.get('x-visual-editor')).toBe('true');
  });

  it('asks a platform on this host for uncompressed answers, and one elsewhere as fetch asks', async () => {
    const { fetch, calls } = fakeFetch(answerEach(() => configData()));
    await new ApolloAppConfigGateway(createApolloClient({ uri: 'http://127.0.0.1:4001/graphql', fetch })).entries(guest);
    await new ApolloAppConfigGateway(createApolloClient({ uri: URI, fetch })).entries(guest);
    const [local, remote] = calls.map((c) => c.headers);
    expect(local!.get('accept-encoding')).toBe('identity');
    expect(remote!.has('accept-encoding')).toBe(false);
  });

  it('never puts operations of different board contexts into one batch', async () => {
    const { fetch, calls } = fakeFetch(answerEach(() => configData()));
    const gateway = new ApolloAppConfigGateway(createApolloClient({ uri: URI, fetch }));
    await Promise.all([gateway.entries(guest), gateway.entries(signedIn), gateway.entries(guest)]);
    expect(calls).toHaveLength(2);
    const withToken = calls.find((c) => c.headers.has('authorization'))!;
    expect((withToken.body as unknown[]).length).toBe(1);
  });

  it('sends an operation with a File variable as a multipart request with operations, map and the CSRF preflight header', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: { checkAttachments: [] } }));
    const client = createApolloClient({ uri: URI, fetch });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'cv.pdf', { type: 'application/pdf' });
    await client.mutate({
      mutation: gql`mutation checkAttachments($files: [Upload!]!) { checkAttachments(files: $files) { name accepted } }`,
      variables: { files: [file] },
      context: { board: signedIn },
    });
    expect(calls).toHaveLength(1);
    // The body is a multipart stream the link builds itself (files pulled one chunk at a time).
    const contentType = calls[0]!.headers.get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = calls[0]!.body as ReadableStream<Uint8Array>;
    expect(body).toBeInstanceOf(ReadableStream);
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const operations = JSON.parse(form.get('operations') as string);
    expect(operations).toMatchObject({ operationName: 'checkAttachments', variables: { files: [null] } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 1: ['variables.files.0'] });
    expect((form.get('1') as File).name).toBe('cv.pdf');
    expect(new Uint8Array(await (form.get('1') as File).arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]));
    expect(calls[0]!.headers.get('apollo-require-preflight')).toBe('true');
    expect(calls[0]!.headers.get('x-frontend')).toBe('suedwest');
  });
});

describe('error catalogue of spec §8, as thrown by the gateways', () => {
  const jobs = (answer: Parameters<typeof fakeFetch>[0]) =>
    new ApolloJobGateway(createApolloClient({ uri: URI, fetch: fakeFetch(answer).fetch }));

  it('status ≥ 300 → "Response not successful: Received status code N"', async () => {
    const error = await jobs(() => json({ errors: [{ message: 'boom' }] }, 500))
      .list({ page: 1, pageSize: 10 }, guest)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe('Response not successful: Received status code 500');
    const redirect = await jobs(() => new Response('moved', { status: 302 }))
      .list({ page: 1, pageSize: 10 }, guest)
      .catch((e: unknown) => e);
    expect((redirect as Error).message).toBe('Response not successful: Received status code 302');
  });

  it('a response with neither data nor errors → an error naming the query', async () => {
    await expect(jobs(() => json({})).list({ page: 1, pageSize: 10 }, guest)).rejects.toThrow(
      'No data and no errors in the response to query "getJobs"',
    );
    await expect(jobs(() => json([{}])).byId('1', guest)).rejects.toThrow('No data and no errors in the response to query "getJob"');
  });

  it('unparsable JSON → a parse error', async () => {
    const error = await jobs(() => json('not json'))
      .list({ page: 1, pageSize: 10 }, guest)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerParseError);
    expect((error as Error).message).toMatch(/JSON|parse/i);
  });

  it('maps expected GraphQL answers and throws for the rest', async () => {
    await expect(jobs(answerEach(() => ({ job: null }))).byId('404', guest)).resolves.toBeNull();
    const failing = jobs(() =>
      json([
        { data: { jobs: null }, errors: [{ message: 'range.last must be between 1 and 50', extensions: { code: 'BAD_USER_INPUT' } }] },
      ]),
    );
    await expect(failing.list({ page: 1, pageSize: 99 }, guest)).rejects.toThrow(/range.last must be between 1 and 50 \(BAD_USER_INPUT\)/);
    const gone = new ApolloUserGateway(
      createApolloClient({
        uri: URI,
        fetch: fakeFetch(() => json([{ data: { user: null }, errors: [{ message: 'gone', extensions: { code: 'USER_GONE' } }] }])).fetch,
      }),
    );
    await expect(gone.current(signedIn)).rejects.toBeInstanceOf(UserGoneError);
  });

  it('maps getRoutInfo answers to the domain RouteInfo', async () => {
    const route = (getRoutInfo: unknown) =>
      new ApolloRouteGateway(createApolloClient({ uri: URI, fetch: fakeFetch(answerEach(() => ({ getRoutInfo }))).fetch }));
    await expect(route({ error: null, redirect: { code: 301, target: '/job/x' }, content: null }).lookup('/old', guest)).resolves.toEqual({
      kind: 'redirect',
      code: 301,
      target: '/job/x',
    });
    await expect(route({ error: { code: 404, reason: 'Not found' }, redirect: null, content: null }).lookup('/x', guest)).resolves.toEqual({
      kind: 'error',
      code: 404,
      reason: 'Not found',
    });
    await expect(
      route({
        error: null,
        redirect: null,
        content: { __typename: 'LandingPage', id: '5', metatags: [{ meta: 'title', value: 'T' }] },
      }).lookup('/x', guest),
    ).resolves.toEqual({ kind: 'content', type: 'LandingPage', id: '5', metatags: [{ meta: 'title', value: 'T' }] });
  });
});
