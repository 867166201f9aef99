import type { OrganizationStore } from '../../../application/platform/identity/organization-store.port';
import { slugify } from '../../../domain/shared/slug';
import type { Queryable } from './queryable';

export class PostgresOrganizationStore implements OrganizationStore {
  constructor(private readonly db: Queryable) {}

  async createOwned(input: { name: string; ownerId: string }): Promise<string> {
    // The slug must be unique: a pending one first, then `<name>-<id>` once the id is known.
    const { rows } = await this.db.query<{ id: string }>(
      `insert into organizations (name, slug, owner_id) values ($1, 'pending-' || gen_random_uuid(), $2) returning id`,
      [input.name, input.ownerId],
    );
    const id = rows[0]!.id;
    const base = slugify(input.name) || 'organization';
    await this.db.query('update organizations set slug = $2 where id = $1', [id, `${base}-${id}`]);
    await this.db.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [
      id,
      input.ownerId,
    ]);
    return id;
  }
}
