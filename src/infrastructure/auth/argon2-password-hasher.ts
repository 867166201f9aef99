import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/platform/identity/password-hasher.port';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read): 2. */
const ARGON2ID = 2;

/**
 * Argon2id (OWASP's first choice) with @node-rs/argon2's defaults: 19 MiB memory, 2 passes, 1 lane —
 * OWASP's minimum recommendation. The PHC string carries the parameters, so raising them later still
 * verifies old hashes.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed login, not a crash.
      return false;
    }
  }
}
