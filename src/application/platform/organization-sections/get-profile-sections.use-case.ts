import type { ProfileSections } from '../../../domain/organization/profile-sections';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ProfileSectionStore } from './profile-section-store.port';
import { isItemId } from './section-editing';

/** The public lists of a profile (gallery, FAQ, videos, contact persons): public like the profile page that shows them. */
export class GetProfileSections {
  constructor(private readonly store: Pick<ProfileSectionStore, 'read'>) {}

  async execute(input: { organizationId: string }): Promise<Result<ProfileSections, 'NOT_FOUND'>> {
    if (!isItemId(input.organizationId)) return err('NOT_FOUND');
    const sections = await this.store.read(input.organizationId);
    return sections ? ok(sections) : err('NOT_FOUND');
  }
}
