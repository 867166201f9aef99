import { mayLoadOrganizationProfile } from '../../../domain/identity/permissions';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { OrganizationProfileWriter } from './organization-profile-writer.port';
import type { OrganizationRepository } from './organization-repository.port';

/**
 * `updatableOrganizationProfiles`: the profiles the signed-in organization user may update, i.e. those
 * whose team they are in (owner or editor). Empty for everyone else; staff reach any profile from its
 * page instead of an endless list.
 */
export class ListUpdatableOrganizationProfiles {
  constructor(
    private readonly writer: Pick<OrganizationProfileWriter, 'idsEditableBy'>,
    private readonly profiles: OrganizationRepository,
  ) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<readonly OrganizationProfile[]> {
    if (ctx.actor.kind !== 'user' || !mayLoadOrganizationProfile(ctx.actor)) return [];
    const ids = await this.writer.idsEditableBy(ctx.actor.userId);
    const profiles = await Promise.all(ids.map((id) => this.profiles.findById(id)));
    return profiles.filter((p): p is OrganizationProfile => p !== null);
  }
}
