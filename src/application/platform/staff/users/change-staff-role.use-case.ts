import { STAFF_ROLES } from '../../../../domain/identity/roles';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { type RoleGrantProblem, staffRoleOf } from '../../../../domain/staff/staff-role-grant';
import { leavesNoAdministrator, mayGrantStaffRole } from '../../../../domain/staff/staff-scope';
import type { SiteDirectory } from '../../site/site-directory.port';
import { staffEntry } from '../staff-action-log.port';
import { rolesForLog, usersSectionRefusal } from './staff-user-access';
import type { StaffUserUnitOfWork } from './staff-user-unit-of-work.port';

export interface StaffRoleChange {
  readonly userId: string;
  readonly change: 'grant' | 'revoke';
  readonly role: string;
  /** The site a site_admin or job_editor role applies to; null for administrator (and an every-site job_editor). */
  readonly siteKey: string | null;
}

export type StaffRoleChangeError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'LAST_ADMINISTRATOR' | 'UNCHANGED' | RoleGrantProblem;

/**
 * Grants or revokes a staff role; administrators only. Taking the administrator role from the last active
 * administrator is refused (the platform would have nobody left to grant it again). The change and its
 * log entry (the account's staff roles before and after) commit together.
 */
export class ChangeStaffRole {
  constructor(
    private readonly uow: StaffUserUnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: StaffRoleChange, ctx: RequestContext): Promise<Result<void, StaffRoleChangeError>> {
    const refusal = usersSectionRefusal(ctx.actor);
    if (refusal) return err(refusal);
    if (!mayGrantStaffRole(ctx.actor)) return err('FORBIDDEN');
    const role = staffRoleOf(
      input.role,
      input.siteKey,
      this.sites.all().map((s) => s.key),
    );
    if (!role.ok) return role;
    return this.uow.run(async (tx): Promise<Result<void, StaffRoleChangeError>> => {
      const user = await tx.users.lock(input.userId);
      if (!user) return err('NOT_FOUND');
      if (input.change === 'revoke' && role.value.id === 'administrator') {
        if (leavesNoAdministrator(user, await tx.users.countActiveAdministrators())) return err('LAST_ADMINISTRATOR');
      }
      const changed =
        input.change === 'grant' ? await tx.users.addRole(user.id, role.value) : await tx.users.removeRole(user.id, role.value);
      if (!changed) return err('UNCHANGED');
      const staffRoles = user.roles.filter((r) => STAFF_ROLES.includes(r.id));
      const after =
        input.change === 'grant'
          ? [...staffRoles, role.value]
          : staffRoles.filter((r) => !(r.id === role.value.id && r.targetId === role.value.targetId));
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: null,
          action: input.change === 'grant' ? 'user.grant_role' : 'user.revoke_role',
          targetType: 'user',
          targetId: user.id,
          before: { roles: rolesForLog(staffRoles) },
          after: { roles: rolesForLog(after) },
        }),
      );
      return ok(undefined);
    });
  }
}
