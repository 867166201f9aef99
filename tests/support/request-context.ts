import type { Actor } from '../../src/domain/identity/actor';
import type { RequestContext } from '../../src/domain/shared/request-context';

export const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  site: 'default',
  locale: 'de',
  actor: { kind: 'anonymous' },
  requestId: 'test',
  ...overrides,
});

export const userActor = (
  userId: string,
  ...roles: Array<'applicant' | 'recruiter' | 'administrator' | 'job_editor' | 'site_admin'>
): Actor => ({
  kind: 'user',
  userId,
  roles: roles.map((id) => ({ id, targetId: null })),
});
