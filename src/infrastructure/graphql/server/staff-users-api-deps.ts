import type { ChangeStaffRole } from '../../../application/platform/staff/users/change-staff-role.use-case';
import type { EndUserSessions } from '../../../application/platform/staff/users/end-user-sessions.use-case';
import type { SearchStaffUsers } from '../../../application/platform/staff/users/search-staff-users.use-case';
import type { SendUserPasswordReset } from '../../../application/platform/staff/users/send-user-password-reset.use-case';
import type { SetUserBlocked } from '../../../application/platform/staff/users/set-user-blocked.use-case';

/** What the console's users section adds to the platform API (bound in di/staff-users.module.ts). */
export interface StaffUsersApiDeps {
  readonly users: Pick<SearchStaffUsers, 'search' | 'find'>;
  readonly changeRole: Pick<ChangeStaffRole, 'execute'>;
  readonly setBlocked: Pick<SetUserBlocked, 'execute'>;
  readonly endSessions: Pick<EndUserSessions, 'execute'>;
  readonly sendReset: Pick<SendUserPasswordReset, 'execute'>;
}
