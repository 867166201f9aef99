import { mayEditOwnedBy } from '../../../domain/identity/permissions';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { GetOrganizationProfile } from './get-organization-profile.use-case';
import type { OrganizationOwnerLookup } from './organization-owner-lookup.port';

export interface OrganizationEditAccess {
  readonly profile: OrganizationProfile;
  /** Its owner or staff. */
  readonly mayEdit: boolean;
}

/** A profile (by id or slug) and whether the viewer may edit it: the edit page and the "edit" link ask this. */
export class GetOrganizationEditAccess {
  constructor(
    private readonly profiles: Pick<GetOrganizationProfile, 'execute'>,
    private readonly owners: OrganizationOwnerLookup,
  ) {}

  async execute(
    input: { id?: string | null; slug?: string | null },
    ctx: RequestContext,
  ): Promise<Result<OrganizationEditAccess, 'NOT_FOUND'>> {
    const found = await this.profiles.execute(input, ctx);
    if (!found.ok) return err('NOT_FOUND');
    const mayEdit = ctx.actor.kind === 'user' && mayEditOwnedBy(ctx.actor, await this.owners.ownerIdOf(found.value.id));
    return ok({ profile: found.value, mayEdit });
  }
}
