import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { ApolloUserGateway } from '../../../src/infrastructure/graphql/client/apollo-user-gateway';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { inProcessExecution } from '../../../src/infrastructure/graphql/server/in-process-execution';
import { platformYoga } from './support/all-graphql-parts';
import { ANNA, fakePlatformDeps } from './support/platform-seed';

function usersInProcess() {
  const deps = fakePlatformDeps();
  const verify = vi.spyOn(deps.tokens, 'verify');
  const yoga = platformYoga(deps, { production: true, logger: pino({ level: 'silent' }) });
  const client = createApolloClient({ uri: 'http://in-process/graphql', ssrMode: true, execute: inProcessExecution(yoga) });
  return { users: new ApolloUserGateway(client), verify };
}

describe('the board on a platform in its own process', () => {
  it('checks the session once for the operations a page issues together, as one batch over HTTP would', async () => {
    const { users, verify } = usersInProcess();
    const anna = { site: 'default', locale: 'de' as const, token: 'token-anna' };
    await expect(Promise.all([users.current(anna), users.current(anna), users.current(anna)])).resolves.toEqual([ANNA, ANNA, ANNA]);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('checks it again for an operation issued after an answer, which may follow a sign-out or a change of roles', async () => {
    const { users, verify } = usersInProcess();
    const anna = { site: 'default', locale: 'de' as const, token: 'token-anna' };
    await users.current(anna);
    await users.current(anna);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never shares a session check between two board requests', async () => {
    const { users, verify } = usersInProcess();
    const [anna, guest] = await Promise.all([
      users.current({ site: 'default', locale: 'de', token: 'token-anna' }),
      users.current({ site: 'default', locale: 'de', token: 'no-such-token' }),
    ]);
    expect([anna, guest]).toEqual([ANNA, null]);
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
