import type { LocationDraft } from '../../../domain/organization/further-locations';
import type { ContactDraft, FaqDraft, ProfileSection, ProfileSections, VideoDraft } from '../../../domain/organization/profile-sections';
import type { BoardContext } from '../board-context';

/** One change of a profile list, as the edit page's forms send it. */
export type SectionCommand =
  | { readonly kind: 'addFaq'; readonly draft: FaqDraft }
  | { readonly kind: 'addVideo'; readonly draft: VideoDraft; readonly cover?: Blob | null }
  | { readonly kind: 'addContact'; readonly draft: ContactDraft; readonly photo?: Blob | null }
  | { readonly kind: 'addGalleryImage'; readonly image: Blob; readonly altText: string }
  | { readonly kind: 'addBrochure'; readonly file: Blob; readonly title: string }
  | { readonly kind: 'addLocation'; readonly draft: LocationDraft }
  | { readonly kind: 'updateLocation'; readonly locationId: string; readonly draft: LocationDraft }
  | { readonly kind: 'move'; readonly section: ProfileSection; readonly itemId: string; readonly direction: 'up' | 'down' }
  | { readonly kind: 'remove'; readonly section: ProfileSection; readonly itemId: string }
  /** A contact's photo or a video's cover replaced by `image`, or removed when it is null. */
  | { readonly kind: 'setImage'; readonly section: ProfileSection; readonly itemId: string; readonly image: Blob | null };

/** A refusal: the form's field (or the full list, or null for the whole request), a stable code, the list's limit when it is full. */
export interface SectionFormError {
  readonly field: string | null;
  readonly code: string;
  readonly limit?: number | null;
}

export type SectionChangeAnswer =
  | { readonly ok: true; readonly sections: ProfileSections }
  | { readonly ok: false; readonly errors: readonly SectionFormError[] };

/** An organization the platform offers as a parent. */
export interface ParentOption {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly locality: string | null;
}

/** The offers of a parent search, or why there are none (SEARCH_TOO_SHORT, FORBIDDEN, …). */
export type ParentSearchAnswer =
  | { readonly ok: true; readonly options: readonly ParentOption[] }
  | { readonly ok: false; readonly code: string };

/** Whether the parent was set (or cleared), or the platform's reason why not (CYCLE, PARENT_FORBIDDEN, …). */
export type SetParentAnswer = { readonly ok: true } | { readonly ok: false; readonly code: string };

/** The board's way to the profile lists and the parent organization on the platform. Throws on transport errors. */
export interface ProfileSectionsGateway {
  sections(organizationId: string, ctx: BoardContext): Promise<ProfileSections | null>;
  change(organizationId: string, command: SectionCommand, ctx: BoardContext): Promise<SectionChangeAnswer>;
  parentCandidates(organizationId: string, search: string, ctx: BoardContext): Promise<ParentSearchAnswer>;
  setParent(organizationId: string, parentId: string | null, ctx: BoardContext): Promise<SetParentAnswer>;
}
