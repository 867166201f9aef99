import type {
  MergeOutcome,
  StaffOrganizationDetail,
  StaffOrganizationFilter,
  StaffOrganizationPage,
  StaffOrganizationReader,
  StaffOrganizationStore,
} from '../../../application/platform/staff/organizations/staff-organization-store.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';
import { ORGANIZATION_SITES_SQL } from '../organization-team/organization-sites-sql';

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
const COLUMNS = `o.id::text, o.name, o.slug, ${ORGANIZATION_SITES_SQL} as sites,
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
       and ($3::text[] is null or ${ORGANIZATION_SITES_SQL} && $3::text[])`;
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
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from organizations o left join organizations p on p.id = o.parent_id where o.id = $1`,
      [id],
    );
    return rows[0] ? detailOf(rows[0]) : null;
  }

  async lock(id: string): Promise<StaffOrganizationDetail | null> {
    if (!isEntityId(id)) return null;
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

  async hasCredits(organizationId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ credits: boolean }>(
      `select exists (select 1 from commerce_credit_ledger where organization_id = $1)
           or exists (select 1 from commerce_subscriptions where organization_id = $1) as credits`,
      [organizationId],
    );
    return rows[0]?.credits ?? false;
  }

  async mergeInto(keptId: string, duplicateId: string): Promise<MergeOutcome> {
    const moved: Record<string, number> = {};
    const run = async (kind: string, sql: string) => {
      const { rowCount } = await this.db.query(sql, [keptId, duplicateId]);
      if ((rowCount ?? 0) > 0) moved[kind] = (moved[kind] ?? 0) + (rowCount ?? 0);
    };
    // Plain references: they simply point at the kept organization from now on.
    for (const table of [
      'jobs',
      'applications',
      'commerce_orders',
      'commerce_paid_postings',
      'resume_alerts',
      'organization_invitations',
      'job_importers',
    ]) {
      await run(table, `update ${table} set organization_id = $1 where organization_id = $2`);
    }
    // The duplicate's team joins the kept one; an owner stays an owner, somebody in both keeps the higher role.
    await run(
      'organization_members',
      `insert into organization_members (organization_id, user_id, role, created_at)
       select $1, user_id, role, created_at from organization_members where organization_id = $2
       on conflict (organization_id, user_id) do update set role = 'owner'
         where excluded.role = 'owner' and organization_members.role <> 'owner'`,
    );
    await run(
      'owner',
      `update organizations set owner_id = (select owner_id from organizations where id = $2)
       where id = $1 and owner_id is null and (select owner_id from organizations where id = $2) is not null`,
    );
    // Sets: what the kept organization already has stays once.
    await run(
      'organization_terms',
      `insert into organization_terms (organization_id, term_id) select $1, term_id from organization_terms where organization_id = $2
       on conflict do nothing`,
    );
    await run(
      'resume_blocked_organizations',
      `insert into resume_blocked_organizations (user_id, organization_id) select user_id, $1 from resume_blocked_organizations
       where organization_id = $2 on conflict do nothing`,
    );
    await run(
      'featured_organizations',
      `update featured_organizations f set organization_id = $1 where f.organization_id = $2
         and not exists (select 1 from featured_organizations k where k.organization_id = $1 and k.site = f.site)`,
    );
    await run(
      'ai_writing_usage',
      `insert into ai_writing_usage (organization_id, day, requests) select $1, day, requests from ai_writing_usage where organization_id = $2
       on conflict (organization_id, day) do update set requests = ai_writing_usage.requests + excluded.requests`,
    );
    // One open contact request per resume and organization: where the kept one has its own open, the duplicate's goes.
    await run(
      'resume_contact_requests',
      `update resume_contact_requests r set organization_id = $1 where r.organization_id = $2
         and not (r.state in ('pending', 'approved') and exists (
           select 1 from resume_contact_requests k
           where k.organization_id = $1 and k.resume_user_id = r.resume_user_id and k.state in ('pending', 'approved')))`,
    );
    await run(
      'commerce_billing_profiles',
      `update commerce_billing_profiles set organization_id = $1 where organization_id = $2
         and not exists (select 1 from commerce_billing_profiles where organization_id = $1)`,
    );
    await run('child_organizations', 'update organizations set parent_id = $1, updated_at = now() where parent_id = $2');
    // The duplicate's own profile goes with it: its files leave the file store after the commit.
    const { rows } = await this.db.query<{ key: string }>(
      `select logo_file_key as key from organizations where id = $1 and logo_file_key is not null
       union all select cover_file_key from organizations where id = $1 and cover_file_key is not null
       union all select file_key from organization_gallery_images where organization_id = $1
       union all select file_key from organization_contact_persons where organization_id = $1 and file_key is not null
       union all select file_key from organization_videos where organization_id = $1 and file_key is not null
       union all select file_key from organization_brochures where organization_id = $1`,
      [duplicateId],
    );
    await this.db.query('delete from organizations where id = $1', [duplicateId]);
    await this.db.query('update organizations set updated_at = now() where id = $1', [keptId]);
    return { moved, fileKeys: rows.map((r) => r.key) };
  }
}
