import type { LandingPageDraft } from '../../../domain/content/landing-page-draft';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Locale } from '../../../domain/shared/locale';
import type {
  StaffLandingPage,
  StaffLandingPageList,
  StaffLandingPageStore,
} from '../../../application/platform/staff/landing-pages/staff-landing-page-store.port';
import type { Queryable } from '../accounts/queryable';
import { type LandingRow, toLandingPage } from '../postgres-landing-page-repository';

interface StaffRow extends LandingRow {
  aliases: string[];
  total?: string;
}

/** A page's aliases are its `path_aliases` rows that render it (target LandingPage), on its site and language. */
const SELECT = `select p.id, p.site, p.language, p.path, p.title, p.intro_html, p.search_query, p.seo_title, p.seo_description,
    p.published, p.updated_at,
    array(select a.path from path_aliases a
          where a.target_type = 'LandingPage' and a.target_id = p.id order by a.path) as aliases
  from landing_pages p`;

/** Of the sites asked for ($1, null: all), with the text ($2, lower-case) in the title, the path or an alias. */
const MATCHES = `where ($1::text[] is null or p.site = any($1))
    and ($2 = '' or strpos(lower(p.title), $2) > 0 or strpos(p.path, $2) > 0
         or exists (select 1 from unnest(p.aliases) a where strpos(a, $2) > 0))`;

const toStaffPage = (row: StaffRow): StaffLandingPage => ({ ...toLandingPage(row), aliases: row.aliases });

/** Landing pages and their aliases for the staff console, on a pool (reads) or a transaction's client. */
export class PostgresStaffLandingPages implements StaffLandingPageStore {
  constructor(private readonly db: Queryable) {}

  async search(
    filter: { readonly sites: 'all' | readonly string[]; readonly text: string },
    page: { readonly offset: number; readonly limit: number },
  ): Promise<StaffLandingPageList> {
    const { rows } = await this.db.query<StaffRow>(
      `select *, count(*) over () as total from (${SELECT}) p
       ${MATCHES}
       order by p.site, p.language, p.path
       offset $3 limit $4`,
      [filter.sites === 'all' ? null : [...filter.sites], filter.text, page.offset, page.limit],
    );
    if (rows.length === 0 && page.offset > 0) {
      const { rows: count } = await this.db.query<{ total: string }>(
        `select count(*) as total from (${SELECT}) p
         ${MATCHES}`,
        [filter.sites === 'all' ? null : [...filter.sites], filter.text],
      );
      return { pages: [], total: Number(count[0]?.total ?? 0) };
    }
    return { pages: rows.map(toStaffPage), total: Number(rows[0]?.total ?? 0) };
  }

  async find(id: string): Promise<StaffLandingPage | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<StaffRow>(`${SELECT} where p.id = $1`, [id]);
    return rows[0] ? toStaffPage(rows[0]) : null;
  }

  async lockPaths(site: string, locale: Locale): Promise<void> {
    await this.db.query('select pg_advisory_xact_lock(hashtext($1))', [`landing-paths:${site}:${locale}`]);
  }

  async takenPaths(site: string, locale: Locale, paths: readonly string[], exceptId: string | null): Promise<readonly string[]> {
    // An all-sites alias (site null) answers on this site too, so it takes the path as well.
    const { rows } = await this.db.query<{ path: string }>(
      `select path from landing_pages
        where site = $1 and language = $2 and path = any($3) and ($4::bigint is null or id <> $4)
       union
       select path from path_aliases
        where (site = $1 or site is null) and language = $2 and path = any($3)
          and not (target_type = 'LandingPage' and $4::bigint is not null and target_id = $4)`,
      [site, locale, [...paths], exceptId],
    );
    return rows.map((r) => r.path);
  }

  async insert(draft: LandingPageDraft): Promise<StaffLandingPage> {
    const { rows } = await this.db.query<{ id: string }>(
      `insert into landing_pages (site, language, path, title, intro_html, search_query, seo_title, seo_description, published)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        draft.site,
        draft.locale,
        draft.path,
        draft.title,
        draft.introHtml,
        draft.searchQuery,
        draft.seoTitle,
        draft.seoDescription,
        draft.published,
      ],
    );
    const id = rows[0]!.id;
    await this.writeAliases(id, draft);
    return (await this.find(id))!;
  }

  async update(id: string, draft: LandingPageDraft): Promise<StaffLandingPage> {
    await this.db.query(
      `update landing_pages set site = $2, language = $3, path = $4, title = $5, intro_html = $6, search_query = $7,
         seo_title = $8, seo_description = $9, published = $10, updated_at = now()
       where id = $1`,
      [
        id,
        draft.site,
        draft.locale,
        draft.path,
        draft.title,
        draft.introHtml,
        draft.searchQuery,
        draft.seoTitle,
        draft.seoDescription,
        draft.published,
      ],
    );
    await this.writeAliases(id, draft);
    return (await this.find(id))!;
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`delete from path_aliases where target_type = 'LandingPage' and target_id = $1`, [id]);
    await this.db.query('delete from landing_pages where id = $1', [id]);
  }

  /** The aliases are replaced as a whole: the draft lists every one the page keeps. */
  private async writeAliases(id: string, draft: LandingPageDraft): Promise<void> {
    await this.db.query(`delete from path_aliases where target_type = 'LandingPage' and target_id = $1`, [id]);
    if (draft.aliases.length === 0) return;
    await this.db.query(
      `insert into path_aliases (site, language, path, target_type, target_id)
       select $1, $2, alias, 'LandingPage', $3 from unnest($4::text[]) as alias`,
      [draft.site, draft.locale, id, [...draft.aliases]],
    );
  }
}
