import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localePrefix } from '../../../src/domain/shared/locale';
import { addLocalePrefix, stripLocalePrefix } from '../../../src/domain/routing/locale-prefix';
import { hrefInLocale } from '../../../src/ui/components/language-links';
import { PATH_LOCALE_BEFORE_SITE, createLocaleRewrite, createLocaleState } from '../../../src/ui/routing/locale-rewrite';
import { resolveLocale } from '../../../src/domain/routing/resolve-locale';

const prefixes = new Set(LOCALES.map(localePrefix));
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const internalPath = fc.array(segment, { maxLength: 5 }).map((s) => `/${s.join('/')}`);
const locale = fc.constantFrom(...LOCALES);

describe('locale prefix', () => {
  it('strip(add(p, l)) gives back p and l', () => {
    fc.assert(
      fc.property(internalPath, locale, (path, l) => {
        expect(stripLocalePrefix(addLocalePrefix(path, l))).toEqual({ locale: l, path });
      }),
    );
  });

  it('without a locale, paths that do not start with a prefix pass through unchanged', () => {
    fc.assert(
      fc.property(
        internalPath.filter((p) => !prefixes.has(p.split('/')[1] ?? '')),
        (path) => {
          expect(addLocalePrefix(path, undefined)).toBe(path);
          expect(stripLocalePrefix(path)).toEqual({ locale: undefined, path });
        },
      ),
    );
  });

  it('maps the examples', () => {
    expect(stripLocalePrefix('/en/jobs')).toEqual({ locale: 'en-GB', path: '/jobs' });
    expect(stripLocalePrefix('/de')).toEqual({ locale: 'de', path: '/' });
    expect(stripLocalePrefix('/xx/jobs')).toEqual({ locale: undefined, path: '/xx/jobs' });
    expect(addLocalePrefix('/', 'fr')).toBe('/fr');
    expect(addLocalePrefix('/job/a-1', 'en-GB')).toBe('/en/job/a-1');
  });

  it('the router rewrite keeps search and hash and prefixes output with the last input locale', () => {
    const state = createLocaleState();
    const rewrite = createLocaleRewrite(state);
    const internal = rewrite.input({ url: new URL('http://x/fr/emploi?page=2#top') });
    expect(internal.pathname + internal.search + internal.hash).toBe('/jobs?page=2#top');
    expect(state).toEqual({ prefixLocale: 'fr', locale: 'fr' });
    expect(rewrite.output({ url: new URL('http://x/job/a-1?x=1') }).href).toBe('http://x/fr/job/a-1?x=1');
    expect(rewrite.output({ url: new URL('http://x/jobs?page=2') }).href).toBe('http://x/fr/emploi?page=2');
  });
});

describe('locale rewrite with localized paths', () => {
  const href = (url: URL) => url.pathname + url.search + url.hash;

  it('links are built in the page locale: /jobs is /fr/emploi, /en/jobs, /de/jobs', () => {
    for (const [publicUrl, link] of [
      ['/fr/emploi', '/fr/emploi?page=2'],
      ['/en/jobs', '/en/jobs?page=2'],
      ['/de/jobs', '/de/jobs?page=2'],
    ] as const) {
      const rewrite = createLocaleRewrite(createLocaleState());
      rewrite.input({ url: new URL(`http://x${publicUrl}`) });
      expect(href(rewrite.output({ url: new URL('http://x/jobs?page=2') }))).toBe(link);
    }
  });

  it('an unlocalized public path still reaches its route; the output then says where it belongs', () => {
    const rewrite = createLocaleRewrite(createLocaleState());
    const internal = rewrite.input({ url: new URL('http://x/fr/jobs?page=2') });
    expect(href(internal)).toBe('/jobs?page=2');
    // The router compares this with the requested URL and redirects (TanStack's server canonicalization).
    expect(href(rewrite.output({ url: internal }))).toBe('/fr/emploi?page=2');
  });

  it('single-locale German sites: no prefix, German paths from the first request on', () => {
    const state = createLocaleState();
    const rewrite = createLocaleRewrite(state);
    expect(href(rewrite.input({ url: new URL('http://x/arbeitgeber-suchen/acme?x=1') }))).toBe('/organizations/acme?x=1');
    expect(state).toEqual({ prefixLocale: undefined, locale: PATH_LOCALE_BEFORE_SITE });
    expect(href(rewrite.output({ url: new URL('http://x/contact') }))).toBe('/kontakt');
    expect(href(rewrite.output({ url: new URL('http://x/jobs') }))).toBe('/jobs');
  });

  it('the locale the root route resolved wins for unprefixed paths', () => {
    const state = createLocaleState();
    const rewrite = createLocaleRewrite(state);
    state.locale = 'fr';
    expect(href(rewrite.input({ url: new URL('http://x/emploi') }))).toBe('/jobs');
    expect(href(rewrite.output({ url: new URL('http://x/jobs') }))).toBe('/emploi');
  });

  it('input(output(p)) = p for internal paths in every locale, prefixed or not', () => {
    const route = fc.constantFrom(
      '/',
      '/jobs',
      '/job/a-1',
      '/resumes',
      '/resume',
      '/resume/edit',
      '/resume/wizard/import',
      '/organizations',
      '/contact',
      '/blog',
    );
    const query = fc.constantFrom('', '?page=2', '#top');
    fc.assert(
      fc.property(route, fc.array(segment, { maxLength: 2 }), query, locale, fc.boolean(), (r, tail, q, l, prefixed) => {
        const path = [r === '/' ? '' : r, ...tail].join('/') || '/';
        const state = { prefixLocale: prefixed ? l : undefined, locale: l };
        const rewrite = createLocaleRewrite(state);
        const publicUrl = rewrite.output({ url: new URL(`http://x${path}${q}`) });
        expect(href(rewrite.input({ url: publicUrl }))).toBe(`${path}${q}`);
        expect(state.locale).toBe(l);
      }),
    );
  });

  it('language links point at the same page, localized for each locale', () => {
    expect(hrefInLocale('/jobs', '?page=2', 'fr')).toBe('/fr/emploi?page=2');
    expect(hrefInLocale('/jobs', '?page=2', 'en-GB')).toBe('/en/jobs?page=2');
    expect(hrefInLocale('/resume/edit', '', 'de')).toBe('/de/lebenslauf/edit');
    expect(hrefInLocale('/resume/edit', '', 'en-GB')).toBe('/en/cv/edit');
  });
});

describe('resolveLocale', () => {
  const multi = { locales: ['de', 'en-GB', 'fr'] as const, defaultLocale: 'de' as const };
  const pair = { locales: ['de', 'en-GB'] as const, defaultLocale: 'de' as const };
  const single = { locales: ['de'] as const, defaultLocale: 'de' as const };

  it('redirects unprefixed paths of multi-locale sites to the preferred or default locale', () => {
    expect(resolveLocale(multi, '/', undefined)).toEqual({ kind: 'redirect', href: '/de' });
    expect(resolveLocale(multi, '/', 'fr')).toEqual({ kind: 'redirect', href: '/fr' });
    expect(resolveLocale(pair, '/jobs?page=2', 'fr')).toEqual({ kind: 'redirect', href: '/de/jobs?page=2' });
  });

  it('404s a prefix the site does not speak', () => {
    expect(resolveLocale(pair, '/fr/jobs', undefined).kind).toBe('not-found');
    expect(resolveLocale(single, '/de/jobs', undefined).kind).toBe('not-found');
  });

  it('accepts supported prefixes and unprefixed single-locale paths', () => {
    expect(resolveLocale(multi, '/en/jobs', undefined)).toEqual({ kind: 'ok', locale: 'en-GB', prefixLocale: 'en-GB' });
    expect(resolveLocale(single, '/jobs', 'fr')).toEqual({ kind: 'ok', locale: 'de', prefixLocale: undefined });
  });
});
