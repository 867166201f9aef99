import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  StaffOrganizationAction,
  StaffOrganizationAnswer,
  StaffOrganizationList,
  StaffOrganizationsGateway,
} from '../../../application/board/staff/staff-organizations-gateway.port';
import {
  MergeStaffOrganizationsDocument,
  SetOrganizationFeaturedDocument,
  SetStaffOrganizationParentDocument,
  StaffOrganizationDocument,
  StaffOrganizationsDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** The console's organizations section over GraphQL. */
export class ApolloStaffOrganizationsGateway implements StaffOrganizationsGateway {
  constructor(private readonly client: ApolloClient) {}

  async search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: BoardContext,
  ): Promise<StaffOrganizationList> {
    return dataOrThrow('staffOrganizations', await runOperation(this.client, 'query', StaffOrganizationsDocument, input, ctx))
      .staffOrganizations;
  }

  async find(id: string, ctx: BoardContext): Promise<StaffOrganizationAnswer> {
    return dataOrThrow('staffOrganization', await runOperation(this.client, 'query', StaffOrganizationDocument, { id }, ctx))
      .staffOrganization;
  }

  async act(organizationId: string, action: StaffOrganizationAction, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    if (action.kind === 'feature') {
      const variables = { organizationId, siteKey: action.siteKey, featured: action.featured };
      return dataOrThrow(
        'setOrganizationFeatured',
        await runOperation(this.client, 'mutation', SetOrganizationFeaturedDocument, variables, ctx),
      ).setOrganizationFeatured;
    }
    if (action.kind === 'merge') {
      const variables = { keptId: organizationId, duplicateId: action.duplicateId, confirmed: action.confirmed };
      return dataOrThrow(
        'mergeStaffOrganizations',
        await runOperation(this.client, 'mutation', MergeStaffOrganizationsDocument, variables, ctx),
      ).mergeStaffOrganizations;
    }
    const variables = { organizationId, parentId: action.parentId };
    return dataOrThrow(
      'setStaffOrganizationParent',
      await runOperation(this.client, 'mutation', SetStaffOrganizationParentDocument, variables, ctx),
    ).setStaffOrganizationParent;
  }
}
