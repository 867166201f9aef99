import type pg from 'pg';
import type { OrganizationProfileOptionsSource } from '../../application/platform/organizations/organization-profile-options.port';
import type { Translated } from '../../domain/shared/locale';

/** The profile form's choices in PostgreSQL: industry, occupation and field-of-study terms (`terms`) and common benefits (`organization_benefit_options`). */
export class PostgresOrganizationProfileOptions implements OrganizationProfileOptionsSource {
  constructor(private readonly pool: pg.Pool) {}

  industries(): Promise<Array<{ id: string; label: Translated }>> {
    return this.vocabulary('industry');
  }

  terms(vocabulary: 'occupations' | 'fieldsOfStudy'): Promise<Array<{ id: string; label: Translated }>> {
    return this.vocabulary(vocabulary);
  }

  private async vocabulary(vocabulary: string): Promise<Array<{ id: string; label: Translated }>> {
    const { rows } = await this.pool.query<{ id: string; labels: Translated }>(
      `select id::text, labels from terms where vocabulary = $1 order by weight, labels ->> 'de', id`,
      [vocabulary],
    );
    return rows.map((r) => ({ id: r.id, label: r.labels }));
  }

  async benefits(): Promise<Translated[]> {
    const { rows } = await this.pool.query<{ labels: Translated }>('select labels from organization_benefit_options order by weight, id');
    return rows.map((r) => r.labels);
  }
}
