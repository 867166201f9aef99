import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../../../src/domain/routing/page-paths';
import { isPlatformPath } from '../../../../src/domain/routing/platform-paths';

describe('paths the platform answers', () => {
  it.each([
    '/graphql',
    '/healthz',
    '/api/auth/session',
    '/api/auth/callback/google',
    '/api/privacy/export',
    '/xml/jobs',
    '/xml/jobs/berlin',
    '/job-file/12/ad.pdf',
    '/job-logo/12',
    '/application-file/5/9',
    '/organization-image/3/logo-1.webp',
    '/dev/mailbox',
    '/sitemap.xml',
    '/sitemap.xsl',
    '/sitemap-index.xsl',
    '/jobs/sitemap.xml',
    '/de/jobs/sitemap.xml',
    '/en/organization/sitemap.xml',
  ])('%s is the platform’s', (path) => {
    expect(isPlatformPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/jobs',
    '/de/jobs',
    '/job/koch-berlin-1',
    '/api/messages/de',
    '/api/applications/submit',
    '/api/bookmarks',
    '/api/job-wizard',
    '/graphqlx',
    '/healthzz',
    '/xml/jobsfoo',
    '/robots.txt',
    '/sites/default/logo.svg',
    '/a/b/sitemap.xml',
    '/_serverFn/abc',
  ])('%s is the board’s', (path) => {
    expect(isPlatformPath(path)).toBe(false);
  });

  it('no page is ever the platform’s', () => {
    for (const path of ['/jobs', '/de/jobs', '/job/x', '/dashboard', '/user/login', '/organization/acme'])
      expect(isPagePath(path) && isPlatformPath(path)).toBe(false);
  });
});
