import type pg from 'pg';
import type { PathAliasRepository, PathTarget } from '../../application/platform/routing/path-alias-repository.port';
import type { RouteContentType } from '../../domain/routing/route-info';

interface AliasRow {
  target_type: RouteContentType | null;
  target_id: string | null;
  redirect_to: string | null;
  redirect_code: number | null;
}

/**
 * Resolves a site path. A row for this site wins over an all-sites row; within that, the requested
 * language wins over the German fallback.
 */
export class PostgresPathAliasRepository implements PathAliasRepository {
  constructor(private readonly pool: pg.Pool) {}

  async resolve(site: string, language: string, path: string): Promise<PathTarget | null> {
    const { rows } = await this.pool.query<AliasRow>(
      `select target_type, target_id, redirect_to, redirect_code
       from path_aliases
       where path = $3 and (site = $1 or site is null) and language in ($2, 'de')
       order by (site is null), (language <> $2)
       limit 1`,
      [site, language, path],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.redirect_to !== null) return { kind: 'redirect', code: row.redirect_code === 302 ? 302 : 301, target: row.redirect_to };
    if (row.target_type && row.target_id) return { kind: 'content', type: row.target_type, id: row.target_id };
    return null;
  }
}
