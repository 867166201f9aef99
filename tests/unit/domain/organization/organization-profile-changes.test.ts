import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeBenefit,
  isPhoneNumber,
  isWebsiteUrl,
  normalizeProfileUrl,
  PROFILE_LIMITS,
  profileChangeProblems,
  socialProfileProblem,
  SOCIAL_NETWORK_HOSTS,
  type OrganizationProfileChanges,
} from '../../../../src/domain/organization/organization-profile-changes';
import { SOCIAL_NETWORKS } from '../../../../src/domain/organization/organization-profile';

const valid = (overrides: Partial<OrganizationProfileChanges> = {}): OrganizationProfileChanges => ({
  name: 'Muster GmbH',
  alternativeName: null,
  location: {
    countryCode: 'DE',
    addressLine1: 'Königstraße 1',
    addressLine2: null,
    administrativeArea: 'Baden-Württemberg',
    locality: 'Stuttgart',
    zip: '70173',
  },
  website: 'https://www.muster.example',
  socialProfiles: {},
  presentationHtml: '<p>Hallo</p>',
  industryId: null,
  size: null,
  benefits: [],
  ...overrides,
});

describe('organization profile changes', () => {
  it('a complete, sensible profile has no problems', () => {
    expect(
      profileChangeProblems(
        valid({
          socialProfiles: { linkedin: 'https://de.linkedin.com/company/muster', blueSky: 'https://bsky.app/profile/muster.example' },
          size: '1000+',
          industryId: '12',
          benefits: [{ de: 'Homeoffice', 'en-GB': 'Working from home' }],
        }),
      ),
    ).toEqual([]);
  });

  it('names each problem by field', () => {
    expect(
      profileChangeProblems(
        valid({
          name: '',
          alternativeName: 'x'.repeat(PROFILE_LIMITS.alternativeNameMax + 1),
          location: {
            countryCode: 'Deutschland',
            addressLine1: 'Zeile\nzwei',
            addressLine2: null,
            administrativeArea: null,
            locality: null,
            zip: '7',
          },
          website: 'javascript:alert(1)',
          socialProfiles: {
            linkedin: 'https://www.xing.com/pages/muster',
            twitter: 'http://x.com/muster',
            youtube: 'https://www.youtube.com/',
          },
          presentationHtml: 'x'.repeat(PROFILE_LIMITS.presentationMax + 1),
          industryId: 'abc',
          size: '5000' as never,
          benefits: [{ de: '' }, { de: 'Homeoffice' }, { de: 'homeoffice ' }, { de: 'x'.repeat(PROFILE_LIMITS.benefitMax + 1) }],
        }),
      ),
    ).toEqual([
      { field: 'name', problem: 'REQUIRED' },
      { field: 'alternativeName', problem: 'TOO_LONG' },
      { field: 'location.countryCode', problem: 'INVALID_COUNTRY' },
      { field: 'location.addressLine1', problem: 'INVALID_TEXT' },
      { field: 'location.zip', problem: 'INVALID_ZIP' },
      { field: 'website', problem: 'INVALID_URL' },
      { field: 'socialProfiles.linkedin', problem: 'WRONG_NETWORK' },
      { field: 'socialProfiles.twitter', problem: 'INVALID_URL' },
      { field: 'socialProfiles.youtube', problem: 'INVALID_URL' },
      { field: 'presentation', problem: 'TOO_LONG' },
      { field: 'size', problem: 'INVALID_SIZE' },
      { field: 'industryId', problem: 'UNKNOWN_INDUSTRY' },
      { field: 'benefits.0', problem: 'REQUIRED' },
      { field: 'benefits.2', problem: 'DUPLICATE' },
      { field: 'benefits.3', problem: 'TOO_LONG' },
    ]);
    expect(profileChangeProblems(valid({ name: 'A' }))).toEqual([{ field: 'name', problem: 'TOO_SHORT' }]);
    expect(
      profileChangeProblems(valid({ benefits: Array.from({ length: PROFILE_LIMITS.benefitsMax + 1 }, (_, i) => ({ de: `B${i}` })) })),
    ).toEqual([{ field: 'benefits', problem: 'TOO_MANY' }]);
  });

  it('company e-mail and phone: a real address and a number of at least six digits; absent or empty is fine', () => {
    expect(profileChangeProblems(valid({ companyEmail: 'jobs@muster.example', companyPhone: '+49 (711) 123-456' }))).toEqual([]);
    expect(profileChangeProblems(valid({ companyEmail: null, companyPhone: '' }))).toEqual([]);
    expect(profileChangeProblems(valid({ companyEmail: 'jobs@muster', companyPhone: '0711' }))).toEqual([
      { field: 'companyEmail', problem: 'INVALID_EMAIL' },
      { field: 'companyPhone', problem: 'INVALID_PHONE' },
    ]);
    expect(profileChangeProblems(valid({ companyEmail: `${'a'.repeat(250)}@x.de` }))).toEqual([
      { field: 'companyEmail', problem: 'INVALID_EMAIL' },
    ]);
  });

  it('property: digits with the usual separators pass; a letter or fewer than six digits never does', () => {
    fc.assert(fc.property(fc.stringMatching(/^\+?[0-9]{3}[ /-]?[0-9]{3,30}$/), (value) => isPhoneNumber(value)));
    fc.assert(fc.property(fc.string(), fc.stringMatching(/^[a-z]$/), (rest, letter) => !isPhoneNumber(`0711${letter}${rest}`)));
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{0,5}$/), (digits) => !isPhoneNumber(`+(${digits})`)));
  });

  it('social profile URLs: https on the network’s own host (or a subdomain), with a path', () => {
    expect(socialProfileProblem('linkedin', 'https://www.linkedin.com/company/x')).toBeNull();
    expect(socialProfileProblem('twitter', 'https://twitter.com/x')).toBeNull();
    expect(socialProfileProblem('twitter', 'https://x.com/x')).toBeNull();
    expect(socialProfileProblem('youtube', 'https://youtu.be/abc')).toBeNull();
    expect(socialProfileProblem('facebook', 'https://evil-facebook.com/x')).toBe('WRONG_NETWORK');
    expect(socialProfileProblem('facebook', 'https://facebook.com.evil.example/x')).toBe('WRONG_NETWORK');
    expect(socialProfileProblem('instagram', 'https://user:pw@instagram.com/x')).toBe('INVALID_URL');
    expect(socialProfileProblem('tiktok', 'javascript://tiktok.com/%0aalert(1)')).toBe('INVALID_URL');
  });

  it('property: a URL on a network’s host with a path is accepted for that network only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SOCIAL_NETWORKS), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), (network, handle) => {
        const url = `https://www.${SOCIAL_NETWORK_HOSTS[network][0]}/${handle}`;
        expect(socialProfileProblem(network, url)).toBeNull();
        for (const other of SOCIAL_NETWORKS) {
          const shared = SOCIAL_NETWORK_HOSTS[other].some((h) => SOCIAL_NETWORK_HOSTS[network].includes(h));
          if (!shared) expect(socialProfileProblem(other, url)).toBe('WRONG_NETWORK');
        }
      }),
    );
  });

  it('people may type addresses without a scheme; other schemes are kept (and refused by the rules)', () => {
    expect(normalizeProfileUrl(' www.muster.example/karriere ')).toBe('https://www.muster.example/karriere');
    expect(normalizeProfileUrl('//muster.example')).toBe('https://muster.example');
    expect(normalizeProfileUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(isWebsiteUrl(normalizeProfileUrl('muster.example'))).toBe(true);
    expect(isWebsiteUrl('http://intranet/')).toBe(false);
    expect(isWebsiteUrl('ftp://muster.example')).toBe(false);
  });

  it('a benefit typed in another language keeps German as its fallback', () => {
    expect(freeBenefit(' Obstkorb ', 'de')).toEqual({ de: 'Obstkorb' });
    expect(freeBenefit('Fruit basket', 'en-GB')).toEqual({ de: 'Fruit basket', 'en-GB': 'Fruit basket' });
  });
});
