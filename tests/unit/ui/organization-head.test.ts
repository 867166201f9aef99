import { describe, expect, it } from 'vitest';
import type { OrganizationProfile } from '../../../src/domain/organization/organization-profile';
import { organizationHead } from '../../../src/ui/routing/organization-head';

/** The organization page's head with and without the route lookup: a failed lookup leaves only the canonical link. */
const site = {
  name: 'Jobs im Südwesten',
  host: 'jobs-suedwest.example',
  locales: ['de', 'en-GB', 'fr'] as const,
  defaultLocale: 'de' as const,
};
const profile = { slug: 'muster-gmbh', name: 'Muster GmbH' } as OrganizationProfile;
const metatags = [
  { meta: 'title', value: 'Muster GmbH – Arbeitgeber' },
  { meta: 'description', value: 'Wer wir sind' },
];
const links = (head: ReturnType<typeof organizationHead>) =>
  head.links.map((l) => `${l.rel} ${l.hrefLang ?? ''} ${l.href}`.replace('  ', ' '));

describe('organizationHead', () => {
  it('with the lookup: its metatags, the canonical link and an alternate per locale', () => {
    const head = organizationHead({ ...site, locales: [...site.locales] }, 'de', { profile, metatags, page: 1 }, 'muster-gmbh');
    expect(head.meta).toContainEqual({ name: 'description', content: 'Wer wir sind' });
    expect(links(head)[0]).toBe('canonical https://jobs-suedwest.example/de/organization/muster-gmbh');
    expect(links(head).filter((l) => l.startsWith('alternate'))).toHaveLength(4);
  });

  it('after a failed lookup: the profile name as title and the canonical link alone', () => {
    const head = organizationHead(
      { ...site, locales: [...site.locales] },
      'fr',
      { profile, metatags: [], page: 2, routeLookupFailed: true },
      'muster-gmbh',
    );
    expect(head.meta).toContainEqual({ title: 'Muster GmbH – Jobs im Südwesten' });
    expect(head.meta.some((m) => m.name === 'description')).toBe(false);
    expect(head.links).toHaveLength(1);
    expect(head.links[0]!.rel).toBe('canonical');
    expect(head.links[0]!.href).toMatch(/^https:\/\/jobs-suedwest\.example\/fr\/[^?]+\/muster-gmbh\?page=2$/);
  });
});
