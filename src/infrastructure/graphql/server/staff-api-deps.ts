import type { ListStaffActions } from '../../../application/platform/staff/list-staff-actions.use-case';
import type { OpenStaffConsole } from '../../../application/platform/staff/open-staff-console.use-case';

/** What the staff console adds to the platform API (bound in di/staff.module.ts). */
export interface StaffApiDeps {
  readonly openConsole: Pick<OpenStaffConsole, 'execute'>;
  readonly listActions: Pick<ListStaffActions, 'execute'>;
}
