import type pg from 'pg';
import type { AppConfigRepository } from '../../application/platform/site/app-config-repository.port';
import type { AppConfigEntry } from '../../domain/site/app-config';

/** App configuration: global rows, overridden key by key by the site's own rows. */
export class PostgresAppConfigRepository implements AppConfigRepository {
  constructor(private readonly pool: pg.Pool) {}

  async listFor(site: string): Promise<AppConfigEntry[]> {
    const { rows } = await this.pool.query<AppConfigEntry>(
      `select distinct on (key) name, key, value
       from app_config
       where site = $1 or site is null
       order by key, (site is null)`,
      [site],
    );
    return rows;
  }
}
