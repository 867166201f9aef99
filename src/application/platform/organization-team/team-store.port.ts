import type { StoredInvitation, TeamMember, TeamRole } from '../../../domain/organization/organization-team';
import type { AccountStore } from '../identity/account-store.port';
import type { RegistrationConsents } from '../identity/registration-consents.port';
import type { MailOutbox } from '../mail/mail-outbox.port';

/** A member as the team page shows it to the team. */
export interface TeamMemberView extends TeamMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly since: Date;
  /** An owner offered this member ownership and waits for the answer. */
  readonly ownershipOffered: boolean;
}

export interface PendingInvitation {
  readonly id: string;
  readonly email: string;
  readonly role: TeamRole;
  readonly expiresAt: Date;
}

export interface InvitationRecord extends StoredInvitation {
  readonly id: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly role: TeamRole;
}

/** The writes of one team change, inside one transaction that holds the organization's row. */
export interface TeamTransaction {
  /** The team as committed, read under the organization's lock. */
  members(): Promise<readonly TeamMember[]>;
  invitationByHash(tokenHash: string): Promise<InvitationRecord | null>;
  /** Whether an invitation to the address is still open (not accepted, not expired). */
  hasOpenInvitation(email: string, now: Date): Promise<boolean>;
  addInvitation(invitation: {
    readonly email: string;
    readonly role: TeamRole;
    readonly tokenHash: string;
    readonly invitedBy: string;
    readonly expiresAt: Date;
  }): Promise<void>;
  withdrawInvitation(invitationId: string): Promise<boolean>;
  markInvitationAccepted(invitationId: string, userId: string, at: Date): Promise<void>;
  addMember(userId: string, role: TeamRole): Promise<void>;
  setRole(userId: string, role: TeamRole): Promise<void>;
  removeMember(userId: string): Promise<void>;
  addOwnershipOffer(userId: string, offeredBy: string): Promise<void>;
  hasOwnershipOffer(userId: string): Promise<boolean>;
  removeOwnershipOffer(userId: string): Promise<void>;
  readonly accounts: Pick<AccountStore, 'findByEmail' | 'findById' | 'create' | 'addRole' | 'markEmailVerified'>;
  readonly consents: RegistrationConsents;
  /** Mails written here go out only if the change commits. */
  readonly outbox: MailOutbox;
}

/** Teams of organizations (memberships, invitations stored by their token's hash, ownership offers). */
export interface TeamStore {
  /** The team, or null when there is no such organization. */
  membersOf(organizationId: string): Promise<readonly TeamMember[] | null>;
  organizationName(organizationId: string): Promise<string | null>;
  view(
    organizationId: string,
  ): Promise<{ readonly members: readonly TeamMemberView[]; readonly invitations: readonly PendingInvitation[] }>;
  invitationByHash(tokenHash: string): Promise<InvitationRecord | null>;
  /** Runs `work` in one transaction that first locks the organization's row, so team changes queue up. */
  inOrganization<T>(organizationId: string, work: (tx: TeamTransaction) => Promise<T>): Promise<T>;
}
