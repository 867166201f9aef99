import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLandingPath, landingPathOf } from '../../../../src/domain/routing/landing-paths';

describe('landing paths shown through /router (spec §2)', () => {
  it.each([
    '/',
    '/jobs',
    '/jobs?page=2',
    '/jobs/it',
    '/jobs/it/berlin',
    '/job/koch-m-w-d-12',
    '/job/koch-m-w-d-12?jobId=3',
    '/organizations',
    '/organizations/it',
    '/organization/acme-gmbh',
    '/organization/acme-gmbh/jobs',
    '/blog',
    '/blog/tag/karriere',
    '/blog/2024/05/01/bewerbungstipps',
    '/jobs/',
  ])('%s is a landing page', (path) => {
    expect(isLandingPath(path)).toBe(true);
  });

  it.each([
    '/user',
    '/user/login',
    '/user/register/recruiter',
    '/user/logout',
    '/dashboard',
    '/checkout',
    '/my-products',
    '/job-manager',
    '/job',
    '/job/wizard',
    '/job/wizard/bundles',
    '/job/a/b',
    '/organization',
    '/resumes',
    '/resume',
    '/resume/edit',
    '/resume-alert/edit/1',
    '/contact',
    '/router',
    '/router?router=/jobs',
    '/privacy-policy',
    '/jobsx',
    '/blogger',
    '/jobs/../user/login',
    '/jobs/%2e%2e/user/login',
    '/blog/./x',
    '/jobs\\..\\user',
    '/jobs/\nx',
    '//evil.com',
    'jobs',
    'https://evil.com/jobs',
    '',
  ])('%j is not a landing page', (path) => {
    expect(isLandingPath(path)).toBe(false);
  });

  it('looks at the path only', () => {
    expect(landingPathOf('/jobs/?page=2#top')).toBe('/jobs');
    expect(landingPathOf('/')).toBe('/');
  });

  it('no path below the account, dashboard, checkout or router families is ever a landing page (property)', () => {
    const tail = fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }).map((s) => (s.length ? `/${s.join('/')}` : ''));
    fc.assert(
      fc.property(
        fc.constantFrom(
          '/user',
          '/dashboard',
          '/checkout',
          '/job-manager',
          '/router',
          '/my-products',
          '/resume',
          '/resumes',
          '/job/wizard',
        ),
        tail,
        (family, rest) => {
          expect(isLandingPath(`${family}${rest}`)).toBe(false);
        },
      ),
    );
  });
});
