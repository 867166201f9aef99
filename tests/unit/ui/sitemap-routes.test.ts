import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { SITEMAP_TYPES, sitemapPath } from '../../../src/domain/feeds/sitemap';
import { addLocalePrefix } from '../../../src/domain/routing/locale-prefix';
import { LOCALES } from '../../../src/domain/shared/locale';
import { routeTree } from '../../../src/ui/routeTree.gen';
import { createLocaleState, toInternalUrl } from '../../../src/ui/routing/locale-rewrite';

/**
 * Every sitemap `/sitemap.xml` lists must reach a sitemap endpoint through the router, with and without a
 * locale prefix: the job search's catch-all (`/jobs/$`) took `/jobs/sitemap.xml` and answered 404.
 */
describe('sitemap paths through the router', () => {
  const router = createRouter({ routeTree, context: { localeState: createLocaleState() } });
  const leafOf = (publicPath: string) => {
    const { url } = toInternalUrl(new URL(publicPath, 'https://example.test'), 'de');
    return router.matchRoutes(url.pathname, {}).at(-1)?.routeId;
  };

  for (const type of SITEMAP_TYPES) {
    for (const locale of [undefined, ...LOCALES]) {
      const path = addLocalePrefix(sitemapPath(type, 1), locale);
      it(`${path} is a sitemap`, () => {
        expect(leafOf(path)).toMatch(/sitemap\.xml$/);
      });
    }
  }

  it('the index itself and the search pages keep their routes', () => {
    expect(leafOf('/sitemap.xml')).toBe('/sitemap.xml');
    expect(leafOf('/jobs/vollzeit')).toBe('/_site/jobs/$');
    expect(leafOf('/fr/emploi')).toBe('/_site/jobs/');
  });
});
