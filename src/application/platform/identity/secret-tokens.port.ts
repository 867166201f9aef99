/** Random tokens (≥ 128 bits, URL-safe) and the hash under which they are stored (SHA-256, hex). */
export interface SecretTokens {
  newToken(): string;
  hash(token: string): string;
}
