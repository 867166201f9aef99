import { contactProblems, sectionFullProblem, SECTION_MAX, type ContactDraft } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeResult } from './section-editing';

const trimmed = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/** Appends a contact person (its owner or staff; at most SECTION_LIMITS.contactsMax). */
export class AddContactPerson {
  constructor(private readonly store: ProfileSectionStore) {}

  async execute(input: { organizationId: string; draft: ContactDraft }, ctx: RequestContext): Promise<SectionChangeResult> {
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
    const problems = contactProblems(draft);
    if (problems.length > 0) return invalid(problems);
    const outcome = await this.store.appendContact(input.organizationId, draft, SECTION_MAX.contacts);
    if (outcome === 'FULL') return invalid([sectionFullProblem('contacts', SECTION_MAX.contacts)!]);
    if (outcome === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
