import { CREATION_SOURCE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../domain/identity/credentials';
import { cleanName, decideSocialSignIn, stateMatches, type SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { ReadOnlyMode } from '../config-admin/config-admin-repository.port';
import type { IssuedSession, SessionIssuer } from '../identity/session-issuer';
import type { ListSocialProviders } from './list-social-providers.use-case';
import type { SocialIdentityProviders } from './social-identity-provider.port';
import type { SocialUnitOfWork } from './social-unit-of-work.port';

export interface CompleteSocialSignInInput {
  readonly provider: string;
  readonly redirectUri: string;
  /** `code` and `state` of the callback request. */
  readonly code: string | null;
  readonly state: string | null;
  /** What the browser's cookies kept from the start. */
  readonly expectedState: string | null;
  readonly codeVerifier: string | null;
  /** The browser's current session, ended on sign-in (always a new token). */
  readonly previousSessionToken: string | null;
  readonly creationSource?: string | null;
}

export interface SocialSignInOutcome extends IssuedSession {
  readonly userId: string;
  /** A new account was made (the board fires the social sign-up start event once). */
  readonly created: boolean;
}

export type CompleteSocialSignInError =
  /** Not a provider this site offers. */
  | 'UNKNOWN_PROVIDER'
  /** "OAuth callback error": state, code, token exchange or ID token not right. */
  | 'OAUTH_CALLBACK'
  /** "account not linked" (OAuthAccountNotLinked). */
  | 'ACCOUNT_NOT_LINKED'
  /** The provider vouched for no e-mail address, and no account is linked. */
  | 'EMAIL_UNVERIFIED'
  /** The platform is read-only: a linked account signs in, but no account is made or linked. */
  | 'READ_ONLY';

/**
 * GET /api/auth/callback/{provider}: checks state and code, lets the adapter exchange the code (with the
 * PKCE verifier) and verify the ID token, then applies the account rules (domain decideSocialSignIn) and
 * issues a session — link, new account and session in one transaction.
 */
export class CompleteSocialSignIn {
  constructor(
    private readonly providers: SocialIdentityProviders,
    private readonly list: ListSocialProviders,
    private readonly uow: SocialUnitOfWork,
    private readonly issuer: SessionIssuer,
    private readonly clock: Clock,
    private readonly readOnly: Pick<ReadOnlyMode, 'isOn'> | null = null,
  ) {}

  async execute(input: CompleteSocialSignInInput, ctx: RequestContext): Promise<Result<SocialSignInOutcome, CompleteSocialSignInError>> {
    const enabled = await this.list.execute(undefined, ctx);
    const provider: SocialProviderId | undefined = enabled.ok ? enabled.value.find((p) => p === input.provider) : undefined;
    if (!provider) return err('UNKNOWN_PROVIDER');
    if (!stateMatches(input.expectedState, input.state) || !input.code || input.code.length > 2048) return err('OAUTH_CALLBACK');
    const exchanged = await this.providers.exchange(provider, {
      code: input.code,
      codeVerifier: input.codeVerifier,
      redirectUri: input.redirectUri,
    });
    if (!exchanged.ok) return err('OAUTH_CALLBACK');
    const identity = exchanged.value;
    const now = this.clock.now();
    const creationSource = input.creationSource?.trim().slice(0, CREATION_SOURCE_MAX_LENGTH) || null;

    return this.uow.run(async (tx): Promise<Result<SocialSignInOutcome, CompleteSocialSignInError>> => {
      const linkedUserId = await tx.social.findLinkedUser(provider, identity.providerAccountId);
      const local = linkedUserId === null && identity.email !== null ? await tx.accounts.findByEmail(identity.email) : null;
      const decision = decideSocialSignIn({
        linkedUserId,
        identity,
        localAccount: local ? { userId: local.id, emailVerified: local.emailVerified } : null,
      });
      if ((decision.kind === 'create' || decision.kind === 'link') && (await this.readOnly?.isOn())) return err('READ_ONLY');
      let userId: string;
      let created = false;
      switch (decision.kind) {
        case 'not-linked':
          return err('ACCOUNT_NOT_LINKED');
        case 'no-verified-email':
          return err('EMAIL_UNVERIFIED');
        case 'sign-in':
          userId = decision.userId;
          await tx.social.recordSignIn(provider, identity.providerAccountId, now);
          // isNewUserViaSocial: a user signing in again is no longer new.
          await tx.social.clearNewViaSocial(userId);
          break;
        case 'link':
          userId = decision.userId;
          await tx.social.link({ provider, providerAccountId: identity.providerAccountId, userId, email: identity.email, at: now });
          break;
        case 'create': {
          const made = await tx.social.createSocialAccount({
            email: identity.email!,
            firstName: cleanName(identity.firstName, NAME_MAX_LENGTH),
            lastName: cleanName(identity.lastName, NAME_MAX_LENGTH),
            creationSource,
          });
          // Taken between our look-up and the insert (a registration racing this sign-in): not linked.
          if (made === null) return err('ACCOUNT_NOT_LINKED');
          userId = made;
          created = true;
          await tx.accounts.addRole(userId, { id: 'applicant', targetId: null });
          await tx.social.link({ provider, providerAccountId: identity.providerAccountId, userId, email: identity.email, at: now });
          break;
        }
      }
      const account = await tx.accounts.findById(userId);
      if (!account) return err('OAUTH_CALLBACK');
      await this.issuer.revoke(tx.sessions, input.previousSessionToken);
      const session = await this.issuer.issue(tx.sessions, { userId, roles: account.roles, masqueradedBy: null });
      return ok({ ...session, userId, created });
    });
  }
}
