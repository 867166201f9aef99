import type { Role } from '../identity/roles';
import { err, ok, type Result } from '../shared/result';
import { GRANTABLE_ROLES } from './staff-scope';

export type RoleGrantProblem = 'INVALID_ROLE' | 'SITE_REQUIRED' | 'UNKNOWN_SITE';

/**
 * The staff role a console form asks for, checked against what each role means: an administrator acts
 * everywhere (no site), a site_admin on exactly one known site, a job_editor on one known site or, without
 * one, on every site. Anything else (an applicant role, a site that does not exist) is refused by name.
 */
export function staffRoleOf(roleId: string, siteKey: string | null, knownSites: readonly string[]): Result<Role, RoleGrantProblem> {
  const id = GRANTABLE_ROLES.find((r) => r === roleId);
  if (!id) return err('INVALID_ROLE');
  if (id === 'administrator') return siteKey === null ? ok({ id, targetId: null }) : err('INVALID_ROLE');
  if (siteKey === null) return id === 'site_admin' ? err('SITE_REQUIRED') : ok({ id, targetId: null });
  return knownSites.includes(siteKey) ? ok({ id, targetId: siteKey }) : err('UNKNOWN_SITE');
}
