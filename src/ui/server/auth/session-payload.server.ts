import type { ValidSession } from '../../../application/platform/identity/validate-session.use-case';
import { isStaff, userKindOf } from '../../../domain/identity/roles';
import type { User } from '../../../domain/identity/user';
import type { SessionPayload } from '../../session/session-types';

/** `GET /api/auth/session` and the page's first session snapshot: the same shape (NextAuth's plus our flags). */
export function sessionPayload(user: User, session: ValidSession): SessionPayload {
  return {
    user: {
      id: user.id,
      name: user.displayName,
      email: user.email,
      kind: userKindOf(user.roles) === 'recruiter' ? 'recruiter' : 'applicant',
      staff: isStaff(user.roles),
      administrator: user.roles.some((r) => r.id === 'administrator'),
      emailVerified: user.emailVerified,
    },
    expires: session.expiresAt.toISOString(),
    masqueraded: session.actor.masqueradedBy !== undefined,
    isNewUserViaSocial: session.isNewUserViaSocial,
  };
}
