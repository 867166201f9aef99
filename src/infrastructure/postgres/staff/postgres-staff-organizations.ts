import type {
  StaffOrganizationDetail,
  StaffOrganizationFilter,
  StaffOrganizationPage,
  StaffOrganizationReader,
  StaffOrganizationStore,
} from '../../../application/platform/staff/organizations/staff-organization-store.port';
import { isId, type Queryable } from '../accounts/queryable';

interface Row {
  id: string;
  name: string;
  slug: string;
  sites: string[];
  jobs: number;
  featured_on: string[];
  parent_id: string | null;
  parent_name: string | null;
  children: number;
  members: number;
  total?: string;
}

/** An organization's sites: where its jobs are offered and where it is featured. */
const SITES = `array(
    select s.site from job_sites s join jobs j on j.id = s.job_id where j.organization_id = o.id
    union select f.site from featured_organizations f where f.organization_id = o.id
    order by 1)`;

const COLUMNS = `o.id::text, o.name, o.slug, ${SITES} as sites,
  (select count(*)::int from jobs j where j.organization_id = o.id) as jobs,
  array(select f.site from featured_organizations f where f.organization_id = o.id order by f.site) as featured_on,
  p.id::text as parent_id, p.name as parent_name,
  (select count(*)::int from organizations c where c.parent_id = o.id) as children,
  (select count(*)::int from organization_members m where m.organization_id = o.id) as members`;

const detailOf = (r: Row): StaffOrganizationDetail => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  sites: r.sites,
  jobs: r.jobs,
  featuredOn: r.featured_on,
  parent: r.parent_id && r.parent_name !== null ? { id: r.parent_id, name: r.parent_name } : null,
  children: r.children,
  members: r.members,
});

/** Escapes LIKE's wildcards: the search finds the text as typed (accents aside: "Gartnerei" finds "Gärtnerei"). */
const contains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The parent guard of migration 0060 (a concurrent change closed a cycle). */
const isCycleRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { constraint?: string }).constraint === 'organizations_parent_without_cycle';

/** The organizations section's reads on the pool and its writes on a transaction's client. */
export class PostgresStaffOrganizations implements StaffOrganizationReader, StaffOrganizationStore {
  constructor(private readonly db: Queryable) {}

  async search(filter: StaffOrganizationFilter, page: { readonly offset: number; readonly limit: number }): Promise<StaffOrganizationPage> {
    const where = `($1 = '' or unaccent(lower(o.name)) like unaccent($2) or unaccent(lower(coalesce(o.alternative_name, ''))) like unaccent($2)
         or o.id::text = $1)
       and ($3::text[] is null or ${SITES} && $3::text[])`;
    const params = [filter.text, contains(filter.text), filter.sites === 'all' ? null : filter.sites];
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS}, count(*) over () as total
       from organizations o left join organizations p on p.id = o.parent_id
       where ${where}
       order by unaccent(lower(o.name)), o.id offset $4 limit $5`,
      [...params, page.offset, page.limit],
    );
    if (rows[0]?.total) return { organizations: rows.map(detailOf), total: Number(rows[0].total) };
    // Past the last row the window count is empty: count on its own.
    const counted = await this.db.query<{ n: string }>(`select count(*) as n from organizations o where ${where}`, params);
    return { organizations: [], total: Number(counted.rows[0]?.n ?? 0) };
  }

  async find(id: string): Promise<StaffOrganizationDetail | null> {
    if (!isId(id)) return null;
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from organizations o left join organizations p on p.id = o.parent_id where o.id = $1`,
      [id],
    );
    return rows[0] ? detailOf(rows[0]) : null;
  }

  async lock(id: string): Promise<StaffOrganizationDetail | null> {
    if (!isId(id)) return null;
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from organizations o left join organizations p on p.id = o.parent_id where o.id = $1 for update of o`,
      [id],
    );
    return rows[0] ? detailOf(rows[0]) : null;
  }

  async lockFeatured(siteKey: string): Promise<readonly number[]> {
    // The site's list may be empty, so there is no row to lock: a lock per site serializes its changes.
    await this.db.query(`select pg_advisory_xact_lock(hashtext('featured_organizations:' || $1))`, [siteKey]);
    const { rows } = await this.db.query<{ position: number }>(
      'select position from featured_organizations where site = $1 order by position',
      [siteKey],
    );
    return rows.map((r) => r.position);
  }

  async feature(siteKey: string, organizationId: string, position: number): Promise<void> {
    await this.db.query('insert into featured_organizations (site, organization_id, position) values ($1, $2, $3)', [
      siteKey,
      organizationId,
      position,
    ]);
  }

  async unfeature(siteKey: string, organizationId: string): Promise<void> {
    await this.db.query('delete from featured_organizations where site = $1 and organization_id = $2', [siteKey, organizationId]);
  }

  async parentLinks(): Promise<ReadonlyMap<string, string | null>> {
    const { rows } = await this.db.query<{ id: string; parent_id: string | null }>('select id::text, parent_id::text from organizations');
    return new Map(rows.map((r) => [r.id, r.parent_id]));
  }

  async setParent(organizationId: string, parentId: string | null): Promise<'SET' | 'CYCLE'> {
    // A savepoint keeps the transaction usable when the guard refuses: the caller answers CYCLE and commits nothing.
    await this.db.query('savepoint set_parent');
    try {
      await this.db.query('update organizations set parent_id = $2, updated_at = now() where id = $1', [organizationId, parentId]);
      await this.db.query('release savepoint set_parent');
      return 'SET';
    } catch (error) {
      await this.db.query('rollback to savepoint set_parent');
      if (isCycleRefusal(error)) return 'CYCLE';
      throw error;
    }
  }
}
