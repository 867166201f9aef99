import type pg from 'pg';
import type { OrganizationOwnerLookup } from '../../application/platform/organizations/organization-owner-lookup.port';
import type { TeamAndSites } from '../../domain/organization/organization-team';
import { teamOf } from './organization-team/team-of';

export class PostgresOrganizationOwnerLookup implements OrganizationOwnerLookup {
  constructor(private readonly pool: pg.Pool) {}

  async teamOf(organizationId: string): Promise<TeamAndSites> {
    return (await teamOf(this.pool, organizationId)) ?? { team: [], sites: [] };
  }
}
