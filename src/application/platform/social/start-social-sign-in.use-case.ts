import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ListSocialProviders } from './list-social-providers.use-case';
import type { AuthorizationRequest, SocialIdentityProviders } from './social-identity-provider.port';

/**
 * POST /api/auth/signin/{provider}: the authorization request for a provider this site offers. The
 * driving side keeps state and code verifier in cookies and sends the browser to `url`.
 */
export class StartSocialSignIn {
  constructor(
    private readonly providers: SocialIdentityProviders,
    private readonly list: ListSocialProviders,
  ) {}

  async execute(
    input: { readonly provider: string; readonly redirectUri: string },
    ctx: RequestContext,
  ): Promise<Result<AuthorizationRequest, 'UNKNOWN_PROVIDER'>> {
    const enabled = await this.list.execute(undefined, ctx);
    const provider = enabled.ok ? enabled.value.find((p) => p === input.provider) : undefined;
    if (!provider) return err('UNKNOWN_PROVIDER');
    return ok(await this.providers.authorizationRequest(provider, input.redirectUri));
  }
}
