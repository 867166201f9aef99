import type {
  SocialIdentityProviders,
  AuthorizationRequest,
  ExchangeFailure,
} from '../../src/application/platform/social/social-identity-provider.port';
import type { SocialAccountStore } from '../../src/application/platform/social/social-account-store.port';
import type { SocialUnitOfWork, SocialTransaction } from '../../src/application/platform/social/social-unit-of-work.port';
import type { SocialIdentity, SocialProviderId } from '../../src/domain/identity/social-sign-in';
import type { Result } from '../../src/domain/shared/result';
import type { AccountWorld } from './in-memory-accounts';

/** Links and "new via social" flags beside an AccountWorld; rolled back with it. */
export class SocialWorld {
  links = new Map<string, { userId: string; email: string | null; lastSignInAt: Date }>();
  newViaSocial = new Set<string>();

  constructor(readonly accounts: AccountWorld) {}

  readonly store: SocialAccountStore = {
    findLinkedUser: async (provider, id) => this.links.get(`${provider}:${id}`)?.userId ?? null,
    link: async ({ provider, providerAccountId, userId, email, at }) => {
      const key = `${provider}:${providerAccountId}`;
      if (this.links.has(key)) throw new Error('duplicate key');
      this.links.set(key, { userId, email, lastSignInAt: at });
    },
    recordSignIn: async (provider, id, at) => {
      const link = this.links.get(`${provider}:${id}`);
      if (link) this.links.set(`${provider}:${id}`, { ...link, lastSignInAt: at });
    },
    createSocialAccount: async ({ email, firstName }) => {
      if ([...this.accounts.users.values()].some((u) => u.email.toLowerCase() === email.toLowerCase())) return null;
      const id = this.accounts.addUser({ email, passwordHash: null, roles: [], emailVerified: true, firstName });
      this.newViaSocial.add(id);
      return id;
    },
    clearNewViaSocial: async (userId) => void this.newViaSocial.delete(userId),
  };

  readonly uow: SocialUnitOfWork = {
    run: async <T>(work: (tx: SocialTransaction) => Promise<T>): Promise<T> => {
      const before = { accounts: this.accounts.snapshot(), links: new Map(this.links), fresh: new Set(this.newViaSocial) };
      try {
        return await work({ accounts: this.accounts.accounts, sessions: this.accounts.sessionStore, social: this.store });
      } catch (error) {
        this.accounts.restore(before.accounts);
        this.links = before.links;
        this.newViaSocial = before.fresh;
        throw error;
      }
    },
  };
}

/** A provider double: hands out numbered states and answers the exchange with whatever identity is queued. */
export class FakeProviders implements SocialIdentityProviders {
  next: Result<SocialIdentity, ExchangeFailure> | null = null;
  exchanges: Array<{ provider: SocialProviderId; code: string; codeVerifier: string | null; redirectUri: string }> = [];
  private n = 0;

  constructor(private readonly configuredProviders: readonly SocialProviderId[] = ['google', 'linkedin']) {}

  configured = () => this.configuredProviders;

  async authorizationRequest(provider: SocialProviderId, redirectUri: string): Promise<AuthorizationRequest> {
    this.n += 1;
    return {
      url: `https://idp.test/${provider}/auth?state=s${this.n}&redirect_uri=${encodeURIComponent(redirectUri)}`,
      state: `s${this.n}`,
      codeVerifier: `v${this.n}`,
    };
  }

  async exchange(
    provider: SocialProviderId,
    input: { code: string; codeVerifier: string | null; redirectUri: string },
  ): Promise<Result<SocialIdentity, ExchangeFailure>> {
    this.exchanges.push({ provider, ...input });
    if (!this.next) throw new Error('no identity queued');
    return this.next;
  }
}
