import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localePrefix } from '../../../src/domain/shared/locale';
import { addLocalePrefix, stripLocalePrefix } from '../../../src/domain/routing/locale-prefix';
import { createLocaleRewrite, createLocaleState } from '../../../src/ui/routing/locale-rewrite';
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
      fc.property(internalPath.filter((p) => !prefixes.has(p.split('/')[1] ?? '')), (path) => {
        expect(addLocalePrefix(path, undefined)).toBe(path);
        expect(stripLocalePrefix(path)).toEqual({ locale: undefined, path });
      }),
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
    const internal = rewrite.input({ url: new URL('http://x/fr/jobs?page=2#top') });
    expect(internal.pathname + internal.search + internal.hash).toBe('/jobs?page=2#top');
    expect(state.prefixLocale).toBe('fr');
    expect(rewrite.output({ url: new URL('http://x/job/a-1?x=1') }).href).toBe('http://x/fr/job/a-1?x=1');
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
