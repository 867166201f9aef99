import type pg from 'pg';
import type { LandingPageRepository } from '../../application/platform/content/landing-page-repository.port';
import type { LandingPage } from '../../domain/content/landing-page';
import { isLocale, type Locale } from '../../domain/shared/locale';
import { isEntityId } from '../../domain/shared/entity-id';

export interface LandingRow {
  id: string;
  site: string;
  language: string;
  path: string;
  title: string;
  intro_html: string;
  search_query: string;
  seo_title: string;
  seo_description: string;
  published: boolean;
  updated_at: Date;
}

export const LANDING_PAGE_COLUMNS =
  'id, site, language, path, title, intro_html, search_query, seo_title, seo_description, published, updated_at';
const COLUMNS = LANDING_PAGE_COLUMNS;

/** Landing pages in PostgreSQL (`landing_pages`, unique per site, language and path). */
export class PostgresLandingPageRepository implements LandingPageRepository {
  constructor(private readonly pool: pg.Pool) {}

  async findPublishedByPath(site: string, locale: Locale, path: string): Promise<LandingPage | null> {
    const { rows } = await this.pool.query<LandingRow>(
      `select ${COLUMNS} from landing_pages where site = $1 and language = $2 and path = $3 and published`,
      [site, locale, path],
    );
    return rows[0] ? toLandingPage(rows[0]) : null;
  }

  async findById(id: string): Promise<LandingPage | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<LandingRow>(`select ${COLUMNS} from landing_pages where id = $1`, [id]);
    return rows[0] ? toLandingPage(rows[0]) : null;
  }
}

export function toLandingPage(row: LandingRow): LandingPage {
  if (!isLocale(row.language)) throw new Error(`landing page ${row.id} has an unknown language`);
  return {
    id: row.id,
    site: row.site,
    locale: row.language,
    path: row.path,
    title: row.title,
    introHtml: row.intro_html,
    searchQuery: row.search_query,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    published: row.published,
    updatedAt: row.updated_at.toISOString(),
  };
}
