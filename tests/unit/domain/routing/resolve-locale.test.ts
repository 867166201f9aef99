import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectFor } from '../../../../src/domain/routing/redirect-rules';
import { resolveLocale } from '../../../../src/domain/routing/resolve-locale';
import type { Locale } from '../../../../src/domain/shared/locale';
import { FileSiteDirectory } from '../../../../src/infrastructure/config/site-directory';

const sites = new FileSiteDirectory();
const suedwest = sites.require('suedwest');
const karriere = sites.require('karriere');

describe('an unprefixed entry on a multi-locale site takes one hop, to the localized path', () => {
  it.each([
    ['/jobs', 'fr', '/fr/emploi'],
    ['/jobs?page=2', 'fr', '/fr/emploi?page=2'],
    ['/Jobs', 'fr', '/fr/emploi'],
    ['/resume', 'en-GB', '/en/cv'],
    ['/resume/edit', 'en-GB', '/en/cv/edit'],
    ['/resume', 'fr', '/fr/resume'],
    ['/resume', 'de', '/de/lebenslauf'],
    ['/resumes/x?y=1', undefined, '/de/bewerbersuche/x?y=1'],
    ['/contact', 'de', '/de/kontakt'],
    ['/organizations', 'en-GB', '/en/organizations'],
    ['/emploi', 'fr', '/fr/emploi'],
    ['/', 'fr', '/fr'],
  ] as const)('%s with Accept-Language %s → %s', (path, preferred, href) => {
    expect(resolveLocale(suedwest, path, preferred as Locale | undefined)).toEqual({ kind: 'redirect', href });
  });

  it('the target needs no further redirect (property)', () => {
    const paths = [
      '/',
      '/jobs',
      '/jobs/it',
      '/resume',
      '/resume/edit',
      '/resume/wizard/import',
      '/resumes',
      '/organizations',
      '/contact',
      '/blog',
      '/job/koch-1',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(suedwest, karriere),
        fc.constantFrom(...paths),
        fc.constantFrom<Locale | undefined>('de', 'en-GB', 'fr', undefined),
        (site, path, preferred) => {
          const resolution = resolveLocale(site, path, preferred);
          expect(resolution.kind).toBe('redirect');
          if (resolution.kind !== 'redirect') return;
          expect(redirectFor(site, resolution.href)).toBeNull();
          expect(resolveLocale(site, resolution.href, preferred).kind).toBe('ok');
        },
      ),
    );
  });
});
