import type { SocialAccountStore } from '../../../application/platform/social/social-account-store.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { Queryable } from '../accounts/queryable';

/** `oauth_accounts` and the password-less accounts social sign-in creates. */
export class PostgresSocialAccountStore implements SocialAccountStore {
  constructor(private readonly db: Queryable) {}

  async findLinkedUser(provider: SocialProviderId, providerAccountId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ user_id: string }>(
      'select user_id from oauth_accounts where provider = $1 and provider_account_id = $2',
      [provider, providerAccountId],
    );
    return rows[0]?.user_id ?? null;
  }

  async link(input: {
    provider: SocialProviderId;
    providerAccountId: string;
    userId: string;
    email: string | null;
    at: Date;
  }): Promise<void> {
    await this.db.query(
      `insert into oauth_accounts (provider, provider_account_id, user_id, email, last_sign_in_at) values ($1, $2, $3, $4, $5)`,
      [input.provider, input.providerAccountId, input.userId, input.email, input.at],
    );
  }

  async recordSignIn(provider: SocialProviderId, providerAccountId: string, at: Date): Promise<void> {
    await this.db.query('update oauth_accounts set last_sign_in_at = $3 where provider = $1 and provider_account_id = $2', [
      provider,
      providerAccountId,
      at,
    ]);
  }

  async createSocialAccount(input: {
    email: string;
    firstName: string;
    lastName: string;
    creationSource: string | null;
  }): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, email_verified, approved, creation_source, is_new_via_social)
       values ($1, null, $2, $3, true, true, $4, true)
       on conflict (lower(email)) do nothing
       returning id`,
      [input.email, input.firstName, input.lastName, input.creationSource],
    );
    return rows[0]?.id ?? null;
  }

  async clearNewViaSocial(userId: string): Promise<void> {
    if (isEntityId(userId)) await this.db.query('update users set is_new_via_social = false where id = $1 and is_new_via_social', [userId]);
  }
}
