import type { MergeStaffOrganizations } from '../../../application/platform/staff/organizations/merge-staff-organizations.use-case';
import type { SearchStaffOrganizations } from '../../../application/platform/staff/organizations/search-staff-organizations.use-case';
import type { SetOrganizationFeatured } from '../../../application/platform/staff/organizations/set-organization-featured.use-case';
import type { SetStaffOrganizationParent } from '../../../application/platform/staff/organizations/set-staff-organization-parent.use-case';

/** What the console's organizations section adds to the platform API (bound in di/staff-organizations.module.ts). */
export interface StaffOrganizationsApiDeps {
  readonly organizations: Pick<SearchStaffOrganizations, 'search' | 'find'>;
  readonly feature: Pick<SetOrganizationFeatured, 'execute'>;
  readonly parent: Pick<SetStaffOrganizationParent, 'execute'>;
  readonly merge: Pick<MergeStaffOrganizations, 'execute'>;
}
