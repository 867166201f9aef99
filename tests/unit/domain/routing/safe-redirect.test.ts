import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLocalPath, isSafeRedirectTarget, redirectHostsOf, safeRedirectTarget } from '../../../../src/domain/routing/safe-redirect';

const OURS = 'www.jobs-regional.de';
const SISTER = 'www.mainfranken-jobs.de';
const HOSTS = [OURS, SISTER];

/** Open-redirect payloads: every one must be refused. */
const PAYLOADS = [
  '//evil.com',
  '//evil.com/path',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https:evil.com',
  'https:/evil.com',
  'http://evil.com',
  'https://evil.com',
  'HTTPS://evil.com',
  '//www.jobs-regional.de.evil.com',
  'https://www.jobs-regional.de.evil.com/',
  'https://www.jobs-regional.de@evil.com',
  'https://www.jobs-regional.de:443@evil.com/',
  'https://user:pass@www.jobs-regional.de/',
  'https://evil.com#@www.jobs-regional.de',
  'https://evil.com?@www.jobs-regional.de',
  'https://www.jobs-regional.de:8443/',
  'https://www.jobs-regional.de\\@evil.com',
  'https://www.jobs-regional.de\\.evil.com',
  'https://www。jobs-regional。de/',
  'https://evil。com/',
  '/％2F／evil.com',
  'https://xn--www-jobs-regional-de.evil.com/',
  'http://www.jobs-regional.de/',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%252F%252Fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d%0a/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/jobs\r\nSet-Cookie: a=b',
  '/jobs\u0000',
  '/ /evil.com',
  ' //evil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.com',
  'www.jobs-regional.de',
  '',
  '/%E0%A4%A',
  '/jobs/%',
  'https://',
  'https:///evil.com',
  'https://www.jobs-regional.de//evil.com',
  'https://www.jobs-regional.de/%2F%2Fevil.com',
];

describe('open-redirect guard', () => {
  it(`refuses ${PAYLOADS.length} open-redirect payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PAYLOADS)('refuses %j', (payload) => {
    expect(isSafeRedirectTarget(payload, HOSTS)).toBe(false);
    expect(safeRedirectTarget(payload, HOSTS, '/')).toBe('/');
  });

  it.each([
    '/',
    '/blog',
    '/de/blog?x=1',
    '/jobs?page=2&search=a%20b',
    '/jobs/m%C3%BCnchen',
    '/job/koch-m-w-d-12#apply',
    '/arbeitgeber-suchen/a/b',
    '/search?next=//evil.com',
    `https://${OURS}`,
    `https://${OURS}/`,
    `https://${SISTER}/user/login?dispatch=login`,
    `https://${SISTER.toUpperCase().toLowerCase()}/produkte`,
  ])('accepts %j', (target) => {
    expect(isSafeRedirectTarget(target, HOSTS)).toBe(true);
  });

  it('a local path is never protocol-relative, also after decoding (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const target = `/${s}`;
        if (!isSafeLocalPath(target)) return;
        expect(target.startsWith('//') || target.includes('\\')).toBe(false);
        expect(/[\s\x00-\x1f\x7f]/.test(target)).toBe(false);
      }),
    );
  });

  it('accepted absolute targets always name an allow-listed host exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://', 'https:', 'https:/', '//', ''),
        fc.constantFrom(...HOSTS, 'evil.com'),
        fc.string({ maxLength: 30 }),
        (scheme, host, rest) => {
          const url = `${scheme}${host}${rest}`;
          if (!isSafeRedirectTarget(url, HOSTS)) return;
          const parsed = new URL(url, `https://${OURS}`);
          expect(HOSTS).toContain(parsed.host);
          expect(parsed.username).toBe('');
          expect(parsed.password).toBe('');
        },
      ),
    );
  });

  it('allows a site its own host and its sister host, nothing else', () => {
    expect(redirectHostsOf({ host: OURS })).toEqual([OURS]);
    expect(redirectHostsOf({ host: SISTER, sisterSiteRedirect: { host: OURS, paths: ['/user/login'] } })).toEqual([SISTER, OURS]);
  });

  it('falls back for missing values', () => {
    expect(safeRedirectTarget(undefined, HOSTS, '/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget(null, HOSTS, '/')).toBe('/');
  });
});
