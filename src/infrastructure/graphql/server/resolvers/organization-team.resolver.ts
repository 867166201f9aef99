import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../domain/identity/credentials';
import type { TeamRole } from '../../../../domain/organization/organization-team';
import { publicOrigin } from '../../../../domain/site/public-origin';
import type { TeamApiDeps } from '../organization-team-api-deps';
import { organizationTeamTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';

const id = z.string().max(20);
const role = z.enum(['OWNER', 'EDITOR']);
const token = z.string().max(200);

const TeamArgs = z.object({ organizationId: id });
const InvitationArgs = z.object({ token });
const InviteArgs = z.object({
  organizationId: id,
  email: z.string().max(EMAIL_MAX_LENGTH + 10),
  role,
  origin: z.string().max(300).nullish(),
});
const WithdrawArgs = z.object({ organizationId: id, invitationId: id });
const AcceptArgs = z.object({
  token,
  input: z
    .object({
      firstName: z.string().max(NAME_MAX_LENGTH * 2),
      lastName: z.string().max(NAME_MAX_LENGTH * 2),
      password: z.string().max(PASSWORD_MAX_LENGTH * 2),
      acceptedTerms: z.boolean(),
    })
    .nullish(),
});
const ChangeArgs = z.object({ organizationId: id, userId: id, change: z.enum(['OWNER', 'EDITOR', 'REMOVE']) });
const OfferArgs = z.object({ organizationId: id, userId: id });
const AnswerArgs = z.object({ organizationId: id, accept: z.boolean() });

const ROLE_OUT: Readonly<Record<TeamRole, 'OWNER' | 'EDITOR'>> = { owner: 'OWNER', editor: 'EDITOR' };
const failed = (code: string) => ({ errors: [{ code, field: null }] });
const done = { errors: [] };
const changed = (result: { readonly ok: boolean; readonly code?: string }) => (result.ok ? done : failed(result.code ?? 'FORBIDDEN'));

/** Recruiter teams: refusals come back in `errors` with a stable code; a guest is UNAUTHENTICATED before anything is looked up. */
export function organizationTeamGraphqlPart(deps: TeamApiDeps): GraphqlPart {
  return {
    typeDefs: organizationTeamTypeDefs,
    resolvers: {
      Query: {
        async organizationTeam(_, args, ctx) {
          const result = await deps.getTeam.execute(parseArgs(TeamArgs, args), ctx.requestContext);
          if (!result.ok) return { team: null, ...failed(result.code) };
          const team = result.value;
          return {
            team: {
              organizationId: team.organizationId,
              organizationName: team.organizationName,
              myRole: ROLE_OUT[team.myRole],
              members: team.members.map((m) => ({
                userId: m.userId,
                firstName: m.firstName,
                lastName: m.lastName,
                email: m.email,
                role: ROLE_OUT[m.role],
                since: m.since.toISOString(),
                ownershipOffered: m.ownershipOffered,
              })),
              invitations: team.invitations.map((i) => ({
                id: i.id,
                email: i.email,
                role: ROLE_OUT[i.role],
                expiresAt: i.expiresAt.toISOString(),
              })),
            },
            errors: [],
          };
        },
        async teamInvitation(_, args, ctx) {
          const result = await deps.showTeamInvitation.execute(parseArgs(InvitationArgs, args), ctx.requestContext);
          if (!result.ok) return null;
          const v = result.value;
          return {
            organizationName: v.organizationName,
            email: v.email,
            role: ROLE_OUT[v.role],
            expiresAt: v.expiresAt.toISOString(),
            status: v.status,
            accountExists: v.accountExists,
          };
        },
      },
      Mutation: {
        async inviteOrganizationMember(_, args, ctx) {
          const input = parseArgs(InviteArgs, args);
          const result = await deps.inviteTeamMember.execute(
            {
              organizationId: input.organizationId,
              email: input.email,
              role: input.role === 'OWNER' ? 'owner' : 'editor',
              origin: publicOrigin(ctx.site, input.origin ?? ctx.request.url),
            },
            ctx.requestContext,
          );
          return changed(result);
        },
        async withdrawOrganizationInvitation(_, args, ctx) {
          return changed(await deps.withdrawTeamInvitation.execute(parseArgs(WithdrawArgs, args), ctx.requestContext));
        },
        async acceptOrganizationInvitation(_, args, ctx) {
          const { token: given, input } = parseArgs(AcceptArgs, args);
          const result = await deps.acceptTeamInvitation.execute({ token: given, ...(input ?? {}) }, ctx.requestContext);
          if (result.ok) return { errors: [], ...result.value };
          const errors =
            result.code === 'INVALID_INPUT' ? result.fields.map((field) => ({ code: 'INVALID_INPUT', field })) : failed(result.code).errors;
          return { errors, organizationId: null, accountCreated: false, email: null };
        },
        async changeOrganizationMember(_, args, ctx) {
          return changed(await deps.changeTeamMember.execute(parseArgs(ChangeArgs, args), ctx.requestContext));
        },
        async offerOrganizationOwnership(_, args, ctx) {
          return changed(await deps.offerOwnership.execute(parseArgs(OfferArgs, args), ctx.requestContext));
        },
        async answerOrganizationOwnershipOffer(_, args, ctx) {
          return changed(await deps.answerOwnershipOffer.execute(parseArgs(AnswerArgs, args), ctx.requestContext));
        },
      },
    },
  };
}
