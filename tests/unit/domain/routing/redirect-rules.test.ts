import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, redirectFor, robotsPath } from '../../../../src/domain/routing/redirect-rules';
import { canonicalPublicPath } from '../../../../src/domain/routing/localized-paths';
import type { PathTranslator } from '../../../../src/domain/routing/path-translator';
import { localePrefix, type Locale } from '../../../../src/domain/shared/locale';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { FileSiteDirectory } from '../../../../src/infrastructure/config/site-directory';

/*
 * Spec §2 redirects, table-driven over the five real sites (sites/*\/site.json) and each of their
 * locales: status code and Location for every rule, with the locale prefix and the query string kept.
 * Same-site Locations are expected in their localized form (localized-paths.ts, tested on its own):
 * `/fr/JOBS` goes to `/fr/emploi` in one hop, and an unlocalized path (`/fr/jobs`) to its localized one.
 */

const SITES = new FileSiteDirectory().all();
const site = (key: string): SiteConfig => SITES.find((s) => s.key === key)!;

/** The prefixes a site's public paths carry: none on single-locale sites, `/de`, `/en`, `/fr` otherwise. */
const prefixesOf = (s: SiteConfig): Array<{ locale: Locale | undefined; prefix: string }> =>
  s.locales.length > 1 ? s.locales.map((locale) => ({ locale, prefix: `/${localePrefix(locale)}` })) : [{ locale: undefined, prefix: '' }];

interface Case {
  readonly from: string;
  /** Location without prefix and query; null = no redirect. */
  readonly to: string | null;
  readonly status?: 301 | 302;
}

/** What every site does, whatever its configuration. */
const COMMON: readonly Case[] = [
  { from: '/magazin', to: '/blog' },
  { from: '/magazin/', to: '/blog' },
  { from: '/unternehmen-suchen', to: '/arbeitgeber-suchen' },
  { from: '/unternehmen-suchen/stuttgart', to: '/arbeitgeber-suchen/stuttgart' },
  { from: '/unternehmen-suchen/it/stuttgart/seite-2', to: '/arbeitgeber-suchen/it/stuttgart/seite-2' },
  { from: '/Jobs', to: '/jobs' },
  { from: '/JOBS', to: '/jobs' },
  { from: '/JOBS/IT/Berlin', to: '/jobs/it/berlin' },
  { from: '/jobs/Pflege', to: '/jobs/pflege' },
  { from: '/Organization/Foo', to: '/organization/foo' },
  { from: '/ORGANIZATION/acme-gmbh-12', to: '/organization/acme-gmbh-12' },
  { from: '/Jobs/M%C3%BCnchen', to: '/jobs/m%C3%BCnchen' },
  // Unrelated paths and already-correct ones: nothing.
  { from: '/', to: null },
  { from: '/jobs', to: null },
  { from: '/jobs/it/berlin', to: null },
  { from: '/job/Some-Title-12', to: null },
  { from: '/organization/foo', to: null },
  { from: '/Organizations', to: null },
  { from: '/blog', to: null },
  { from: '/Magazin', to: null },
  { from: '/magazine', to: null },
  { from: '/magazin/artikel', to: null },
  { from: '/unternehmen-suchenx', to: null },
  { from: '/arbeitgeber-suchen/foo', to: null },
  { from: '/resumes', to: null },
  { from: '/router', to: null },
  { from: '/user', to: null },
];

const RESUME_PATHS = [
  '/resume',
  '/resume/',
  '/resume/edit',
  '/resume/wizard/import',
  '/resume/wizard/job-preferences',
  '/resume-alert/edit/42',
];
const SISTER_PATHS = [
  '/user/login',
  '/user/register',
  '/user/register/applicant',
  '/user/register/recruiter',
  '/job/wizard',
  '/job/wizard/bundles',
  '/produkte',
];

function casesFor(s: SiteConfig): Case[] {
  const otherPrivacy = s.privacyPath === '/privacy-policy' ? '/datenschutz' : '/privacy-policy';
  return [
    ...COMMON,
    { from: otherPrivacy, to: s.privacyPath },
    { from: s.privacyPath, to: null },
    ...RESUME_PATHS.map((from) => ({ from, to: s.features.resume ? null : NOT_FOUND_PATH })),
    { from: '/resume-alert/edit', to: null },
    ...SISTER_PATHS.map((from) => ({ from, to: s.sisterSiteRedirect ? `https://${s.sisterSiteRedirect.host}${from}` : null })),
  ];
}

describe.each(SITES.map((s) => [s.key, s] as const))('redirectFor on %s', (_key, s) => {
  describe.each(prefixesOf(s))('with prefix "$prefix"', ({ locale, prefix }) => {
    const pathLocale = locale ?? s.defaultLocale;
    const absolute = (to: string) => to.startsWith('https://');
    const expected = (to: string, query: string) => {
      if (absolute(to)) return to.replace(/^(https:\/\/[^/]+)/, `$1${prefix}`) + query;
      const localized = canonicalPublicPath(to, pathLocale);
      return `${prefix}${localized === '/' ? '' : localized}${query}`;
    };
    /** A path without a spec redirect still goes to its localized form when it has one. */
    const target = ({ from, to }: Case) => to ?? (canonicalPublicPath(from, pathLocale) !== from ? from : null);

    it.each(casesFor(s))('$from → $to', (c) => {
      const result = redirectFor(s, `${prefix}${c.from}`);
      const to = target(c);
      if (to === null) return expect(result).toBeNull();
      expect(result).toEqual({ status: c.status ?? 301, location: expected(to, '') });
    });

    it.each(casesFor(s).filter((c) => target(c) !== null))('$from keeps the query string', (c) => {
      const query = '?utm_source=x&page=2&q=a%20b';
      expect(redirectFor(s, `${prefix}${c.from}${query}`)?.location).toBe(expected(target(c)!, query));
    });

    it('never chains: a same-site Location gets no further redirect', () => {
      for (const c of casesFor(s)) {
        const location = redirectFor(s, `${prefix}${c.from}?a=1`)?.location;
        if (location?.startsWith('/')) expect(redirectFor(s, location), `${c.from} → ${location}`).toBeNull();
      }
    });
  });

  it('/robots.txt → 302 to the static robots file of the site, without prefix or query', () => {
    expect(redirectFor(s, '/robots.txt')).toEqual({ status: 302, location: robotsPath(s.key) });
    expect(redirectFor(s, '/robots.txt?x=1')).toEqual({ status: 302, location: `/sites/${s.key}/robots.txt` });
    expect(redirectFor(s, '/de/robots.txt')).toBeNull();
  });
});

describe('site-specific facts', () => {
  it('only mainfranken sends account and self-service paths to its sister site', () => {
    const sending = SITES.filter((s) => redirectFor(s, '/user/login')?.location.startsWith('https://'));
    expect(sending.map((s) => s.key)).toEqual(['mainfranken']);
    expect(redirectFor(site('mainfranken'), '/user/login?dispatch=login')).toEqual({
      status: 301,
      location: 'https://www.jobs-regional.de/user/login?dispatch=login',
    });
    expect(redirectFor(site('mainfranken'), '/user/login/')).toEqual({ status: 301, location: 'https://www.jobs-regional.de/user/login' });
  });

  it('the sister-site list is exact: neighbours and children stay on the site', () => {
    const m = site('mainfranken');
    for (const path of ['/user', '/user/logout', '/user/login/extra', '/job/wizard/other', '/produkte/x', '/my-products'])
      expect(redirectFor(m, path)).toBeNull();
  });

  it('only mainfranken (resume off) sends resume paths to the not-found page', () => {
    const sending = SITES.filter((s) => redirectFor(s, `${s.locales.length > 1 ? '/de' : ''}/lebenslauf`)?.location === NOT_FOUND_PATH);
    expect(sending.map((s) => s.key)).toEqual(['mainfranken']);
    expect(redirectFor(site('mainfranken'), '/resume/edit?x=1')).toEqual({ status: 301, location: '/404?x=1' });
  });

  it('suedwest uses /datenschutz in every locale, the others /privacy-policy', () => {
    const sw = site('suedwest');
    expect(redirectFor(sw, '/en/privacy-policy')).toEqual({ status: 301, location: '/en/datenschutz' });
    expect(redirectFor(sw, '/fr/privacy-policy?a=b')).toEqual({ status: 301, location: '/fr/datenschutz?a=b' });
    expect(redirectFor(site('default'), '/datenschutz')).toEqual({ status: 301, location: '/privacy-policy' });
  });

  it('keeps the locale prefix: suedwest /de/magazin?x=1 → /de/blog?x=1', () => {
    expect(redirectFor(site('suedwest'), '/de/magazin?x=1')).toEqual({ status: 301, location: '/de/blog?x=1' });
    expect(redirectFor(site('suedwest'), '/en/unternehmen-suchen/a/b')).toEqual({ status: 301, location: '/en/arbeitgeber-suchen/a/b' });
  });

  it('a multi-locale site reached without a prefix redirects unprefixed (the locale redirect follows)', () => {
    expect(redirectFor(site('suedwest'), '/magazin')).toEqual({ status: 301, location: '/blog' });
  });

  it('prefixes a site does not speak are left to the 404 page', () => {
    expect(redirectFor(site('karriere'), '/fr/magazin')).toBeNull();
    expect(redirectFor(site('default'), '/de/magazin')).toBeNull();
    expect(redirectFor(site('default'), '/en/Jobs')).toBeNull();
  });

  it('lower case is forced only on /jobs and /organization (trailing slash and escapes kept)', () => {
    const d = site('default');
    expect(redirectFor(d, '/Jobs/')).toEqual({ status: 301, location: '/jobs/' });
    expect(redirectFor(d, '/Blog/Foo')).toBeNull();
    expect(redirectFor(d, '/User/Login')).toBeNull();
    expect(redirectFor(d, '/jobs/%C3%A4')).toBeNull();
    expect(redirectFor(d, '/jobs?Search=Pflege')).toBeNull();
    expect(redirectFor(d, '/Jobs?Search=Pflege')).toEqual({ status: 301, location: '/jobs?Search=Pflege' });
  });

  it('unlocalized paths go permanently to their localized form, prefix and query kept', () => {
    const sw = site('suedwest');
    expect(redirectFor(sw, '/fr/jobs?page=2')).toEqual({ status: 301, location: '/fr/emploi?page=2' });
    expect(redirectFor(sw, '/fr/JOBS/it')).toEqual({ status: 301, location: '/fr/emploi/it' });
    expect(redirectFor(sw, '/fr/Emploi/IT')).toEqual({ status: 301, location: '/fr/emploi/it' });
    expect(redirectFor(sw, '/fr/emploi')).toBeNull();
    expect(redirectFor(sw, '/de/resume/edit')).toEqual({ status: 301, location: '/de/lebenslauf/edit' });
    expect(redirectFor(sw, '/en/resumes?x=1')).toEqual({ status: 301, location: '/en/cvs?x=1' });
    expect(redirectFor(sw, '/de/organizations')).toEqual({ status: 301, location: '/de/arbeitgeber-suchen' });
    expect(redirectFor(sw, '/en/organizations')).toBeNull();
    expect(redirectFor(site('default'), '/contact')).toEqual({ status: 301, location: '/kontakt' });
    expect(redirectFor(site('default'), '/kontakt')).toBeNull();
    // Without a prefix a multi-locale site has not picked the locale yet: the root route decides first.
    expect(redirectFor(sw, '/jobs')).toBeNull();
  });

  it('resume-off catches the localized resume paths too', () => {
    const m = site('mainfranken');
    expect(redirectFor(m, '/lebenslauf')).toEqual({ status: 301, location: '/404' });
    expect(redirectFor(m, '/lebenslauf/wizard/import?step=1')).toEqual({ status: 301, location: '/404?step=1' });
  });

  it('resume and sister-site rules also match localized public paths through the translator', () => {
    const translator: PathTranslator = {
      toInternal: (p) => p.replace(/^\/lebenslauf/, '/resume').replace(/^\/benutzer\/anmelden$/, '/user/login'),
      toPublic: (p) => p,
    };
    const m = site('mainfranken');
    expect(redirectFor(m, '/lebenslauf/edit', translator)).toEqual({ status: 301, location: '/404' });
    expect(redirectFor(m, '/benutzer/anmelden', translator)).toEqual({
      status: 301,
      location: 'https://www.jobs-regional.de/benutzer/anmelden',
    });
  });

  it('every Location is a same-site path or the allow-listed sister host (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9%._~!$&'()*+,;=:@-]{0,12}$/);
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`);
    const first = fc.constantFrom(
      '',
      '/de',
      '/en',
      '/fr',
      '/magazin',
      '/unternehmen-suchen',
      '/Jobs',
      '/ORGANIZATION',
      '/resume',
      '/user/login',
      '/datenschutz',
    );
    fc.assert(
      fc.property(fc.constantFrom(...SITES), first, path, fc.stringMatching(/^(\?[!-~]{0,20})?$/), (s, head, tail, query) => {
        const result = redirectFor(s, `${head}${tail}${query}`);
        if (!result) return;
        const ok =
          (result.location.startsWith('/') && !result.location.startsWith('//')) ||
          result.location.startsWith(`https://${s.sisterSiteRedirect?.host}/`);
        expect(ok, result.location).toBe(true);
        expect([301, 302]).toContain(result.status);
      }),
    );
  });
});
