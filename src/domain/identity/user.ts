import type { Role } from './roles';

/** The user as the API shows it (query getUser). */
export interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly displayName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly Role[];
  readonly emailVerified: boolean;
  readonly organization: { readonly id: string; readonly name: string; readonly ownerId: string } | null;
  readonly isUserApprovedAndVerified: boolean;
  readonly isEligibleForJobApply: boolean;
  readonly activeOrganization: { readonly id: string } | null;
}
