import type { SecretTokens } from '../../application/platform/identity/secret-tokens.port';
import { hashSessionToken, newSessionToken } from '../postgres/session-token';

/** Session and account-link tokens: 256 random bits, stored as SHA-256 (the same recipe for both). */
export class OsloSecretTokens implements SecretTokens {
  newToken(): string {
    return newSessionToken();
  }

  hash(token: string): string {
    return hashSessionToken(token);
  }
}
