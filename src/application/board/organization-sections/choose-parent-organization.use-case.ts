import type { BoardContext } from '../board-context';
import type { ProfileSectionsGateway, SetParentAnswer } from './profile-sections-gateway.port';

/** Sends the chosen parent (or none) to the platform, which checks the rights on both and the hierarchy. */
export class ChooseParentOrganization {
  constructor(private readonly gateway: ProfileSectionsGateway) {}

  async execute(input: { organizationId: string; parentId: string | null }, ctx: BoardContext): Promise<SetParentAnswer> {
    if (!ctx.token) return { ok: false, code: 'SIGN_IN_REQUIRED' };
    return this.gateway.setParent(input.organizationId, input.parentId, ctx);
  }
}
