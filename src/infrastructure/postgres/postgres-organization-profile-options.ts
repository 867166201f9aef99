import type pg from 'pg';
import type { OrganizationProfileOptionsSource } from '../../application/platform/organizations/organization-profile-options.port';
import type { Translated } from '../../domain/shared/locale';

/** The profile form's choices in PostgreSQL: industry terms (`terms`) and common benefits (`organization_benefit_options`). */
export class PostgresOrganizationProfileOptions implements OrganizationProfileOptionsSource {
  constructor(private readonly pool: pg.Pool) {}

  async industries(): Promise<Array<{ id: string; label: Translated }>> {
    const { rows } = await this.pool.query<{ id: string; labels: Translated }>(
      `select id::text, labels from terms where vocabulary = 'industry' order by weight, labels ->> 'de', id`,
    );
    return rows.map((r) => ({ id: r.id, label: r.labels }));
  }

  async benefits(): Promise<Translated[]> {
    const { rows } = await this.pool.query<{ labels: Translated }>('select labels from organization_benefit_options order by weight, id');
    return rows.map((r) => r.labels);
  }
}
