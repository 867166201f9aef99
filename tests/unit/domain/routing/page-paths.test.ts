import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../../../src/domain/routing/page-paths';

describe('page paths (locale-redirected on multi-locale sites) and endpoints (never)', () => {
  it.each(['/', '/jobs', '/resume', '/organization/acme', '/pflegejobs', '/graphqlx', '/router'])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/graphql',
    '/healthz',
    '/api/messages/de',
    '/xml/jobs',
    '/xml/jobs/pflege',
    '/sitemap.xml',
    '/jobs/sitemap.xml',
    '/sitemap-index.xsl',
    '/robots.txt',
    '/sites/default/logo.svg',
    '/assets/main-1a2b.js',
    '/_serverFn/abc',
    '/job-file/1/..%2F..%2Fetc%2Fpasswd',
    '/dev/mailbox',
  ])('%s is an endpoint', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
