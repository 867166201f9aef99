import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hreflangAlternates } from '../../../../src/domain/routing/hreflang';
import { canonicalUrl } from '../../../../src/domain/routing/canonical';
import { LOCALES } from '../../../../src/domain/shared/locale';

const suedwest = { locales: ['de', 'en-GB', 'fr'] as const, defaultLocale: 'de' as const, host: 'www.jobs-suedwest.de' };
const karriere = { locales: ['de', 'en-GB'] as const, defaultLocale: 'de' as const, host: 'www.karriere.example' };
const regional = { locales: ['de'] as const, defaultLocale: 'de' as const, host: 'www.jobs-regional.de' };

describe('hreflang alternates', () => {
  it('one per locale, each localized for its own locale, plus x-default in the default locale', () => {
    expect(hreflangAlternates(suedwest, '/jobs?page=2')).toEqual([
      { hreflang: 'de', href: 'https://www.jobs-suedwest.de/de/jobs?page=2' },
      { hreflang: 'en-GB', href: 'https://www.jobs-suedwest.de/en/jobs?page=2' },
      { hreflang: 'fr', href: 'https://www.jobs-suedwest.de/fr/emploi?page=2' },
      { hreflang: 'x-default', href: 'https://www.jobs-suedwest.de/de/jobs?page=2' },
    ]);
    expect(hreflangAlternates(karriere, '/resume/edit')).toEqual([
      { hreflang: 'de', href: 'https://www.karriere.example/de/lebenslauf/edit' },
      { hreflang: 'en-GB', href: 'https://www.karriere.example/en/cv/edit' },
      { hreflang: 'x-default', href: 'https://www.karriere.example/de/lebenslauf/edit' },
    ]);
    expect(hreflangAlternates(suedwest, '/').map((a) => a.href)).toEqual([
      'https://www.jobs-suedwest.de/de',
      'https://www.jobs-suedwest.de/en',
      'https://www.jobs-suedwest.de/fr',
      'https://www.jobs-suedwest.de/de',
    ]);
  });

  it('none on single-locale sites', () => {
    expect(hreflangAlternates(regional, '/jobs')).toEqual([]);
  });

  it('each page is its own alternate: the entry for its locale is its canonical URL', () => {
    const path = fc.constantFrom('/', '/jobs', '/jobs?page=3', '/job/a-1', '/resumes', '/resume', '/organizations/x', '/contact');
    fc.assert(
      fc.property(path, fc.constantFrom(...LOCALES), (p, l) => {
        const alternates = hreflangAlternates(suedwest, p);
        expect(alternates.find((a) => a.hreflang === l)?.href).toBe(canonicalUrl(suedwest, l, p));
        expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
      }),
    );
  });
});

describe('page head links', () => {
  it('canonical plus one alternate link per hreflang (React spells the attribute hrefLang)', async () => {
    const { pageHead, pageUrls } = await import('../../../../src/ui/routing/page-head');
    const { links } = pageHead({ title: 't', ...pageUrls(suedwest, 'fr', '/jobs') });
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://www.jobs-suedwest.de/fr/emploi' },
      { rel: 'alternate', hrefLang: 'de', href: 'https://www.jobs-suedwest.de/de/jobs' },
      { rel: 'alternate', hrefLang: 'en-GB', href: 'https://www.jobs-suedwest.de/en/jobs' },
      { rel: 'alternate', hrefLang: 'fr', href: 'https://www.jobs-suedwest.de/fr/emploi' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.jobs-suedwest.de/de/jobs' },
    ]);
    expect(pageHead({ title: 't', ...pageUrls(regional, 'de', '/contact') }).links).toEqual([
      { rel: 'canonical', href: 'https://www.jobs-regional.de/kontakt' },
    ]);
  });
});
