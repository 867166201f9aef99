import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformYoga } from './support/all-graphql-parts';
import { boardGateways } from './contract/board-gateways';
import { runGatewayContract } from './gateway-contract';
import { inProcessExecution } from '../../../src/infrastructure/graphql/server/in-process-execution';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';
import pino from 'pino';

let server: RunningServer;
const yoga = platformYoga(fakePlatformDeps(), { production: true, logger: pino({ level: 'silent' }) });

beforeAll(async () => {
  server = await startHttpServer((request) => yoga.fetch(request));
});
afterAll(() => server?.close());

runGatewayContract('in-memory platform ports, real HTTP', () => ({ uri: server.graphqlUrl }));

// The SSR path: the link calls yoga in-process, no TCP hop; yoga answers with the platform's own Response.
runGatewayContract('in-memory platform ports, in-process yoga.fetch', () => ({
  uri: 'http://in-process/graphql',
  fetch: async (input, init) => {
    const response = await yoga.fetch(new Request(input, init));
    if (!(response instanceof Response)) throw new Error('yoga answered with a ponyfill Response');
    return response;
  },
}));

// The default SSR path: operations run on the same yoga in process (in-process-execution.ts), uploads over yoga.fetch.
runGatewayContract('in-memory platform ports, in-process execution', () => ({
  uri: 'http://in-process/graphql',
  execute: inProcessExecution(yoga),
  fetch: async (input, init) => yoga.fetch(new Request(input, init)),
}));

it('the contract builds every Apollo*Gateway of the board', () => {
  const files = readdirSync('src/infrastructure/graphql/client').filter((f) => /^apollo-.*-gateway\.ts$/.test(f));
  const built = Object.values(boardGateways({ uri: 'http://unused/graphql' })).map((g) => g.constructor.name);
  expect(built.sort()).toEqual(
    files
      .map(
        (f) =>
          `Apollo${f.slice('apollo-'.length, -'-gateway.ts'.length).replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Gateway`,
      )
      .sort(),
  );
});
