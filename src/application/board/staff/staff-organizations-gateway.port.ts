import type { BoardContext } from '../board-context';

export interface BoardStaffOrganization {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly sites: readonly string[];
  readonly jobs: number;
  readonly featuredOn: readonly string[];
  readonly parent: { readonly id: string; readonly name: string } | null;
}

export interface BoardStaffOrganizationDetail extends BoardStaffOrganization {
  readonly children: number;
  readonly members: number;
}

export interface StaffOrganizationList {
  readonly organizations: readonly BoardStaffOrganization[];
  readonly total: number;
  readonly errors: readonly string[];
}

export interface StaffOrganizationAnswer {
  readonly organization: BoardStaffOrganizationDetail | null;
  readonly errors: readonly string[];
}

/** A change on an organization's console page. */
export type StaffOrganizationAction =
  | { readonly kind: 'feature'; readonly siteKey: string; readonly featured: boolean }
  | { readonly kind: 'parent'; readonly parentId: string | null }
  /** Merges the duplicate into the page's organization (the one kept). */
  | { readonly kind: 'merge'; readonly duplicateId: string; readonly confirmed: boolean };

/** The console's organizations section's reach into the platform. */
export interface StaffOrganizationsGateway {
  search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: BoardContext,
  ): Promise<StaffOrganizationList>;
  find(id: string, ctx: BoardContext): Promise<StaffOrganizationAnswer>;
  act(organizationId: string, action: StaffOrganizationAction, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
}
