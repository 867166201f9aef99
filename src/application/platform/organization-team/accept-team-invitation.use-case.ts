import { NAME_MAX_LENGTH, passwordProblem } from '../../../domain/identity/credentials';
import { judgeInvitationUse, type InvitationRefusal } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { currentTermsVersion } from '../content/current-terms-version';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { PasswordHasher } from '../identity/password-hasher.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { TeamStore } from './team-store.port';

export interface AcceptTeamInvitationInput {
  readonly token: string;
  /** For a visitor without an account: the new account's names, password and the ticked terms. */
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly password?: string | null;
  readonly acceptedTerms?: boolean | null;
}

export type NewAccountField = 'firstName' | 'lastName' | 'password' | 'acceptedTerms';

export type AcceptTeamInvitationError =
  | { readonly ok: false; readonly code: 'NOT_FOUND' | InvitationRefusal | 'ALREADY_MEMBER' | 'SIGN_IN_FIRST' }
  | { readonly ok: false; readonly code: 'INVALID_INPUT'; readonly fields: readonly NewAccountField[] };

export interface AcceptedInvitation {
  readonly organizationId: string;
  /** Whether a new account was made with the invited address (it signs in next). */
  readonly accountCreated: boolean;
  readonly email: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Takes up an invitation: a signed-in account with the invited address joins; a visitor whose address has
 * no account yet gets one (verified: the token came through that mailbox) and joins. Used once, within its
 * time, by that address only; a refusal writes nothing. Everything happens in one transaction that holds
 * the organization's row, so the same token sent twice at once joins once.
 */
export class AcceptTeamInvitation {
  constructor(
    private readonly store: TeamStore,
    private readonly tokens: SecretTokens,
    private readonly hasher: PasswordHasher,
    private readonly legal: LegalDocumentSource,
    private readonly clock: Clock,
  ) {}

  async execute(input: AcceptTeamInvitationInput, ctx: RequestContext): Promise<Ok<AcceptedInvitation> | AcceptTeamInvitationError> {
    if (!TOKEN.test(input.token)) return err('NOT_FOUND');
    const hash = this.tokens.hash(input.token);
    const found = await this.store.invitationByHash(hash);
    if (!found) return err('NOT_FOUND');
    const now = this.clock.now();
    const actor = ctx.actor;

    let newAccount: { firstName: string; lastName: string; passwordHash: string; termsVersion: string | null } | null = null;
    if (actor.kind !== 'user') {
      const early = judgeInvitationUse(found, null, now);
      if (!early.ok) return err(early.code);
      const firstName = input.firstName?.trim() ?? '';
      const lastName = input.lastName?.trim() ?? '';
      const password = input.password ?? '';
      const fields: NewAccountField[] = [];
      if (firstName.length === 0 || firstName.length > NAME_MAX_LENGTH) fields.push('firstName');
      if (lastName.length === 0 || lastName.length > NAME_MAX_LENGTH) fields.push('lastName');
      if (passwordProblem(password) !== null) fields.push('password');
      if (input.acceptedTerms !== true) fields.push('acceptedTerms');
      if (fields.length > 0) return { ok: false, code: 'INVALID_INPUT', fields };
      // Argon2 takes a while: hash before the transaction holds the organization's row.
      newAccount = {
        firstName,
        lastName,
        passwordHash: await this.hasher.hash(password),
        termsVersion: await currentTermsVersion(this.legal, ctx.site, now),
      };
    }

    return this.store.inOrganization(found.organizationId, async (tx) => {
      const invitation = await tx.invitationByHash(hash);
      if (!invitation) return err('NOT_FOUND');
      let userId: string;
      if (actor.kind === 'user') {
        const account = await tx.accounts.findById(actor.userId);
        if (!account) return err('NOT_FOUND');
        const verdict = judgeInvitationUse(invitation, account.email, now);
        if (!verdict.ok) return err(verdict.code);
        userId = account.id;
      } else {
        const verdict = judgeInvitationUse(invitation, null, now);
        if (!verdict.ok) return err(verdict.code);
        if (!newAccount) return err('NOT_FOUND');
        // The address has an account already: its holder signs in and accepts, nobody else can.
        if (await tx.accounts.findByEmail(invitation.email)) return err('SIGN_IN_FIRST');
        const created = await tx.accounts.create({
          email: invitation.email,
          passwordHash: newAccount.passwordHash,
          firstName: newAccount.firstName,
          lastName: newAccount.lastName,
          creationSource: null,
        });
        if (created === null) return err('SIGN_IN_FIRST');
        userId = created;
        await tx.accounts.markEmailVerified(userId, invitation.email);
        await tx.consents.recordTermsAcceptance({
          userId,
          mail: invitation.email,
          site: ctx.site,
          at: now,
          termsVersion: newAccount.termsVersion,
        });
      }
      if ((await tx.members()).some((m) => m.userId === userId)) return err('ALREADY_MEMBER');
      await tx.addMember(userId, invitation.role);
      await tx.accounts.addRole(userId, { id: 'recruiter', targetId: invitation.organizationId });
      await tx.markInvitationAccepted(invitation.id, userId, now);
      return ok({ organizationId: invitation.organizationId, accountCreated: actor.kind !== 'user', email: invitation.email });
    });
  }
}
