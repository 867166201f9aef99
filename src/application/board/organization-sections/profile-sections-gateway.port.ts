import type { ContactDraft, FaqDraft, ProfileSection, ProfileSections, VideoDraft } from '../../../domain/organization/profile-sections';
import type { BoardContext } from '../board-context';

/** One change of a profile list, as the edit page's forms send it. */
export type SectionCommand =
  | { readonly kind: 'addFaq'; readonly draft: FaqDraft }
  | { readonly kind: 'addVideo'; readonly draft: VideoDraft }
  | { readonly kind: 'addContact'; readonly draft: ContactDraft }
  | { readonly kind: 'addGalleryImage'; readonly image: Blob; readonly altText: string }
  | { readonly kind: 'move'; readonly section: ProfileSection; readonly itemId: string; readonly direction: 'up' | 'down' }
  | { readonly kind: 'remove'; readonly section: ProfileSection; readonly itemId: string };

/** A refusal: the form's field (or the full list, or null for the whole request), a stable code, the list's limit when it is full. */
export interface SectionFormError {
  readonly field: string | null;
  readonly code: string;
  readonly limit?: number | null;
}

export type SectionChangeAnswer =
  | { readonly ok: true; readonly sections: ProfileSections }
  | { readonly ok: false; readonly errors: readonly SectionFormError[] };

/** The board's way to the profile lists on the platform. Throws on transport errors. */
export interface ProfileSectionsGateway {
  sections(organizationId: string, ctx: BoardContext): Promise<ProfileSections | null>;
  change(organizationId: string, command: SectionCommand, ctx: BoardContext): Promise<SectionChangeAnswer>;
}
