import { describe, expect, it } from 'vitest';
import { redirectHref } from '../../../src/ui/routing/redirect-target';

describe('redirects from route lookups', () => {
  it('prefixes own paths with the current locale', () => {
    expect(redirectHref('/job/new-4', 'fr', 'www.jobs-suedwest.de')).toBe('/fr/job/new-4');
    expect(redirectHref('/job/new-4', undefined, 'www.jobs-regional.de')).toBe('/job/new-4');
  });

  it('allows absolute URLs only to the site itself and sends everything else home', () => {
    expect(redirectHref('https://www.jobs-regional.de/job/a-1', undefined, 'www.jobs-regional.de')).toBe(
      'https://www.jobs-regional.de/job/a-1',
    );
    expect(redirectHref('https://evil.example/x', 'de', 'www.jobs-suedwest.de')).toBe('/de');
    expect(redirectHref('http://www.jobs-regional.de/x', undefined, 'www.jobs-regional.de')).toBe('/');
    expect(redirectHref('//evil.example/x', undefined, 'www.jobs-regional.de')).toBe('/');
  });
});
