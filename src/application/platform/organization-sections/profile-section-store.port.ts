import type { TeamAndSites } from '../../../domain/organization/organization-team';
import type { Coordinates } from '../../../domain/geo/place-for-address';
import type { LocationDraft } from '../../../domain/organization/further-locations';
import type {
  ContactDraft,
  FaqDraft,
  ImageSection,
  ProfileSection,
  ProfileSections,
  VideoDraft,
} from '../../../domain/organization/profile-sections';

/** A gallery image the platform re-encoded and already wrote to the file store. */
export interface StoredGalleryImage {
  readonly fileKey: string;
  readonly url: string;
  readonly altText: string;
}

/** An image of a list entry (contact photo, video cover) already in the file store. */
export interface StoredImage {
  readonly fileKey: string;
  readonly url: string;
}

/** A brochure whose PDF the platform already moved into the file store. */
export interface StoredBrochure {
  readonly title: string;
  readonly fileName: string;
  readonly size: number;
  readonly fileKey: string;
}

/** An organization offered as a parent: enough to tell two of the same name apart. */
export interface ParentCandidate {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly locality: string | null;
}

/** What appending an entry answers: added, or the list already holds `max` entries (nothing written). */
export type AppendOutcome = 'ADDED' | 'FULL' | 'NOT_FOUND';

/**
 * The lists of organization profiles. Each append locks the organization's row first, so two editors
 * adding the last free entry at once cannot both pass the limit.
 */
export interface ProfileSectionStore {
  /** The organization's team (members and their roles) and the sites it is on; null when there is no such organization. */
  teamOf(organizationId: string): Promise<TeamAndSites | null>;
  read(organizationId: string): Promise<ProfileSections | null>;
  appendFaq(organizationId: string, draft: FaqDraft, max: number): Promise<AppendOutcome>;
  /** A video with its cover image, already in the file store (or none). */
  appendVideo(organizationId: string, draft: VideoDraft, cover: StoredImage | null, max: number): Promise<AppendOutcome>;
  /** A contact person with their photo, already in the file store (or none). */
  appendContact(organizationId: string, draft: ContactDraft, photo: StoredImage | null, max: number): Promise<AppendOutcome>;
  appendGalleryImage(organizationId: string, image: StoredGalleryImage, max: number): Promise<AppendOutcome>;
  appendBrochure(organizationId: string, brochure: StoredBrochure, max: number): Promise<AppendOutcome>;
  /** A brochure's file by its id, for the download; null when there is none. */
  brochureFile(brochureId: string): Promise<{ readonly fileKey: string; readonly fileName: string } | null>;
  appendLocation(organizationId: string, draft: LocationDraft, point: Coordinates | null, max: number): Promise<AppendOutcome>;
  /** Replaces one further location of the organization; false when it has no such location (another's id included). */
  updateLocation(organizationId: string, locationId: string, draft: LocationDraft, point: Coordinates | null): Promise<boolean>;
  /** Stores the list's new order (every id of the list); false when the ids are not exactly the list's. */
  reorder(organizationId: string, section: ProfileSection, ids: readonly string[]): Promise<boolean>;
  /** Removes one entry of the organization's list; answers the file key it held (gallery image, brochure, contact photo, video cover), or null when there was no such entry. */
  remove(organizationId: string, section: ProfileSection, itemId: string): Promise<{ readonly fileKey: string | null } | null>;
  /**
   * Replaces (or with null clears) the image of one contact person or video of the organization in one
   * transaction; answers the file key the entry held before, or null when it has no such entry (another's id included).
   */
  setEntryImage(
    organizationId: string,
    section: ImageSection,
    itemId: string,
    image: StoredImage | null,
  ): Promise<{ readonly previousFileKey: string | null } | null>;
  /** Every organization's parent (the hierarchy the cycle rule walks). */
  parentLinks(): Promise<ReadonlyMap<string, string | null>>;
  /**
   * Organizations whose name or alternative name holds `term` (case and accents ignored), by name; only
   * those whose team `memberId` is in unless it is null (staff), never one of `excluded`.
   */
  findParentCandidates(
    term: string,
    memberId: string | null,
    excluded: ReadonlySet<string>,
    limit: number,
  ): Promise<readonly ParentCandidate[]>;
  /** Sets or clears the parent; 'CYCLE' when the database's guard refused it (a concurrent change closed a cycle). */
  setParent(organizationId: string, parentId: string | null): Promise<'SET' | 'CYCLE' | 'NOT_FOUND'>;
}
