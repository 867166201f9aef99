import { ORGANIZATION_SLUG } from '../../../domain/organization/organization-path';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrganizationRepository } from './organization-repository.port';

/**
 * One organization's public profile, by id or slug. Profiles are public on every site of the platform
 * (an employer is the same employer on each board); which jobs show is the site's business
 * (ListOrganizationJobs).
 */
export class GetOrganizationProfile {
  constructor(private readonly organizations: OrganizationRepository) {}

  async execute(
    input: { id?: string | null; slug?: string | null },
    _ctx: RequestContext,
  ): Promise<Result<OrganizationProfile, 'NOT_FOUND'>> {
    let profile: OrganizationProfile | null = null;
    if (input.id) profile = /^[1-9]\d{0,17}$/.test(input.id) ? await this.organizations.findById(input.id) : null;
    else if (input.slug)
      profile = ORGANIZATION_SLUG.test(input.slug) && input.slug.length <= 200 ? await this.organizations.findBySlug(input.slug) : null;
    return profile ? ok(profile) : err('NOT_FOUND');
  }
}
