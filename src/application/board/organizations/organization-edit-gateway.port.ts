import type { OrganizationProfileChanges } from '../../../domain/organization/organization-profile-changes';
import type { OrganizationProfile, OrganizationSize } from '../../../domain/organization/organization-profile';
import type { Translated } from '../../../domain/shared/locale';
import type { BoardContext } from '../board-context';

/** The choices of the profile form. */
export interface ProfileFormOptions {
  readonly industries: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly sizes: readonly OrganizationSize[];
  readonly benefits: readonly Translated[];
  readonly occupations: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly fieldsOfStudy: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
}

/** A profile the signed-in user may update. */
export interface UpdatableOrganization {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly logoUrl: string | null;
}

export interface SaveProfileRequest {
  readonly organizationId: string;
  readonly changes: OrganizationProfileChanges;
  /** Absent: keep; null: remove; a file: replace. */
  readonly logo?: Blob | null;
  readonly cover?: Blob | null;
}

/** A refusal: `field` is the form's field (`name`, `location.zip`, `logo`, …) or null for the whole form; `code` a stable code. */
export interface ProfileFormError {
  readonly field: string | null;
  readonly code: string;
}

export type SaveProfileAnswer =
  | { readonly ok: true; readonly profile: OrganizationProfile }
  | { readonly ok: false; readonly errors: readonly ProfileFormError[] };

/** The board's way to profile editing on the platform. Throws on transport errors. */
export interface OrganizationEditGateway {
  /** The profile and whether the viewer may edit it; null when there is no such organization. */
  access(
    ref: { readonly id: string } | { readonly slug: string },
    ctx: BoardContext,
  ): Promise<{ profile: OrganizationProfile; mayEdit: boolean } | null>;
  options(ctx: BoardContext): Promise<ProfileFormOptions>;
  save(request: SaveProfileRequest, ctx: BoardContext): Promise<SaveProfileAnswer>;
  updatable(ctx: BoardContext): Promise<readonly UpdatableOrganization[]>;
}
