import type pg from 'pg';
import type { OrganizationOwnerLookup } from '../../application/platform/organizations/organization-owner-lookup.port';

export class PostgresOrganizationOwnerLookup implements OrganizationOwnerLookup {
  constructor(private readonly pool: pg.Pool) {}

  async ownerIdOf(organizationId: string): Promise<string | null> {
    if (!/^\d{1,18}$/.test(organizationId)) return null;
    const { rows } = await this.pool.query<{ owner_id: string | null }>('select owner_id from organizations where id = $1', [
      organizationId,
    ]);
    return rows[0]?.owner_id ?? null;
  }
}
