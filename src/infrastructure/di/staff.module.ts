import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { RunStaffConsole } from '../../application/board/staff/run-staff-console.use-case';
import type { StaffGateway } from '../../application/board/staff/staff-gateway.port';
import { ListStaffActions } from '../../application/platform/staff/list-staff-actions.use-case';
import { OpenStaffConsole } from '../../application/platform/staff/open-staff-console.use-case';
import type { StaffActionQuery } from '../../application/platform/staff/staff-action-query.port';
import { ApolloStaffGateway } from '../graphql/client/apollo-staff-gateway';
import { staffGraphqlPart } from '../graphql/server/resolvers/staff.resolver';
import type { StaffApiDeps } from '../graphql/server/staff-api-deps';
import { PostgresStaffActionQuery } from '../postgres/staff/postgres-staff-action-query';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.staff.${name}`);

export const STAFF = {
  ActionQuery: id<StaffActionQuery>('ActionQuery'),
  ApiDeps: id<StaffApiDeps>('ApiDeps'),
  Gateway: id<StaffGateway>('Gateway'),
  Console: id<RunStaffConsole>('Console'),
} as const;

/**
 * The staff console: the audit log's read side on PostgreSQL (its write side, PostgresStaffActionLog,
 * is bound inside each feature's unit of work, on the transaction's client), the platform use cases
 * behind /graphql, and the board's console pages on the Apollo gateway.
 */
export function bindStaffModule(c: Container): void {
  c.bind(STAFF.ActionQuery).toResolvedValue((pool: Pool) => new PostgresStaffActionQuery(pool), [T.Pool]);
  c.bind(STAFF.ApiDeps).toResolvedValue(
    (query: StaffActionQuery): StaffApiDeps => ({ openConsole: new OpenStaffConsole(), listActions: new ListStaffActions(query) }),
    [STAFF.ActionQuery],
  );
  c.bind(STAFF.Gateway).toResolvedValue((client: ApolloClient) => new ApolloStaffGateway(client), [T.ApolloClient]);
  c.bind(STAFF.Console).toResolvedValue((g: StaffGateway) => new RunStaffConsole(g), [STAFF.Gateway]);
}

export const staffFeature = defineFeature({
  name: 'staff',
  bind: bindStaffModule,
  graphql: (c) => [staffGraphqlPart(c.get(STAFF.ApiDeps))],
  board: (c) => ({
    get staffConsole(): RunStaffConsole {
      return c.get(STAFF.Console);
    },
  }),
});
