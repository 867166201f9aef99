import { FRESH_SIGN_IN_WINDOW_MS, isFreshSignIn } from '../../../domain/privacy/account-deletion';
import type { SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { AccountStore } from '../identity/account-store.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { ListSocialProviders } from '../social/list-social-providers.use-case';
import type { AccountErasure } from './account-erasure.port';

export type DeletionRequirements =
  | { readonly method: 'password' }
  | {
      readonly method: 'fresh-sign-in';
      /** Until when the current session counts as a fresh sign-in (ISO), or null when it does not. */
      readonly freshUntil: string | null;
      /** Linked providers this site offers, to sign in again with. */
      readonly providers: readonly SocialProviderId[];
    };

/** What the settings page must ask before "delete my account": the password, or a fresh social sign-in. */
export class GetDeletionRequirements {
  constructor(
    private readonly accounts: AccountStore,
    private readonly reader: AccountErasure,
    private readonly tokens: SecretTokens,
    private readonly social: ListSocialProviders,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly sessionToken: string | null },
    ctx: RequestContext,
  ): Promise<Result<DeletionRequirements, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (actor.masqueradedBy) return err('FORBIDDEN');
    const account = await this.accounts.findById(actor.userId);
    if (!account) return err('UNAUTHENTICATED');
    if (account.passwordHash) return ok({ method: 'password' });
    const createdAt = input.sessionToken ? await this.reader.sessionCreatedAt(this.tokens.hash(input.sessionToken)) : null;
    const fresh = isFreshSignIn(createdAt, this.clock.now());
    const [linked, offered] = await Promise.all([this.reader.linkedProviders(account.id), this.social.execute(undefined, ctx)]);
    return ok({
      method: 'fresh-sign-in',
      freshUntil: fresh && createdAt ? new Date(createdAt.getTime() + FRESH_SIGN_IN_WINDOW_MS).toISOString() : null,
      providers: linked.filter((p) => offered.ok && offered.value.includes(p)),
    });
  }
}
