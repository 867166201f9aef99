import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLandingPagePath } from '../../../../src/domain/content/landing-page';
import { checkLandingPageDraft, type LandingPageDraft, MAX_LANDING_ALIASES } from '../../../../src/domain/content/landing-page-draft';
import { BOARD_ROUTE_FIRST_SEGMENTS } from '../../../../src/domain/routing/board-route-segments';

const draft = (overrides: Partial<LandingPageDraft> = {}): LandingPageDraft => ({
  site: 'default',
  locale: 'de',
  path: '/pflegejobs-ulm',
  aliases: [],
  title: 'Pflegejobs in Ulm',
  introHtml: '<p>Pflege</p>',
  searchQuery: 'search=Pflege',
  seoTitle: '',
  seoDescription: '',
  published: true,
  ...overrides,
});

const problemsOf = (d: LandingPageDraft) => {
  const checked = checkLandingPageDraft(d);
  return checked.ok ? [] : checked.problems;
};

/** First segments of the route files: `job.$slug.tsx` → job, `jobs/` → jobs, `sitemap[.]xml.ts` → sitemap. */
function routeFirstSegments(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('$'))
    .map((name) => name.split(/[.[]/)[0]!.replace(/_$/, ''))
    .filter((segment) => segment !== '' && segment !== 'index');
}

describe('landing page drafts', () => {
  it('stores paths trimmed and lower-case, and accepts a plain page with aliases', () => {
    const checked = checkLandingPageDraft(draft({ path: ' /Pflegejobs-Ulm/ ', aliases: ['/pflege-ulm', ' '] }));
    expect(checked).toMatchObject({ ok: true, draft: { path: '/pflegejobs-ulm', aliases: ['/pflege-ulm'] } });
  });

  it('refuses every board route as a path or an alias, the route files included', () => {
    const segments = new Set([...routeFirstSegments(resolve('src/ui/routes/_site')), ...routeFirstSegments(resolve('src/ui/routes'))]);
    for (const segment of segments) {
      expect(BOARD_ROUTE_FIRST_SEGMENTS, `route ${segment} is missing from the reserved segments`).toContain(segment);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)) continue;
      expect(problemsOf(draft({ path: `/${segment}` }))).toContain('PATH_RESERVED');
      expect(problemsOf(draft({ aliases: [`/${segment}/x`] }))).toContain('ALIAS_RESERVED');
    }
    for (const path of ['/jobs', '/job/x', '/admin', '/api', '/terms', '/impressum', '/emploi', '/en', '/graphql']) {
      expect(problemsOf(draft({ path }))).toContain('PATH_RESERVED');
    }
  });

  it('refuses duplicates, too many aliases, a missing title and malformed paths', () => {
    expect(problemsOf(draft({ aliases: ['/pflegejobs-ulm'] }))).toContain('ALIAS_DUPLICATE');
    expect(problemsOf(draft({ aliases: ['/a-b', '/A-B'] }))).toContain('ALIAS_DUPLICATE');
    const many = Array.from({ length: MAX_LANDING_ALIASES + 1 }, (_, i) => `/alias-${i}`);
    expect(problemsOf(draft({ aliases: many }))).toEqual(['TOO_MANY_ALIASES']);
    expect(problemsOf(draft({ title: '  ' }))).toEqual(['TITLE_REQUIRED']);
    expect(problemsOf(draft({ path: '/a//b' }))).toContain('PATH_INVALID');
    expect(problemsOf(draft({ aliases: ['/ä-jobs'] }))).toContain('ALIAS_INVALID');
  });

  it('every accepted draft has lower-case, distinct paths the board answers as landing pages', () => {
    const pathLike = fc.stringMatching(/^\/?[A-Za-z0-9/ -]{0,30}$/);
    fc.assert(
      fc.property(pathLike, fc.array(pathLike, { maxLength: 12 }), (path, aliases) => {
        const checked = checkLandingPageDraft(draft({ path, aliases }));
        if (!checked.ok) return;
        const all = [checked.draft.path, ...checked.draft.aliases];
        expect(new Set(all).size).toBe(all.length);
        expect(checked.draft.aliases.length).toBeLessThanOrEqual(MAX_LANDING_ALIASES);
        for (const p of all) {
          expect(p).toBe(p.toLowerCase());
          expect(isLandingPagePath(p)).toBe(true);
        }
      }),
    );
  });
});
