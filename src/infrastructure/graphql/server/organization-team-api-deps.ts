import type { AcceptTeamInvitation } from '../../../application/platform/organization-team/accept-team-invitation.use-case';
import type { AnswerOwnershipOffer } from '../../../application/platform/organization-team/answer-ownership-offer.use-case';
import type { ChangeTeamMember } from '../../../application/platform/organization-team/change-team-member.use-case';
import type { GetTeam } from '../../../application/platform/organization-team/get-team.use-case';
import type { InviteTeamMember } from '../../../application/platform/organization-team/invite-team-member.use-case';
import type { OfferOwnership } from '../../../application/platform/organization-team/offer-ownership.use-case';
import type { ShowTeamInvitation } from '../../../application/platform/organization-team/show-team-invitation.use-case';
import type { WithdrawTeamInvitation } from '../../../application/platform/organization-team/withdraw-team-invitation.use-case';

/** The platform's team use cases, as the GraphQL API drives them (bound in di/organization-team.module.ts). */
export interface TeamApiDeps {
  readonly getTeam: Pick<GetTeam, 'execute'>;
  readonly inviteTeamMember: Pick<InviteTeamMember, 'execute'>;
  readonly withdrawTeamInvitation: Pick<WithdrawTeamInvitation, 'execute'>;
  readonly showTeamInvitation: Pick<ShowTeamInvitation, 'execute'>;
  readonly acceptTeamInvitation: Pick<AcceptTeamInvitation, 'execute'>;
  readonly changeTeamMember: Pick<ChangeTeamMember, 'execute'>;
  readonly offerOwnership: Pick<OfferOwnership, 'execute'>;
  readonly answerOwnershipOffer: Pick<AnswerOwnershipOffer, 'execute'>;
}
