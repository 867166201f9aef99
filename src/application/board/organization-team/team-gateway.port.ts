import type { BoardContext } from '../board-context';

export type BoardTeamRole = 'OWNER' | 'EDITOR';

export interface BoardTeamMember {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: BoardTeamRole;
  readonly since: string;
  readonly ownershipOffered: boolean;
}

export interface BoardTeam {
  readonly organizationId: string;
  readonly organizationName: string;
  readonly myRole: BoardTeamRole;
  readonly members: readonly BoardTeamMember[];
  readonly invitations: ReadonlyArray<{
    readonly id: string;
    readonly email: string;
    readonly role: BoardTeamRole;
    readonly expiresAt: string;
  }>;
}

export interface BoardTeamInvitation {
  readonly organizationName: string;
  readonly email: string;
  readonly role: BoardTeamRole;
  readonly expiresAt: string;
  readonly status: 'OPEN' | 'INVITATION_USED' | 'INVITATION_EXPIRED' | 'INVITATION_FOR_ANOTHER_ACCOUNT';
  readonly accountExists: boolean;
}

/** The platform's refusal codes (empty: done); INVALID_INPUT carries the field. */
export type TeamAnswer = { readonly errors: ReadonlyArray<{ readonly code: string; readonly field?: string | null }> };

export type AcceptAnswer = TeamAnswer & {
  readonly organizationId: string | null;
  readonly accountCreated: boolean;
  readonly email: string | null;
};

export interface NewTeamAccount {
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  readonly acceptedTerms: boolean;
}

/** The board's way to the platform's recruiter teams. */
export interface TeamGateway {
  /** The team, or the refusal code (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND). */
  team(organizationId: string, ctx: BoardContext): Promise<{ readonly team: BoardTeam | null; readonly code: string | null }>;
  invitation(token: string, ctx: BoardContext): Promise<BoardTeamInvitation | null>;
  invite(input: { organizationId: string; email: string; role: BoardTeamRole; origin: string }, ctx: BoardContext): Promise<TeamAnswer>;
  withdraw(organizationId: string, invitationId: string, ctx: BoardContext): Promise<TeamAnswer>;
  accept(token: string, account: NewTeamAccount | null, ctx: BoardContext): Promise<AcceptAnswer>;
  change(organizationId: string, userId: string, change: 'OWNER' | 'EDITOR' | 'REMOVE', ctx: BoardContext): Promise<TeamAnswer>;
  offerOwnership(organizationId: string, userId: string, ctx: BoardContext): Promise<TeamAnswer>;
  answerOwnershipOffer(organizationId: string, accept: boolean, ctx: BoardContext): Promise<TeamAnswer>;
}
