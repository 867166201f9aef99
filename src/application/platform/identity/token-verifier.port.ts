import type { Actor } from '../../../domain/identity/actor';

/** Turns a bearer/session token into the actor it belongs to; unknown or expired tokens are anonymous. */
export interface TokenVerifier {
  verify(token: string): Promise<Actor>;
}
