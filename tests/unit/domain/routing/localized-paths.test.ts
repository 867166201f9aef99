import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, publicPath } from '../../../../src/domain/routing/canonical';
import {
  LOCALIZED_FIRST_SEGMENTS,
  canonicalPublicPath,
  delocalizePath,
  localizePath,
} from '../../../../src/domain/routing/localized-paths';
import { localizedPathTranslator } from '../../../../src/domain/routing/path-translator';
import { LOCALES } from '../../../../src/domain/shared/locale';

/** Internal paths of spec §2's route table (English, as route files name them). */
const ROUTES = [
  '/',
  '/jobs',
  '/jobs/stuttgart',
  '/job/a-1',
  '/job/wizard',
  '/job/wizard/bundles',
  '/job-manager',
  '/resumes',
  '/resume',
  '/resume/edit',
  '/resume/wizard',
  '/resume/wizard/import',
  '/resume/wizard/job-preferences',
  '/resume/wizard/personal-info',
  '/resume-alert/edit/7',
  '/organizations',
  '/organization',
  '/user',
  '/user/login',
  '/user/register/applicant',
  '/my-products',
  '/checkout',
  '/dashboard',
  '/contact',
  '/blog',
  '/blog/tag',
  '/privacy-policy',
  '/datenschutz',
  '/router',
];

const locale = fc.constantFrom(...LOCALES);
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const VOCABULARY = [
  'jobs',
  'resume',
  'resumes',
  'edit',
  'wizard',
  'import',
  'job-preferences',
  'personal-info',
  'contact',
  'organizations',
];
/**
 * Tails keep any case, except a differently-cased vocabulary word: rule segments match in any case
 * (route matching does too), so `/resume/Edit` is the route `/resume/edit` and comes back lower-case.
 */
const mixedCaseSegment = fc
  .stringMatching(/^[A-Za-z0-9%-]{1,12}$/)
  .filter((s) => s === s.toLowerCase() || !VOCABULARY.includes(s.toLowerCase()));
/** Vocabulary segments too, so tails like `/resume/edit/wizard` and `/jobs/jobs` come up. */
const anySegment = fc.oneof(segment, fc.constantFrom(...VOCABULARY));
const query = fc.constantFrom('', '?page=2', '?q=resume/edit&x=%2Fjobs', '#top', '?a=1#b');

/** Internal paths: a route (or a free first segment that is no localized word) + random tail + query. */
const internalPath = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...ROUTES),
      segment.filter((s) => !LOCALIZED_FIRST_SEGMENTS.has(s)).map((s) => `/${s}`),
    ),
    fc.array(fc.oneof(anySegment, mixedCaseSegment), { maxLength: 3 }),
    fc.boolean(),
    query,
  )
  .map(([route, tail, slash, q]) => {
    const path = [route === '/' ? '' : route, ...tail].join('/') || '/';
    return `${path}${slash && path !== '/' ? '/' : ''}${q}`.replace(/^\/\//, '/');
  });

describe('localized paths (spec §2 rewrites)', () => {
  it.each([
    ['de', '/resumes', '/bewerbersuche'],
    ['de', '/resumes/berlin?page=2', '/bewerbersuche/berlin?page=2'],
    ['de', '/resume/edit', '/lebenslauf/edit'],
    ['de', '/resume/edit/experience', '/lebenslauf/edit/experience'],
    ['de', '/resume/wizard', '/lebenslauf/wizard'],
    ['de', '/resume/wizard/import', '/lebenslauf/wizard/import'],
    ['de', '/resume/wizard/job-preferences', '/lebenslauf/wizard/job-preferences'],
    ['de', '/resume/wizard/personal-info', '/lebenslauf/wizard/personal-info'],
    ['de', '/resume', '/lebenslauf'],
    ['de', '/organizations', '/arbeitgeber-suchen'],
    ['de', '/organizations/acme-gmbh', '/arbeitgeber-suchen/acme-gmbh'],
    ['de', '/contact', '/kontakt'],
    ['de', '/contact?product=credits', '/kontakt?product=credits'],
    ['de', '/jobs', '/jobs'],
    ['de', '/organization/acme', '/organization/acme'],
    ['de', '/resume-alert/edit/7', '/resume-alert/edit/7'],
    ['en-GB', '/resumes', '/cvs'],
    ['en-GB', '/resumes/x', '/cvs/x'],
    ['en-GB', '/resume/edit', '/cv/edit'],
    ['en-GB', '/resume/wizard', '/cv/wizard'],
    ['en-GB', '/resume/wizard/import', '/cv/wizard/import'],
    ['en-GB', '/resume/wizard/job-preferences', '/cv/wizard/job-preferences'],
    ['en-GB', '/resume', '/cv'],
    ['en-GB', '/resume/abc', '/cv/abc'],
    ['en-GB', '/organizations', '/organizations'],
    ['en-GB', '/contact', '/contact'],
    ['en-GB', '/jobs', '/jobs'],
    ['fr', '/jobs', '/emploi'],
    ['fr', '/jobs?page=2#top', '/emploi?page=2#top'],
    ['fr', '/jobs/stuttgart/it', '/emploi/stuttgart/it'],
    ['fr', '/job/a-1', '/job/a-1'],
    ['fr', '/resume', '/resume'],
    ['fr', '/contact', '/contact'],
  ] as const)('%s: %s ↔ %s', (l, internal, localized) => {
    expect(localizePath(internal, l)).toBe(localized);
    expect(delocalizePath(localized, l)).toBe(internal);
  });

  it('replaces whole segments only, never a prefix of one', () => {
    expect(localizePath('/resumesx', 'de')).toBe('/resumesx');
    expect(localizePath('/jobsearch', 'fr')).toBe('/jobsearch');
    expect(localizePath('/job-manager', 'fr')).toBe('/job-manager');
    expect(localizePath('/contacts', 'de')).toBe('/contacts');
    expect(delocalizePath('/emploix', 'fr')).toBe('/emploix');
  });

  it('exact rules cover their path (with a trailing slash) but not deeper ones', () => {
    expect(localizePath('/contact/', 'de')).toBe('/kontakt/');
    expect(localizePath('/contact/x', 'de')).toBe('/contact/x');
    expect(localizePath('/resume/other', 'de')).toBe('/resume/other');
    expect(localizePath('/resume/wizard/other', 'de')).toBe('/resume/wizard/other');
  });

  it('leaves query and hash untouched, even when they look like paths', () => {
    expect(localizePath('/jobs?next=/jobs#/jobs', 'fr')).toBe('/emploi?next=/jobs#/jobs');
    expect(delocalizePath('/kontakt?to=/kontakt', 'de')).toBe('/contact?to=/kontakt');
  });

  it('matches rule segments in any case, writes them lower-case and keeps the tail as it is', () => {
    expect(delocalizePath('/Emploi/Stuttgart', 'fr')).toBe('/jobs/Stuttgart');
    expect(delocalizePath('/LEBENSLAUF/Edit', 'de')).toBe('/resume/edit');
    expect(localizePath('/Jobs/Stuttgart', 'fr')).toBe('/emploi/Stuttgart');
    expect(localizePath('/resume/Edit', 'de')).toBe('/lebenslauf/edit');
  });

  it('leaves proxied sitemap and feed files alone', () => {
    expect(localizePath('/jobs/sitemap.xml', 'fr')).toBe('/jobs/sitemap.xml');
    expect(localizePath('/jobs/sitemap.xml?page=2', 'fr')).toBe('/jobs/sitemap.xml?page=2');
    expect(localizePath('/jobs/sitemap.xsl', 'fr')).toBe('/jobs/sitemap.xsl');
  });

  it('says where an unlocalized public path belongs (for a 301)', () => {
    expect(canonicalPublicPath('/jobs?page=2', 'fr')).toBe('/emploi?page=2');
    expect(canonicalPublicPath('/JOBS', 'fr')).toBe('/emploi');
    expect(canonicalPublicPath('/Emploi', 'fr')).toBe('/emploi');
    expect(canonicalPublicPath('/emploi', 'fr')).toBe('/emploi');
    expect(canonicalPublicPath('/organizations/x', 'de')).toBe('/arbeitgeber-suchen/x');
    expect(canonicalPublicPath('/resume/edit', 'en-GB')).toBe('/cv/edit');
    expect(canonicalPublicPath('/jobs', 'de')).toBe('/jobs');
    expect(canonicalPublicPath('/job/a-1', 'fr')).toBe('/job/a-1');
  });

  it('delocalizes unlocalized (English) public paths to themselves, so they still reach their route', () => {
    expect(delocalizePath('/jobs', 'fr')).toBe('/jobs');
    expect(delocalizePath('/resume/edit', 'de')).toBe('/resume/edit');
  });
});

describe('localized paths: properties', () => {
  it('delocalize(localize(p, l), l) = p for every internal path and locale', () => {
    fc.assert(
      fc.property(internalPath, locale, (p, l) => {
        expect(delocalizePath(localizePath(p, l), l)).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });

  it('localize is idempotent on its own output, and that output is canonical', () => {
    fc.assert(
      fc.property(internalPath, locale, (p, l) => {
        const once = localizePath(p, l);
        expect(localizePath(once, l)).toBe(once);
        expect(canonicalPublicPath(once, l)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('no two internal paths share a public path in one locale', () => {
    fc.assert(
      fc.property(internalPath, internalPath, locale, (a, b, l) => {
        fc.pre(a !== b);
        expect(localizePath(a, l)).not.toBe(localizePath(b, l));
      }),
      { numRuns: 2000 },
    );
    // The generated pairs rarely collide by chance; the whole route table, pairwise, in every locale:
    for (const l of LOCALES) {
      const paths = ROUTES.flatMap((r) => [r, `${r === '/' ? '' : r}/x`, `${r}?page=2`]);
      expect(new Set(paths.map((p) => localizePath(p, l))).size).toBe(new Set(paths).size);
    }
  });

  it('output always starts with a slash, and localized segments are lower-case', () => {
    fc.assert(
      fc.property(internalPath, locale, (p, l) => {
        const out = localizePath(p, l);
        expect(out.startsWith('/')).toBe(true);
        const first = out.split(/[/?#]/)[1] ?? '';
        if (LOCALIZED_FIRST_SEGMENTS.has(first.toLowerCase())) expect(first).toBe(first.toLowerCase());
      }),
    );
  });

  it('the translator defaults an unprefixed path to the site locale', () => {
    expect(localizedPathTranslator().toPublic('/contact', undefined)).toBe('/kontakt');
    expect(localizedPathTranslator('fr').toInternal('/emploi', undefined)).toBe('/jobs');
    expect(localizedPathTranslator().toInternal('/emploi', 'fr')).toBe('/jobs');
  });
});

describe('route files use internal (English) paths', () => {
  it('no route path starts with a localized segment (it would be shadowed by a localized one)', () => {
    const root = join(import.meta.dirname, '../../../../src/ui/routes');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const first = relative(root, join(root, file))
        .replace(/\.tsx?$/, '')
        .split(/[/.]/)
        .find((s) => s !== '' && !s.startsWith('_') && !s.startsWith('('));
      expect(LOCALIZED_FIRST_SEGMENTS.has(first ?? ''), file).toBe(false);
    }
  });
});

describe('canonical links localize the path (spec §2)', () => {
  const single = { locales: ['de'] as const, host: 'www.jobs-regional.de' };
  const multi = { locales: ['de', 'en-GB', 'fr'] as const, host: 'www.jobs-suedwest.de' };

  it('host + prefix of the page locale on multi-locale sites + localized path', () => {
    expect(canonicalUrl(multi, 'fr', '/jobs?page=2')).toBe('https://www.jobs-suedwest.de/fr/emploi?page=2');
    expect(canonicalUrl(multi, 'en-GB', '/resume/edit')).toBe('https://www.jobs-suedwest.de/en/cv/edit');
    expect(canonicalUrl(multi, 'de', '/organizations')).toBe('https://www.jobs-suedwest.de/de/arbeitgeber-suchen');
    expect(publicPath(multi, 'fr', '/')).toBe('/fr');
    expect(publicPath(multi, 'fr', '/?x=1')).toBe('/fr?x=1');
  });

  it('German paths on single-locale German sites too, without a prefix', () => {
    expect(canonicalUrl(single, 'de', '/contact')).toBe('https://www.jobs-regional.de/kontakt');
    expect(publicPath(single, 'de', '/organizations/acme')).toBe('/arbeitgeber-suchen/acme');
    expect(publicPath(single, 'de', '/')).toBe('/');
  });
});
