import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import { mayActForOrganization, roleIn, type TeamRole } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { GetOrganizationProfile } from './get-organization-profile.use-case';
import type { OrganizationOwnerLookup } from './organization-owner-lookup.port';

export interface OrganizationEditAccess {
  readonly profile: OrganizationProfile;
  /** A member of its team (owner or editor) or staff. */
  readonly mayEdit: boolean;
  /** The viewer's role in its team (null: not in it): owners also get the team's management. */
  readonly teamRole: TeamRole | null;
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
    const { team, sites } = ctx.actor.kind === 'user' ? await this.owners.teamOf(found.value.id) : { team: [], sites: [] };
    const mayEdit = mayActForOrganization(ctx.actor, team, 'editProfile', sites);
    return ok({ profile: found.value, mayEdit, teamRole: ctx.actor.kind === 'user' ? roleIn(team, ctx.actor.userId) : null });
  }
}
