import { afterAll, beforeAll } from 'vitest';
import { createPlatformYoga } from '../../../src/infrastructure/graphql/server/create-platform-yoga';
import { runGatewayContract } from './gateway-contract';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';
import pino from 'pino';

let server: RunningServer;

beforeAll(async () => {
  const yoga = createPlatformYoga(fakePlatformDeps(), { production: true, logger: pino({ level: 'silent' }) });
  server = await startHttpServer((request) => yoga.fetch(request));
});
afterAll(() => server?.close());

runGatewayContract('in-memory platform ports, real HTTP', () => server.graphqlUrl);
