import type { BoardContext } from '../board-context';
import type { OrganizationEditGateway, SaveProfileAnswer, SaveProfileRequest } from './organization-edit-gateway.port';

/** Sends the profile form to the platform, which authorizes, checks, sanitizes, re-encodes and stores. */
export class SaveOrganizationProfile {
  constructor(private readonly gateway: OrganizationEditGateway) {}

  async execute(request: SaveProfileRequest, ctx: BoardContext): Promise<SaveProfileAnswer> {
    if (!ctx.token) return { ok: false, errors: [{ field: null, code: 'SIGN_IN_REQUIRED' }] };
    return this.gateway.save(request, ctx);
  }
}
