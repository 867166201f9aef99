import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ApolloBlogGateway } from '../../../src/infrastructure/graphql/client/apollo-blog-gateway';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { platformYoga } from './support/all-graphql-parts';
import { BLOG_POSTS, fakePlatformDeps } from './support/platform-seed';

/** The Apollo blog gateway against the platform API on in-memory ports (in-process, the SSR path). */
describe('ApolloBlogGateway over GraphQL', () => {
  const yoga = platformYoga(fakePlatformDeps(), { production: true, logger: pino({ level: 'silent' }) });
  const gateway = new ApolloBlogGateway(
    createApolloClient({
      uri: 'http://in-process/graphql',
      ssrMode: true,
      fetch: async (input, init) => yoga.fetch(new Request(input, init)),
    }),
  );
  const guest = { site: 'default', locale: 'de' } as const;

  it('lists published posts newest first and maps them back to the domain', async () => {
    const page = await gateway.list({ page: 1, pageSize: 10 }, guest);
    expect(page).toEqual({ total: 2, items: [BLOG_POSTS[0], BLOG_POSTS[1]] });
    expect(await gateway.list({ page: 2, pageSize: 1 }, guest)).toEqual({ total: 2, items: [BLOG_POSTS[1]] });
    expect(await gateway.list({ page: 1, pageSize: 10, tag: 'gehalt' }, guest)).toEqual({ total: 1, items: [BLOG_POSTS[1]] });
  });

  it('opens a post by slug; scheduled and unknown posts are null', async () => {
    expect(await gateway.bySlug('bewerbung-schreiben', guest)).toEqual(BLOG_POSTS[0]);
    expect(await gateway.bySlug('noch-geheim', guest)).toBeNull();
    expect(await gateway.bySlug('gibt-es-nicht', guest)).toBeNull();
  });

  it('throws a named error on invalid arguments', async () => {
    await expect(gateway.list({ page: 1, pageSize: 80 }, guest)).rejects.toThrow(/getBlogPosts.*BAD_USER_INPUT/);
  });
});
