import { expect, it } from 'vitest';
import { UserGoneError } from '../../../../src/infrastructure/graphql/client/apollo-user-gateway';
import { ANNA, APP_CONFIG, DRAFT_JOB, EXPIRED_JOB, OTHER_SITE_JOB, ROUTES, VISIBLE_JOBS } from '../support/platform-seed';
import { GUEST, type GatewayContract } from './board-gateways';

/** Jobs, routes, the user and the site configuration: what every page asks for. */
export const coreContract: GatewayContract = (gateways) => {
  it('lists visible jobs newest first, page by page, with the total', async () => {
    const { jobs } = gateways();
    const newestFirst = [...VISIBLE_JOBS].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')).map((j) => j.id);
    const [page1, page2, page3] = await Promise.all([1, 2, 3].map((page) => jobs.list({ page, pageSize: 5 }, GUEST)));
    expect(page1!.total).toBe(VISIBLE_JOBS.length);
    expect([...page1!.items, ...page2!.items, ...page3!.items].map((j) => j.id)).toEqual(newestFirst);
    expect(page3!.items).toHaveLength(2);
    const hidden = [DRAFT_JOB.id, EXPIRED_JOB.id, OTHER_SITE_JOB.id];
    expect(page1!.items.some((j) => hidden.includes(j.id))).toBe(false);
  });

  it('lists featured jobs only when asked', async () => {
    const featured = await gateways().jobs.list({ page: 1, pageSize: 10, featuredOnly: true }, GUEST);
    expect(featured.items.map((j) => j.id).sort()).toEqual(
      VISIBLE_JOBS.filter((j) => j.featured)
        .map((j) => j.id)
        .sort(),
    );
  });

  it('maps a job back to the domain, terms with every translation', async () => {
    const view = await gateways().jobs.byId('101', { site: 'suedwest', locale: 'fr' });
    const seeded = VISIBLE_JOBS.find((j) => j.id === '101')!;
    expect(view).toEqual({ job: seeded, expired: false });
  });

  it('byId: null for unknown, hidden and other-site jobs; expired jobs answer with expired=true', async () => {
    const { jobs } = gateways();
    await expect(jobs.byId('999999', GUEST)).resolves.toBeNull();
    await expect(jobs.byId('not-a-number', GUEST)).resolves.toBeNull();
    await expect(jobs.byId(DRAFT_JOB.id, GUEST)).resolves.toBeNull();
    await expect(jobs.byId(OTHER_SITE_JOB.id, GUEST)).resolves.toBeNull();
    await expect(jobs.byId(EXPIRED_JOB.id, GUEST)).resolves.toMatchObject({ expired: true, job: { id: EXPIRED_JOB.id } });
  });

  it('looks routes up: content with metatags, redirect, error', async () => {
    const { routes } = gateways();
    const job = await routes.lookup(`${ROUTES.job}?jobId=1&utm=x`, GUEST);
    expect(job).toMatchObject({ kind: 'content', type: 'Job', id: '101' });
    expect(job.kind === 'content' && job.metatags.find((m) => m.meta === 'canonical')?.value).toMatch(/\/job\/job-101$/);
    const landing = await routes.lookup(ROUTES.landingPage, GUEST);
    expect(landing).toMatchObject({ kind: 'content', type: 'LandingPage', id: '5' });
    expect(landing.kind === 'content' && landing.metatags.find((m) => m.meta === 'canonical')?.value).toBe(
      'https://www.default.example/ueber-uns',
    );
    await expect(routes.lookup(ROUTES.redirect, GUEST)).resolves.toEqual({ kind: 'redirect', code: 301, target: ROUTES.job });
    await expect(routes.lookup(ROUTES.unknown, GUEST)).resolves.toEqual({ kind: 'error', code: 404, reason: 'Not found' });
  });

  it('getUser: null for guests and unknown tokens, the user for a valid token, USER_GONE for a deleted one', async () => {
    const { users } = gateways();
    await expect(users.current(GUEST)).resolves.toBeNull();
    await expect(users.current({ ...GUEST, token: 'no-such-token' })).resolves.toBeNull();
    await expect(users.current({ ...GUEST, token: 'token-anna' })).resolves.toEqual(ANNA);
    await expect(users.current({ ...GUEST, token: 'token-gone' })).rejects.toBeInstanceOf(UserGoneError);
  });

  it('getAppConfig: the site entries, an empty list for a site without any', async () => {
    const { appConfig } = gateways();
    await expect(appConfig.entries(GUEST)).resolves.toEqual(APP_CONFIG.default);
    await expect(appConfig.entries({ site: 'suedwest', locale: 'de' })).resolves.toEqual([]);
  });

  it('an unknown frontend fails the call with the status message', async () => {
    await expect(gateways().appConfig.entries({ site: 'nope', locale: 'de' })).rejects.toThrow(
      'Response not successful: Received status code 400',
    );
  });
};
