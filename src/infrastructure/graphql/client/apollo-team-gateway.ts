import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  AcceptAnswer,
  BoardTeam,
  BoardTeamInvitation,
  BoardTeamRole,
  NewTeamAccount,
  TeamAnswer,
  TeamGateway,
} from '../../../application/board/organization-team/team-gateway.port';
import {
  AcceptOrganizationInvitationDocument,
  AnswerOrganizationOwnershipOfferDocument,
  ChangeOrganizationMemberDocument,
  InviteOrganizationMemberDocument,
  OfferOrganizationOwnershipDocument,
  OrganizationTeamDocument,
  TeamInvitationDocument,
  WithdrawOrganizationInvitationDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const answer = (r: { readonly errors: ReadonlyArray<{ readonly code: string }> }): TeamAnswer => ({
  errors: r.errors.map((e) => ({ code: e.code })),
});

/** TeamGateway over the platform API. */
export class ApolloTeamGateway implements TeamGateway {
  constructor(private readonly client: ApolloClient) {}

  async team(organizationId: string, ctx: BoardContext): Promise<{ team: BoardTeam | null; code: string | null }> {
    if (!ctx.token) return { team: null, code: 'UNAUTHENTICATED' };
    const { organizationTeam } = dataOrThrow(
      'organizationTeam',
      await runOperation(this.client, 'query', OrganizationTeamDocument, { organizationId }, ctx),
    );
    const t = organizationTeam.team;
    if (!t) return { team: null, code: organizationTeam.errors[0]?.code ?? 'NOT_FOUND' };
    return {
      team: {
        organizationId: t.organizationId,
        organizationName: t.organizationName,
        myRole: t.myRole,
        members: t.members.map((m) => ({
          userId: m.userId,
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          role: m.role,
          since: m.since,
          ownershipOffered: m.ownershipOffered,
        })),
        invitations: t.invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt })),
      },
      code: null,
    };
  }

  async invitation(token: string, ctx: BoardContext): Promise<BoardTeamInvitation | null> {
    const { teamInvitation: v } = dataOrThrow(
      'teamInvitation',
      await runOperation(this.client, 'query', TeamInvitationDocument, { token }, ctx),
    );
    return v
      ? {
          organizationName: v.organizationName,
          email: v.email,
          role: v.role,
          expiresAt: v.expiresAt,
          status: v.status,
          accountExists: v.accountExists,
        }
      : null;
  }

  async invite(
    input: { organizationId: string; email: string; role: BoardTeamRole; origin: string },
    ctx: BoardContext,
  ): Promise<TeamAnswer> {
    return answer(
      dataOrThrow('inviteOrganizationMember', await runOperation(this.client, 'mutation', InviteOrganizationMemberDocument, input, ctx))
        .inviteOrganizationMember,
    );
  }

  async withdraw(organizationId: string, invitationId: string, ctx: BoardContext): Promise<TeamAnswer> {
    return answer(
      dataOrThrow(
        'withdrawOrganizationInvitation',
        await runOperation(this.client, 'mutation', WithdrawOrganizationInvitationDocument, { organizationId, invitationId }, ctx),
      ).withdrawOrganizationInvitation,
    );
  }

  async accept(token: string, account: NewTeamAccount | null, ctx: BoardContext): Promise<AcceptAnswer> {
    const { acceptOrganizationInvitation: r } = dataOrThrow(
      'acceptOrganizationInvitation',
      await runOperation(this.client, 'mutation', AcceptOrganizationInvitationDocument, { token, input: account }, ctx),
    );
    return {
      errors: r.errors.map((e) => ({ code: e.code, field: e.field ?? null })),
      organizationId: r.organizationId ?? null,
      accountCreated: r.accountCreated,
      email: r.email ?? null,
    };
  }

  async change(organizationId: string, userId: string, change: 'OWNER' | 'EDITOR' | 'REMOVE', ctx: BoardContext): Promise<TeamAnswer> {
    return answer(
      dataOrThrow(
        'changeOrganizationMember',
        await runOperation(this.client, 'mutation', ChangeOrganizationMemberDocument, { organizationId, userId, change }, ctx),
      ).changeOrganizationMember,
    );
  }

  async offerOwnership(organizationId: string, userId: string, ctx: BoardContext): Promise<TeamAnswer> {
    return answer(
      dataOrThrow(
        'offerOrganizationOwnership',
        await runOperation(this.client, 'mutation', OfferOrganizationOwnershipDocument, { organizationId, userId }, ctx),
      ).offerOrganizationOwnership,
    );
  }

  async answerOwnershipOffer(organizationId: string, accept: boolean, ctx: BoardContext): Promise<TeamAnswer> {
    return answer(
      dataOrThrow(
        'answerOrganizationOwnershipOffer',
        await runOperation(this.client, 'mutation', AnswerOrganizationOwnershipOfferDocument, { organizationId, accept }, ctx),
      ).answerOrganizationOwnershipOffer,
    );
  }
}
