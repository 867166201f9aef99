import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { RunStaffUsers } from '../../application/board/staff/run-staff-users.use-case';
import type { StaffUsersGateway } from '../../application/board/staff/staff-users-gateway.port';
import type { SecretTokens } from '../../application/platform/identity/secret-tokens.port';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import { ChangeStaffRole } from '../../application/platform/staff/users/change-staff-role.use-case';
import { EndUserSessions } from '../../application/platform/staff/users/end-user-sessions.use-case';
import { SearchStaffUsers } from '../../application/platform/staff/users/search-staff-users.use-case';
import { SendUserPasswordReset } from '../../application/platform/staff/users/send-user-password-reset.use-case';
import { SetUserBlocked } from '../../application/platform/staff/users/set-user-blocked.use-case';
import type { StaffUserUnitOfWork } from '../../application/platform/staff/users/staff-user-unit-of-work.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloStaffUsersGateway } from '../graphql/client/apollo-staff-users-gateway';
import { staffUsersGraphqlPart } from '../graphql/server/resolvers/staff-users.resolver';
import type { StaffUsersApiDeps } from '../graphql/server/staff-users-api-deps';
import { PostgresStaffUserUnitOfWork } from '../postgres/staff/postgres-staff-user-unit-of-work';
import { PostgresStaffUsers } from '../postgres/staff/postgres-staff-users';
import { ACCOUNTS } from './accounts.module';
import { defineFeature } from './feature-module';
import { MAIL } from './mail.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.staffUsers.${name}`);

export const STAFF_USERS = {
  UnitOfWork: id<StaffUserUnitOfWork>('UnitOfWork'),
  ApiDeps: id<StaffUsersApiDeps>('ApiDeps'),
  Gateway: id<StaffUsersGateway>('Gateway'),
  Pages: id<RunStaffUsers>('Pages'),
} as const;

/**
 * The staff console's users section: search and one account's page on PostgreSQL, its actions (roles,
 * block, sessions, password reset) each in one transaction with its staff log entry, behind /graphql;
 * the board's pages on the Apollo gateway.
 */
export function bindStaffUsersModule(c: Container): void {
  c.bind(STAFF_USERS.UnitOfWork).toResolvedValue((pool: Pool) => new PostgresStaffUserUnitOfWork(pool), [T.Pool]);
  c.bind(STAFF_USERS.ApiDeps).toResolvedValue(
    (
      pool: Pool,
      uow: StaffUserUnitOfWork,
      sites: SiteDirectory,
      tokens: SecretTokens,
      composer: MailComposer,
      clock: Clock,
    ): StaffUsersApiDeps => ({
      users: new SearchStaffUsers(new PostgresStaffUsers(pool)),
      changeRole: new ChangeStaffRole(uow, sites),
      setBlocked: new SetUserBlocked(uow),
      endSessions: new EndUserSessions(uow),
      sendReset: new SendUserPasswordReset(uow, tokens, composer, sites, clock),
    }),
    [T.Pool, STAFF_USERS.UnitOfWork, T.Sites, ACCOUNTS.Tokens, MAIL.Composer, T.Clock],
  );
  c.bind(STAFF_USERS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloStaffUsersGateway(client), [T.ApolloClient]);
  c.bind(STAFF_USERS.Pages).toResolvedValue((g: StaffUsersGateway) => new RunStaffUsers(g), [STAFF_USERS.Gateway]);
}

export const staffUsersFeature = defineFeature({
  name: 'staff-users',
  bind: bindStaffUsersModule,
  graphql: (c) => [staffUsersGraphqlPart(c.get(STAFF_USERS.ApiDeps))],
  board: (c) => ({
    get staffUsers(): RunStaffUsers {
      return c.get(STAFF_USERS.Pages);
    },
  }),
});
