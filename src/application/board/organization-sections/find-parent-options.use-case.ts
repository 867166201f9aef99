import { parentSearchTerm } from '../../../domain/organization/organization-hierarchy';
import type { BoardContext } from '../board-context';
import type { ParentSearchAnswer, ProfileSectionsGateway } from './profile-sections-gateway.port';

/** The edit page's search for a parent organization; a search too short to mean anything is not sent. */
export class FindParentOptions {
  constructor(private readonly gateway: ProfileSectionsGateway) {}

  async execute(input: { organizationId: string; search: string }, ctx: BoardContext): Promise<ParentSearchAnswer> {
    if (!ctx.token) return { ok: false, code: 'SIGN_IN_REQUIRED' };
    if (parentSearchTerm(input.search) === null) return { ok: false, code: 'SEARCH_TOO_SHORT' };
    return this.gateway.parentCandidates(input.organizationId, input.search, ctx);
  }
}
