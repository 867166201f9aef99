import { judgeInvitationUse, type TeamRole } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { AccountStore } from '../identity/account-store.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { TeamStore } from './team-store.port';

export interface TeamInvitationView {
  readonly organizationName: string;
  readonly email: string;
  readonly role: TeamRole;
  readonly expiresAt: Date;
  /** OPEN, or why it can no longer be taken up by whoever asks. */
  readonly status: 'OPEN' | 'INVITATION_USED' | 'INVITATION_EXPIRED' | 'INVITATION_FOR_ANOTHER_ACCOUNT';
  /** The invited address has an account: a visitor signs in to accept instead of registering. */
  readonly accountExists: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** What the invitation page shows to whoever holds the link (the mail went to the invited address). */
export class ShowTeamInvitation {
  constructor(
    private readonly store: Pick<TeamStore, 'invitationByHash'>,
    private readonly accounts: Pick<AccountStore, 'findByEmail' | 'findById'>,
    private readonly tokens: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly token: string }, ctx: RequestContext): Promise<Result<TeamInvitationView, 'NOT_FOUND'>> {
    if (!TOKEN.test(input.token)) return err('NOT_FOUND');
    const invitation = await this.store.invitationByHash(this.tokens.hash(input.token));
    if (!invitation) return err('NOT_FOUND');
    const viewer = ctx.actor.kind === 'user' ? await this.accounts.findById(ctx.actor.userId) : null;
    const verdict = judgeInvitationUse(invitation, viewer?.email ?? null, this.clock.now());
    return ok({
      organizationName: invitation.organizationName,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      status: verdict.ok ? 'OPEN' : verdict.code,
      accountExists: (await this.accounts.findByEmail(invitation.email)) !== null,
    });
  }
}
