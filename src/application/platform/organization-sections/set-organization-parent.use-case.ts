import { makesAncestorCycle } from '../../../domain/organization/organization-hierarchy';
import { mayActForOrganization } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, isItemId } from './section-editing';

export type SetParentProblem = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN' | 'PARENT_NOT_FOUND' | 'PARENT_FORBIDDEN' | 'CYCLE';

/**
 * Places an organization under a parent (or takes it out, with null). Whoever edits the child must
 * also be allowed to edit the parent: otherwise anyone could list their company among a stranger's
 * children. An organization never becomes its own ancestor: refused here with the hierarchy as
 * stored, and by the database's guard when a concurrent change closed the cycle meanwhile.
 */
export class SetOrganizationParent {
  constructor(private readonly store: ProfileSectionStore) {}

  async execute(input: { organizationId: string; parentId: string | null }, ctx: RequestContext): Promise<Result<null, SetParentProblem>> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    if (input.parentId !== null) {
      if (!isItemId(input.parentId)) return err('PARENT_NOT_FOUND');
      const parent = await this.store.teamOf(input.parentId);
      if (!parent) return err('PARENT_NOT_FOUND');
      if (!mayActForOrganization(ctx.actor, parent.team, 'editProfile', parent.sites)) return err('PARENT_FORBIDDEN');
      if (makesAncestorCycle(input.organizationId, input.parentId, await this.store.parentLinks())) return err('CYCLE');
    }
    const outcome = await this.store.setParent(input.organizationId, input.parentId);
    if (outcome === 'SET') return ok(null);
    return err(outcome);
  }
}
