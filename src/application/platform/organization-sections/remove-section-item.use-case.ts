import type { ProfileSection } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { FileStore } from '../files/file-store.port';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, isItemId, sectionsAfter, type SectionChangeResult } from './section-editing';

/**
 * Removes one entry of a profile list (its owner or staff). An entry of another organization is
 * NOT_FOUND. A gallery image's file leaves the store once its row is gone; a file that cannot be
 * deleted then is only an orphan on disk, never a broken page.
 */
export class RemoveSectionItem {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly files: FileStore,
  ) {}

  async execute(
    input: { organizationId: string; section: ProfileSection; itemId: string },
    ctx: RequestContext,
  ): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    if (!isItemId(input.itemId)) return { ok: false, code: 'NOT_FOUND' };
    const removed = await this.store.remove(input.organizationId, input.section, input.itemId);
    if (!removed) return { ok: false, code: 'NOT_FOUND' };
    if (removed.fileKey) await this.files.delete(removed.fileKey).catch(() => undefined);
    return sectionsAfter(this.store, input.organizationId);
  }
}
