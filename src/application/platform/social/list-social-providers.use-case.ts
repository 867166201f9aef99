import { enabledSocialProviders, type SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { RequestContext } from '../../../domain/shared/request-context';
import { ok, type Result } from '../../../domain/shared/result';
import type { SiteDirectory } from '../site/site-directory.port';
import type { SocialIdentityProviders } from './social-identity-provider.port';

/** The social providers this site offers: configured on the platform and switched on by the site's flag. */
export class ListSocialProviders {
  constructor(
    private readonly providers: SocialIdentityProviders,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(_input: void, ctx: Pick<RequestContext, 'site'>): Promise<Result<SocialProviderId[], never>> {
    const site = this.sites.get(ctx.site);
    return ok(site ? enabledSocialProviders(site.features.socialSignIn, this.providers.configured()) : []);
  }
}
