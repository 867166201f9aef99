import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../../../src/domain/job/job-posting-structured-data';
import type { FurtherLocation } from '../../../../src/domain/organization/further-locations';
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

  it('lists further locations as schema.org places with their postal address and, when placed, their coordinates', () => {
    const locations: FurtherLocation[] = [
      {
        id: '1',
        name: 'Werk Ulm',
        countryCode: 'DE',
        addressLine1: 'Donaustraße 5',
        zip: '89073',
        locality: 'Ulm',
        point: { lat: 48.4, lon: 9.98 },
      },
      { id: '2', name: 'Büro Basel', countryCode: 'CH', addressLine1: null, zip: null, locality: 'Atlantis', point: null },
    ];
    const data = organizationStructuredData(anOrganization(), { ...input, furtherLocations: locations });
    expect(data.location).toEqual([
      {
        '@type': 'Place',
        name: 'Werk Ulm',
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'DE',
          addressLocality: 'Ulm',
          streetAddress: 'Donaustraße 5',
          postalCode: '89073',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 48.4, longitude: 9.98 },
      },
      // A town the place data does not know: the address only, never a guessed point.
      { '@type': 'Place', name: 'Büro Basel', address: { '@type': 'PostalAddress', addressCountry: 'CH', addressLocality: 'Atlantis' } },
    ]);
    // The main address stays the organization's own address.
    expect(data.address).toMatchObject({ addressLocality: 'Stuttgart' });
    expect(organizationStructuredData(anOrganization(), { ...input, furtherLocations: [] })).not.toHaveProperty('location');
    expect(organizationStructuredData(anOrganization(), input)).not.toHaveProperty('location');
  });

  it('keeps every further location, in order, and none of their text can end the script element', () => {
    const aLocation = fc.record({
      name: fc.string(),
      locality: fc.string(),
      addressLine1: fc.option(fc.string(), { nil: null }),
      zip: fc.option(fc.string(), { nil: null }),
      point: fc.option(
        fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) }),
        {
          nil: null,
        },
      ),
    });
    fc.assert(
      fc.property(fc.array(aLocation, { maxLength: 20 }), (drafts) => {
        const locations = drafts.map((d, i): FurtherLocation => ({ ...d, id: String(i + 1), countryCode: 'DE' }));
        const data = organizationStructuredData(anOrganization(), { ...input, furtherLocations: locations });
        const places = (data.location ?? []) as Array<{ name: string; address: { addressLocality: string } }>;
        expect(places.map((p) => [p.name, p.address.addressLocality])).toEqual(locations.map((l) => [l.name, l.locality]));
        const text = serializeJsonLd(data);
        expect(text).not.toMatch(/[<>]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
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
