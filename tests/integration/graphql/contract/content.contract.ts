import { expect, it } from 'vitest';
import { PlatformGraphqlError } from '../../../../src/infrastructure/graphql/client/run-operation';
import { BLOG_POSTS } from '../support/platform-seed';
import { GUEST, type GatewayContract } from './board-gateways';

/** Blog posts and landing pages. */
export const contentContract: GatewayContract = (gateways) => {
  it('blog: published posts newest first as domain posts, by tag; scheduled and unknown posts are null', async () => {
    const { blog } = gateways();
    const all = await blog.list({ page: 1, pageSize: 10 }, GUEST);
    expect(all.total).toBe(2);
    expect(all.items).toEqual([BLOG_POSTS[0], BLOG_POSTS[1]]);
    const tagged = await blog.list({ page: 1, pageSize: 10, tag: 'bewerbung' }, GUEST);
    expect(tagged.items.map((p) => p.slug)).toEqual(['bewerbung-schreiben']);
    await expect(blog.bySlug('gehalt-verhandeln', GUEST)).resolves.toEqual(BLOG_POSTS[1]);
    await expect(blog.bySlug('noch-geheim', GUEST)).resolves.toBeNull();
    await expect(blog.bySlug('gibt-es-nicht', GUEST)).resolves.toBeNull();
    await expect(blog.list({ page: 1, pageSize: 500 }, GUEST)).rejects.toBeInstanceOf(PlatformGraphqlError);
  });

  it('landing pages: a published page with its search link; drafts and unknown pages are null', async () => {
    const { landingPages } = gateways();
    await expect(landingPages.byId('5', GUEST)).resolves.toEqual({
      id: '5',
      path: '/ueber-uns',
      locale: 'de',
      title: 'Jobs in der Pflege',
      introHtml: '<p>Pflegekräfte gesucht.</p>',
      searchHref: '/jobs?search=Pflege',
    });
    await expect(landingPages.byId('6', GUEST)).resolves.toBeNull();
    await expect(landingPages.byId('404', GUEST)).resolves.toBeNull();
  });
};
