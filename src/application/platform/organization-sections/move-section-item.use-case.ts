import { movedOrder, type ProfileSection } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, isItemId, sectionsAfter, type SectionChangeResult } from './section-editing';

/** Moves one entry of a profile list a step up or down (its owner or staff). An entry of another organization is NOT_FOUND. */
export class MoveSectionItem {
  constructor(private readonly store: ProfileSectionStore) {}

  async execute(
    input: { organizationId: string; section: ProfileSection; itemId: string; direction: 'up' | 'down' },
    ctx: RequestContext,
  ): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    if (!isItemId(input.itemId)) return { ok: false, code: 'NOT_FOUND' };
    const sections = await this.store.read(input.organizationId);
    if (!sections) return { ok: false, code: 'NOT_FOUND' };
    const ids = sections[input.section].map((entry) => entry.id);
    if (!ids.includes(input.itemId)) return { ok: false, code: 'NOT_FOUND' };
    const order = movedOrder(ids, input.itemId, input.direction);
    // Already first (or last): nothing to move, and nothing wrong either.
    if (order && !(await this.store.reorder(input.organizationId, input.section, order))) return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
