import type { Actor } from '../../src/domain/identity/actor';
import type { RequestContext } from '../../src/domain/shared/request-context';

export const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  site: 'default',
  locale: 'de',
  actor: { kind: 'anonymous' },
  requestId: 'test',
  ...overrides,
});

/** A site_admin of `site` (a role with a site, as the console grants it). */
export const siteAdminActor = (userId: string, site = 'default'): Actor => ({
  kind: 'user',
  userId,
  roles: [{ id: 'site_admin', targetId: site }],
});

export const userActor = (
  userId: string,
  ...roles: Array<'applicant' | 'recruiter' | 'administrator' | 'job_editor' | 'site_admin'>
): Actor => ({
  kind: 'user',
  userId,
  roles: roles.map((id) => ({ id, targetId: null })),
});
