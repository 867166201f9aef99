import { mayManageSection } from '../../../domain/staff/staff-scope';
import { cannotBeParentOf, PARENT_CANDIDATES_MAX, parentSearchTerm } from '../../../domain/organization/organization-hierarchy';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ParentCandidate, ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange } from './section-editing';

export type ParentSearchProblem = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN' | 'SEARCH_TOO_SHORT';

/**
 * The organizations the editor of `organizationId` may choose as its parent, found by name: only those
 * they may edit too (those whose team they are in; staff any), never the organization itself nor one below it, so every
 * offer is one SetOrganizationParent would accept as things stand.
 */
export class FindParentCandidates {
  constructor(private readonly store: ProfileSectionStore) {}

  async execute(
    input: { organizationId: string; search: string },
    ctx: RequestContext,
  ): Promise<Result<readonly ParentCandidate[], ParentSearchProblem>> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const term = parentSearchTerm(input.search);
    if (term === null) return err('SEARCH_TOO_SHORT');
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const memberId = mayManageSection(ctx.actor, 'organizations', ctx.site) ? null : ctx.actor.userId;
    const excluded = cannotBeParentOf(input.organizationId, await this.store.parentLinks());
    return ok(await this.store.findParentCandidates(term, memberId, excluded, PARENT_CANDIDATES_MAX));
  }
}
