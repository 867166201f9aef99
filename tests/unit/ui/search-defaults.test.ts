import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/ui/routeTree.gen';
import { createLocaleState } from '../../../src/ui/routing/locale-rewrite';
import { parseSearch, stringifySearch } from '../../../src/ui/routing/search-serializer';

/** A router as the app makes it (its query serializer), at `href`. */
const routerAt = (href: string) =>
  createRouter({
    routeTree,
    context: { localeState: createLocaleState() },
    history: createMemoryHistory({ initialEntries: [href] }),
    parseSearch,
    stringifySearch,
  });

type RouteLike = { id: string; fullPath: string; options: { validateSearch?: unknown } };

/**
 * Links and addresses carry only what differs from a page's defaults: the router lays each route's
 * validated query over the links it builds and rewrites the address to match, and the resume search's
 * links read /resumes?keywords=&page=1.
 */
describe('default query values stay out of links and addresses', () => {
  const router = routerAt('/');
  const routes = (Object.values(router.routesById) as RouteLike[]).filter((r) => r.options.validateSearch);
  // Path parameters get a plain value; what matters is the query.
  const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/\$(\w*)/g)].map(([, name]) => [name || '_splat', '1']));

  it('covers the routes with a query of their own', () => {
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(['/_site/resumes/', '/_site/checkout', '/_site/jobs/']));
  });

  for (const route of routes) {
    it(`a link to ${route.fullPath} with no values has no query`, () => {
      const location = router.buildLocation({
        to: route.fullPath,
        params: paramsOf(route.fullPath),
        search: {},
        _includeValidateSearch: true,
      } as never);
      expect(location.href).not.toContain('?');
    });
  }

  it('values other than the defaults stay in the link', () => {
    const location = router.buildLocation({
      to: '/resumes',
      search: { keywords: 'Pflege', page: 2, careerStatus: ['7'] },
      _includeValidateSearch: true,
    } as never);
    expect(location.pathname).toBe('/resumes');
    expect(Object.fromEntries(new URLSearchParams(location.searchStr))).toEqual({ keywords: 'Pflege', page: '2', careerStatus: '7' });
    expect(router.buildLocation({ to: '/checkout', search: { quantity: 3 }, _includeValidateSearch: true } as never).href).toBe(
      '/checkout?quantity=3',
    );
  });

  it('an old link that spells the defaults reads the same and its address is cleaned', () => {
    const old = routerAt('/resumes?keywords=&page=1&careerStatus=7');
    const [, , match] = old.matchRoutes(old.latestLocation);
    expect(match?.search).toMatchObject({ keywords: '', page: 1, careerStatus: ['7'] });
    // What the router does with the address after hydration (and the server before answering).
    const cleaned = old.buildLocation({ to: old.latestLocation.pathname, search: true, _includeValidateSearch: true } as never);
    expect(cleaned.href).toBe('/resumes?careerStatus=7');
  });
});
