import { invitationExpiry, isTeamRole, mayActAsTeamMember, normalizeInvitedEmail } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { pageLink } from '../identity/account-links';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { authorizeTeamAction, type TeamAccessRefusal } from './team-access';
import type { TeamMailComposer } from './team-mail-composer.port';
import type { TeamStore } from './team-store.port';

export interface InviteTeamMemberInput {
  readonly organizationId: string;
  readonly email: string;
  readonly role: string;
  /** Public origin of the site, for the link in the mail. */
  readonly origin: string;
}

export type InviteTeamMemberError = TeamAccessRefusal | 'INVALID_EMAIL' | 'INVALID_ROLE' | 'ALREADY_MEMBER' | 'ALREADY_INVITED';

/** Where an invitation link leads (the same path in every language, like the account links). */
export const INVITATION_PATH = '/team-invitation';

/**
 * An owner invites somebody by address: a random token goes into the mail, only its hash into the
 * database, and invitation and mail are written in one transaction that holds the organization's row,
 * so two owners inviting the same address at once make one invitation.
 */
export class InviteTeamMember {
  constructor(
    private readonly store: TeamStore,
    private readonly tokens: SecretTokens,
    private readonly composer: TeamMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: InviteTeamMemberInput, ctx: RequestContext): Promise<Result<{ readonly email: string }, InviteTeamMemberError>> {
    const access = await authorizeTeamAction(this.store, input.organizationId, 'manageMembers', ctx);
    if (!access.ok) return access;
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const inviterId = ctx.actor.userId;
    const email = normalizeInvitedEmail(input.email);
    if (email === null) return err('INVALID_EMAIL');
    if (!isTeamRole(input.role)) return err('INVALID_ROLE');
    const role = input.role;
    const site = this.sites.get(ctx.site);
    if (!site) return err('NOT_FOUND');
    const actor = ctx.actor;
    const token = this.tokens.newToken();
    const now = this.clock.now();
    const expiresAt = invitationExpiry(now);
    return this.store.inOrganization(input.organizationId, async (tx) => {
      const members = await tx.members();
      // Judged again under the lock: the inviter may have been removed a moment ago.
      if (!mayActAsTeamMember(actor, members, 'manageMembers')) return err('FORBIDDEN');
      const existing = await tx.accounts.findByEmail(email);
      if (existing && members.some((m) => m.userId === existing.id)) return err('ALREADY_MEMBER');
      if (await tx.hasOpenInvitation(email, now)) return err('ALREADY_INVITED');
      await tx.addInvitation({ email, role, tokenHash: this.tokens.hash(token), invitedBy: inviterId, expiresAt });
      const inviter = await tx.accounts.findById(inviterId);
      const organizationName = (await this.store.organizationName(input.organizationId)) ?? '';
      const link = pageLink(input.origin, site, ctx.locale, `${INVITATION_PATH}?token=${encodeURIComponent(token)}`);
      const mail = this.composer.invitation(
        email,
        { organizationName, inviterName: inviter?.firstName ?? '', role, expiresAt },
        { name: site.name, link },
        ctx.locale,
      );
      await tx.outbox.enqueue(mail, site.key);
      return ok({ email });
    });
  }
}
