import type { TeamMember } from '../../../domain/organization/organization-team';
import type { OrganizationProfileChanges } from '../../../domain/organization/organization-profile-changes';

/** What editing needs to know about an organization before it changes anything. */
export interface EditableOrganization {
  readonly id: string;
  /** Its members and their roles: who may edit it. */
  readonly team: readonly TeamMember[];
  /** The sites it is on: their staff may edit it too. */
  readonly sites: readonly string[];
}

/** A logo or cover: unchanged, removed, or replaced by a file already in the file store. */
export type ProfileImageChange =
  | { readonly kind: 'keep' }
  | { readonly kind: 'remove' }
  | { readonly kind: 'replace'; readonly key: string; readonly url: string };

/** The profile as it will be stored: the validated changes (presentation sanitized) and the images. */
export interface OrganizationProfileUpdate extends OrganizationProfileChanges {
  readonly logo: ProfileImageChange;
  readonly cover: ProfileImageChange;
}

/** Writes organization profiles (the slug never changes: name changes do not break URLs). */
export interface OrganizationProfileWriter {
  findEditable(id: string): Promise<EditableOrganization | null>;
  /** Whether the id names a term of the industry vocabulary. */
  isIndustry(termId: string): Promise<boolean>;
  /** The ids among `termIds` that name no term of the vocabulary. */
  unknownTerms(vocabulary: 'occupations' | 'fieldsOfStudy', termIds: readonly string[]): Promise<readonly string[]>;
  /**
   * Stores the update in one transaction and answers the file-store keys of the images it replaced or
   * removed (to be deleted once it is committed); null when the organization no longer exists.
   */
  update(id: string, update: OrganizationProfileUpdate, now: Date): Promise<{ readonly replacedFileKeys: readonly string[] } | null>;
  /** Ids of the organizations whose team the user is in (owner or editor), by name. */
  idsEditableBy(userId: string): Promise<readonly string[]>;
}
