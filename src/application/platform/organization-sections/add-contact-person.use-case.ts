import { contactProblems, sectionFullProblem, SECTION_MAX, type ContactDraft } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ImageUpload } from '../organizations/update-organization-profile.use-case';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeProblem, type SectionChangeResult } from './section-editing';
import { appendWithImage, type SectionImageDeps, type StoredSectionImage, storeSectionImage, uploadProblem } from './section-image';

const trimmed = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/**
 * Appends a contact person (its owner or staff; at most SECTION_LIMITS.contactsMax), with an optional
 * photo: checked by its first bytes, decoded and written anew within CONTACT_PHOTO_BOUNDS before the row,
 * and removed again when the row is refused. Every field is judged before the photo costs any decoding.
 */
export class AddContactPerson {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly photos: SectionImageDeps,
  ) {}

  async execute(
    input: { organizationId: string; draft: ContactDraft; photo?: ImageUpload | null },
    ctx: RequestContext,
  ): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const d = input.draft;
    const draft: ContactDraft = {
      salutation: d.salutation,
      firstName: d.firstName.trim(),
      lastName: d.lastName.trim(),
      email: trimmed(d.email),
      jobTitle: trimmed(d.jobTitle),
      phone: trimmed(d.phone),
      linkedinUrl: trimmed(d.linkedinUrl),
      contactInfo: trimmed(d.contactInfo),
    };
    const problems: Array<{ field: string; problem: SectionChangeProblem }> = [...contactProblems(draft)];
    const photoUpload = input.photo ?? null;
    const photoProblem = photoUpload ? uploadProblem(photoUpload) : null;
    if (photoProblem) problems.push({ field: 'photo', problem: photoProblem });
    const current = await this.store.read(input.organizationId);
    const full = sectionFullProblem('contacts', current?.contacts.length ?? 0);
    if (full) problems.push(full);
    if (problems.length > 0) return invalid(problems);

    let photo: StoredSectionImage | null = null;
    if (photoUpload) {
      const stored = await storeSectionImage('contact', input.organizationId, photoUpload, this.photos);
      if (!stored.ok) return invalid([{ field: 'photo', problem: stored.code }]);
      photo = stored.value;
    }
    const outcome = await appendWithImage(
      photo,
      this.photos.files,
      () => this.store.appendContact(input.organizationId, draft, photo, SECTION_MAX.contacts),
      'ADDED',
    );
    if (outcome === 'FULL') return invalid([sectionFullProblem('contacts', SECTION_MAX.contacts)!]);
    if (outcome === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
