import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLandingPagePath, landingPageMetatags, landingSearchHref } from '../../../../src/domain/content/landing-page';
import { isLandingPath } from '../../../../src/domain/routing/landing-paths';
import { organizationMetatags } from '../../../../src/domain/organization/organization-metatags';
import { organizationPath, organizationSlugOf } from '../../../../src/domain/organization/organization-path';
import { addressLine, socialLinks } from '../../../../src/domain/organization/organization-profile';
import { aLandingPage, anOrganization } from '../../../support/in-memory-organizations';

describe('organization paths', () => {
  it('reads the slug of /organization/{slug} and nothing else', () => {
    expect(organizationSlugOf('/organization/neckar-software-gmbh')).toBe('neckar-software-gmbh');
    for (const path of [
      '/organization',
      '/organization/',
      '/organization/a/b',
      '/organization/Acme',
      '/organization/a--b',
      '/organizations/acme',
      '/organization/%2e%2e',
    ]) {
      expect(organizationSlugOf(path), path).toBeNull();
    }
  });

  it('slug and path round-trip (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/), (slug) => {
        expect(organizationSlugOf(organizationPath(slug))).toBe(slug);
      }),
    );
  });
});

describe('organization profile rules', () => {
  it('keeps only http(s) social links, in display order', () => {
    const profile = anOrganization({
      socialProfiles: {
        youtube: 'https://www.youtube.com/@x',
        linkedin: 'https://www.linkedin.com/company/x',
        facebook: 'javascript:alert(1)',
        xing: 'not a url',
      },
    });
    expect(socialLinks(profile)).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/company/x' },
      { network: 'youtube', url: 'https://www.youtube.com/@x' },
    ]);
  });

  it('writes the address in one line', () => {
    expect(addressLine(anOrganization().location)).toBe('Königstraße 1, 70173 Stuttgart');
    expect(
      addressLine({ countryCode: 'DE', addressLine1: null, addressLine2: null, administrativeArea: null, locality: 'Ulm', zip: null }),
    ).toBe('Ulm');
  });

  it('metatags: name, presentation as description, canonical, cover before logo as og:image', () => {
    const tags = (p = anOrganization()) =>
      Object.fromEntries(organizationMetatags(p, 'https://x/organization/muster-gmbh').map((t) => [t.meta, t.value]));
    expect(tags()).toEqual({
      title: 'Muster GmbH',
      description: 'Wir bauen Software für den Mittelstand.',
      canonical: 'https://x/organization/muster-gmbh',
    });
    // og:image is absolute: stored images have site paths.
    expect(tags(anOrganization({ logoUrl: '/l.png', coverUrl: '/c.jpg' }))['og:image']).toBe('https://x/c.jpg');
    expect(tags(anOrganization({ logoUrl: '/l.png' }))['og:image']).toBe('https://x/l.png');
    expect(tags(anOrganization({ logoUrl: 'https://cdn.example/l.png' }))['og:image']).toBe('https://cdn.example/l.png');
    expect(tags(anOrganization({ presentationHtml: '' })).description).toBe('Muster GmbH – Königstraße 1, 70173 Stuttgart');
  });
});

describe('landing pages', () => {
  it.each(['/pflegejobs', '/jobs-in-stuttgart', '/themen/pflege', '/a/b/c', '/stellenangebot/42'])(
    '%s may be a landing page path',
    (path) => {
      expect(isLandingPagePath(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/jobs',
    '/jobs/it',
    '/job/x',
    '/organization/acme',
    '/organizations',
    '/user/login',
    '/blog',
    '/emploi',
    '/kontakt',
    '/lebenslauf',
    '/cv',
    '/de',
    '/en/x',
    '/router',
    '/datenschutz',
    '/Pflege',
    '/a--b',
    '/a/b/c/d',
    '/pflege/',
    '/x y',
  ])('%s is never a landing page path', (path) => {
    expect(isLandingPagePath(path)).toBe(false);
  });

  it('no landing page path is one of the board’s own landing families (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9]{1,6}){1,3}$/), (path) => {
        if (isLandingPagePath(path)) expect(isLandingPath(path) && path !== '/').toBe(false);
      }),
    );
  });

  it('leads to the job search with the preset query, never elsewhere and never to a later page', () => {
    expect(landingSearchHref({ searchQuery: 'search=Pflege&geo_location=Stuttgart' })).toBe('/jobs?search=Pflege&geo_location=Stuttgart');
    expect(landingSearchHref({ searchQuery: '?industry=it-software&page=4' })).toBe('/jobs?industry=it-software');
    expect(landingSearchHref({ searchQuery: '' })).toBe('/jobs');
  });

  it('metatags: title, intro as description, canonical', () => {
    expect(landingPageMetatags(aLandingPage(), 'https://x/ueber-uns')).toEqual([
      { meta: 'title', value: 'Jobs in der Pflege' },
      { meta: 'description', value: 'Pflegekräfte gesucht.' },
      { meta: 'canonical', value: 'https://x/ueber-uns' },
    ]);
  });
});
