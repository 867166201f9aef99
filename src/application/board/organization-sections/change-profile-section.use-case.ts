import type { BoardContext } from '../board-context';
import type { ProfileSectionsGateway, SectionChangeAnswer, SectionCommand } from './profile-sections-gateway.port';

/** Sends one change of a profile list to the platform, which authorizes, checks and stores it. */
export class ChangeProfileSection {
  constructor(private readonly gateway: ProfileSectionsGateway) {}

  async execute(input: { organizationId: string; command: SectionCommand }, ctx: BoardContext): Promise<SectionChangeAnswer> {
    if (!ctx.token) return { ok: false, errors: [{ field: null, code: 'SIGN_IN_REQUIRED' }] };
    return this.gateway.change(input.organizationId, input.command, ctx);
  }
}
