import type { AccountTokenStore, IssuedAccountToken } from '../../../application/platform/identity/account-token-store.port';
import type { AccountTokenPurpose } from '../../../domain/identity/account-tokens';
import type { Queryable } from './queryable';

export class PostgresAccountTokenStore implements AccountTokenStore {
  constructor(private readonly db: Queryable) {}

  async issue(token: IssuedAccountToken): Promise<void> {
    await this.revokeAll(token.userId, token.purpose);
    await this.db.query('insert into account_tokens (id, user_id, purpose, email, expires_at) values ($1, $2, $3, $4, $5)', [
      token.hash,
      token.userId,
      token.purpose,
      token.email,
      token.expiresAt,
    ]);
  }

  async consume(hash: string, purpose: AccountTokenPurpose): Promise<IssuedAccountToken | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    // delete … returning: of two concurrent clicks exactly one gets the row.
    const { rows } = await this.db.query<{ id: string; user_id: string; purpose: AccountTokenPurpose; email: string; expires_at: Date }>(
      'delete from account_tokens where id = $1 and purpose = $2 returning id, user_id, purpose, email, expires_at',
      [hash, purpose],
    );
    const row = rows[0];
    return row ? { hash: row.id, userId: row.user_id, purpose: row.purpose, email: row.email, expiresAt: row.expires_at } : null;
  }

  async revokeAll(userId: string, purpose: AccountTokenPurpose): Promise<void> {
    await this.db.query('delete from account_tokens where user_id = $1 and purpose = $2', [userId, purpose]);
  }
}
