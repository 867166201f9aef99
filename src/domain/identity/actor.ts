import type { Role } from './roles';

/** Who is asking: nobody (anonymous) or a signed-in user with roles. */
export type Actor =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly userId: string; readonly roles: readonly Role[]; readonly masqueradedBy?: string };

export const ANONYMOUS: Actor = { kind: 'anonymous' };
