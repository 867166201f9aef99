import type { UserKind } from '../../domain/identity/roles';

/** What the browser knows about the signed-in user (GET /api/auth/session; Session). */
export interface SessionPayload {
  readonly user: {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly kind: Exclude<UserKind, 'guest'>;
    readonly staff: boolean;
    readonly administrator: boolean;
    readonly emailVerified: boolean;
  };
  /** ISO time the session ends unless renewed. */
  readonly expires: string;
  readonly masqueraded: boolean;
  readonly isNewUserViaSocial: boolean;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
