import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { AcceptTeamInvitation as AcceptTeamInvitationOnBoard } from '../../application/board/organization-team/accept-team-invitation.use-case';
import { ChangeTeam } from '../../application/board/organization-team/change-team.use-case';
import { ShowTeam } from '../../application/board/organization-team/show-team.use-case';
import { ShowTeamInvitation as ShowTeamInvitationOnBoard } from '../../application/board/organization-team/show-team-invitation.use-case';
import type { TeamGateway } from '../../application/board/organization-team/team-gateway.port';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { AccountStore } from '../../application/platform/identity/account-store.port';
import type { PasswordHasher } from '../../application/platform/identity/password-hasher.port';
import type { SecretTokens } from '../../application/platform/identity/secret-tokens.port';
import { AcceptTeamInvitation } from '../../application/platform/organization-team/accept-team-invitation.use-case';
import { AnswerOwnershipOffer } from '../../application/platform/organization-team/answer-ownership-offer.use-case';
import { ChangeTeamMember } from '../../application/platform/organization-team/change-team-member.use-case';
import { GetTeam } from '../../application/platform/organization-team/get-team.use-case';
import { InviteTeamMember } from '../../application/platform/organization-team/invite-team-member.use-case';
import { OfferOwnership } from '../../application/platform/organization-team/offer-ownership.use-case';
import { ShowTeamInvitation } from '../../application/platform/organization-team/show-team-invitation.use-case';
import type { TeamMailComposer } from '../../application/platform/organization-team/team-mail-composer.port';
import type { TeamStore } from '../../application/platform/organization-team/team-store.port';
import { WithdrawTeamInvitation } from '../../application/platform/organization-team/withdraw-team-invitation.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloTeamGateway } from '../graphql/client/apollo-team-gateway';
import type { TeamApiDeps } from '../graphql/server/organization-team-api-deps';
import { organizationTeamGraphqlPart } from '../graphql/server/resolvers/organization-team.resolver';
import { MessageTeamMailComposer } from '../mail/team-invitation-mail-composer';
import { PostgresTeamInvitationPersonalData } from '../postgres/organization-team/postgres-team-invitation-personal-data';
import { PostgresTeamStore } from '../postgres/organization-team/postgres-team-store';
import { ACCOUNTS } from './accounts.module';
import { defineFeature } from './feature-module';
import { LEGAL_SOURCE } from './legal-source.token';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.organizationTeam.${name}`);

export type { TeamApiDeps };

export const TEAM = {
  Store: id<TeamStore>('Store'),
  MailComposer: id<TeamMailComposer>('MailComposer'),
  ApiDeps: id<TeamApiDeps>('ApiDeps'),
  Gateway: id<TeamGateway>('Gateway'),
} as const;

/**
 * Recruiter teams: memberships with roles, invitations by mail (token hashed, mail through the outbox in
 * the invitation's transaction), ownership offers; the invitations' share of "download my data".
 */
export function bindOrganizationTeamModule(c: Container): void {
  c.bind(TEAM.Gateway).toResolvedValue((client: ApolloClient) => new ApolloTeamGateway(client), [T.ApolloClient]);
  c.bind(TEAM.Store).toResolvedValue((pool: Pool) => new PostgresTeamStore(pool), [T.Pool]);
  c.bind(TEAM.MailComposer).toConstantValue(new MessageTeamMailComposer());
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresTeamInvitationPersonalData(db));
  c.bind(TEAM.ApiDeps).toResolvedValue(
    (
      store: TeamStore,
      composer: TeamMailComposer,
      tokens: SecretTokens,
      hasher: PasswordHasher,
      accounts: AccountStore,
      legal: LegalDocumentSource,
      sites: SiteDirectory,
      clock: Clock,
    ): TeamApiDeps => ({
      getTeam: new GetTeam(store),
      inviteTeamMember: new InviteTeamMember(store, tokens, composer, sites, clock),
      withdrawTeamInvitation: new WithdrawTeamInvitation(store),
      showTeamInvitation: new ShowTeamInvitation(store, accounts, tokens, clock),
      acceptTeamInvitation: new AcceptTeamInvitation(store, tokens, hasher, legal, clock),
      changeTeamMember: new ChangeTeamMember(store),
      offerOwnership: new OfferOwnership(store),
      answerOwnershipOffer: new AnswerOwnershipOffer(store),
    }),
    [TEAM.Store, TEAM.MailComposer, ACCOUNTS.Tokens, ACCOUNTS.Hasher, ACCOUNTS.AccountStore, LEGAL_SOURCE, T.Sites, T.Clock],
  );
}

export const organizationTeamFeature = defineFeature({
  name: 'organizationTeam',
  bind: bindOrganizationTeamModule,
  graphql: (c) => [organizationTeamGraphqlPart(c.get(TEAM.ApiDeps))],
  board: (c) => {
    const gateway = c.get(TEAM.Gateway);
    return {
      showTeam: new ShowTeam(gateway),
      changeTeam: new ChangeTeam(gateway),
      showTeamInvitation: new ShowTeamInvitationOnBoard(gateway),
      acceptTeamInvitation: new AcceptTeamInvitationOnBoard(gateway),
    };
  },
});
