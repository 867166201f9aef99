import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../../../src/domain/job/job-posting-structured-data';
import { organizationStructuredData } from '../../../../src/domain/organization/organization-structured-data';
import { anOrganization } from '../../../support/in-memory-organizations';

const input = { pageUrl: 'https://jobs.example/organization/muster-gmbh', origin: 'https://jobs.example' };

describe('organization JSON-LD', () => {
  it('names the organization, its website, absolute logo, postal address and social profiles', () => {
    const data = organizationStructuredData(
      anOrganization({
        alternativeName: 'Muster',
        logoUrl: '/organization-image/10/logo-1.webp',
        socialProfiles: { linkedin: 'https://www.linkedin.com/company/muster', xing: 'https://www.xing.com/pages/muster' },
      }),
      input,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Muster GmbH',
      alternateName: 'Muster',
      url: 'https://www.muster.example',
      logo: 'https://jobs.example/organization-image/10/logo-1.webp',
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'DE',
        streetAddress: 'Königstraße 1',
        postalCode: '70173',
        addressLocality: 'Stuttgart',
        addressRegion: 'Baden-Württemberg',
      },
      sameAs: ['https://www.linkedin.com/company/muster', 'https://www.xing.com/pages/muster'],
    });
  });

  it('falls back to the page address and leaves out what is unset or not a web link', () => {
    const data = organizationStructuredData(
      anOrganization({ website: 'javascript:alert(1)', logoUrl: '//evil.example/x.png', socialProfiles: { facebook: 'javascript:x' } }),
      input,
    );
    expect(data.url).toBe(input.pageUrl);
    expect(data).not.toHaveProperty('logo');
    expect(data).not.toHaveProperty('sameAs');
  });

  it('never lets a name end the script element, and reads back as the same value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, town) => {
        const data = organizationStructuredData(
          anOrganization({ name, location: { ...anOrganization().location, locality: town } }),
          input,
        );
        const text = serializeJsonLd(data);
        expect(text).not.toMatch(/[<>]/);
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
  });
});
