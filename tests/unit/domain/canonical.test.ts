import { describe, expect, it } from 'vitest';
import { canonicalUrl, publicPath } from '../../../src/domain/routing/canonical';

const single = { locales: ['de'] as const, host: 'www.jobs-regional.de' };
const multi = { locales: ['de', 'en-GB', 'fr'] as const, host: 'www.jobs-suedwest.de' };

describe('canonical links (spec §2)', () => {
  it('has no locale prefix on a single-locale site', () => {
    expect(canonicalUrl(single, 'de', '/jobs')).toBe('https://www.jobs-regional.de/jobs');
    expect(canonicalUrl(single, 'de', '/')).toBe('https://www.jobs-regional.de/');
  });

  it('carries the language prefix, even the default one, where a site has several locales', () => {
    expect(canonicalUrl(multi, 'de', '/jobs')).toBe('https://www.jobs-suedwest.de/de/jobs');
    expect(canonicalUrl(multi, 'en-GB', '/job/a-1')).toBe('https://www.jobs-suedwest.de/en/job/a-1');
    expect(publicPath(multi, 'fr', '/')).toBe('/fr');
  });
});
