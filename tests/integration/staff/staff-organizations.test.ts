import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeStaffOrganizations } from '../../../src/application/platform/staff/organizations/merge-staff-organizations.use-case';
import { SearchStaffOrganizations } from '../../../src/application/platform/staff/organizations/search-staff-organizations.use-case';
import { SetOrganizationFeatured } from '../../../src/application/platform/staff/organizations/set-organization-featured.use-case';
import { SetStaffOrganizationParent } from '../../../src/application/platform/staff/organizations/set-staff-organization-parent.use-case';
import type { Actor } from '../../../src/domain/identity/actor';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { PostgresStaffOrganizationUnitOfWork } from '../../../src/infrastructure/postgres/staff/postgres-staff-organization-unit-of-work';
import { PostgresStaffOrganizations } from '../../../src/infrastructure/postgres/staff/postgres-staff-organizations';
import { ctx, userActor } from '../../support/request-context';
import type { FileStore } from '../../../src/application/platform/files/file-store.port';
import { insertJob, insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('staff console: organizations on PostgreSQL', () => {
  let db: TestDatabase;
  let adminId: string;
  let bakery: string;
  let winery: string;
  let shared: string;
  let idle: string;
  const sites = new FileSiteDirectory();
  const siteAdmin: Actor = { kind: 'user', userId: '999', roles: [{ id: 'site_admin', targetId: 'default' }] };

  beforeAll(async () => {
    db = await createTestDatabase();
    adminId = await insertUser(db.pool, { roles: [['administrator', null]] });
    bakery = await insertOrganization(db.pool, { name: 'Brezelbäckerei Stuttgart' });
    winery = await insertOrganization(db.pool, { name: 'Weingut am Neckar' });
    shared = await insertOrganization(db.pool, { name: 'Stadtwerke Neckartal' });
    idle = await insertOrganization(db.pool, { name: 'Ruhende Holding' });
    await insertJob(db.pool, { organizationId: bakery, sites: ['default'] });
    await insertJob(db.pool, { organizationId: bakery, sites: ['default'], state: 'draft' });
    await insertJob(db.pool, { organizationId: winery, sites: ['karriere'] });
    await insertJob(db.pool, { organizationId: shared, sites: ['default', 'karriere'] });
  });
  afterAll(() => db.drop());

  const admin = () => ctx({ actor: userActor(adminId, 'administrator') });
  const asSiteAdmin = () => ctx({ actor: siteAdmin });
  const search = () => new SearchStaffOrganizations(new PostgresStaffOrganizations(db.pool));
  const uow = () => new PostgresStaffOrganizationUnitOfWork(db.pool);
  const feature = () => new SetOrganizationFeatured(uow(), sites);
  const parent = () => new SetStaffOrganizationParent(uow());
  const logged = async (id: string) =>
    (
      await db.pool.query<{ action: string; site: string | null; before: unknown; after: unknown }>(
        `select action, site, before, after from staff_actions where target_type = 'organization' and target_id = $1 order by id`,
        [id],
      )
    ).rows;

  it('searches by name, paged, with sites, job count, featured flag and parent; a site_admin sees its sites’ organizations only', async () => {
    const all = await search().search({ text: '', offset: 0, limit: 20 }, admin());
    expect(all.ok && all.value.total).toBe(4);
    expect(all.ok && all.value.organizations.map((o) => o.name)).toEqual([
      'Brezelbäckerei Stuttgart',
      'Ruhende Holding',
      'Stadtwerke Neckartal',
      'Weingut am Neckar',
    ]);
    const byName = await search().search({ text: ' NECKAR ', offset: 0, limit: 20 }, admin());
    const unaccented = await search().search({ text: 'brezelbacker', offset: 0, limit: 20 }, admin());
    expect(unaccented.ok && unaccented.value.organizations.map((o) => o.id)).toEqual([bakery]);
    expect(byName.ok && byName.value.organizations).toMatchObject([
      { id: shared, sites: ['default', 'karriere'], jobs: 1, featuredOn: [], parent: null },
      { id: winery, sites: ['karriere'], jobs: 1 },
    ]);
    const paged = await search().search({ text: '', offset: 2, limit: 1 }, admin());
    expect(paged.ok && { total: paged.value.total, names: paged.value.organizations.map((o) => o.name) }).toEqual({
      total: 4,
      names: ['Stadtwerke Neckartal'],
    });
    const beyond = await search().search({ text: '', offset: 40, limit: 20 }, admin());
    expect(beyond.ok && beyond.value).toEqual({ organizations: [], total: 4 });

    const own = await search().search({ text: '', offset: 0, limit: 20 }, asSiteAdmin());
    expect(own.ok && own.value.organizations.map((o) => o.id)).toEqual([bakery, shared]);
    expect(await search().find(winery, asSiteAdmin())).toMatchObject({ code: 'NOT_FOUND' });
    expect(await search().find(bakery, asSiteAdmin())).toMatchObject({ ok: true, value: { id: bakery, jobs: 2, members: 0 } });
    const editor = ctx({ actor: userActor('998', 'job_editor') });
    expect(await search().search({ text: '', offset: 0, limit: 20 }, editor)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await search().search({ text: '', offset: 0, limit: 20 }, ctx())).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('features up to four organizations per site: a fifth is refused, unfeaturing frees a place; each change logged', async () => {
    const extra = await Promise.all([1, 2, 3, 4].map((n) => insertOrganization(db.pool, { name: `Vorzeige ${n} GmbH` })));
    for (const id of extra.slice(0, 4)) {
      expect(await feature().execute({ organizationId: id, siteKey: 'ausbildung', featured: true }, admin())).toEqual({
        ok: true,
        value: undefined,
      });
    }
    expect(await feature().execute({ organizationId: bakery, siteKey: 'ausbildung', featured: true }, admin())).toMatchObject({
      code: 'FEATURED_LIMIT',
    });
    const count = async () =>
      (await db.pool.query<{ n: number }>(`select count(*)::int as n from featured_organizations where site = 'ausbildung'`)).rows[0]!.n;
    expect(await count()).toBe(4);
    expect(await feature().execute({ organizationId: extra[1]!, siteKey: 'ausbildung', featured: true }, admin())).toMatchObject({
      code: 'UNCHANGED',
    });
    expect((await feature().execute({ organizationId: extra[1]!, siteKey: 'ausbildung', featured: false }, admin())).ok).toBe(true);
    expect((await feature().execute({ organizationId: bakery, siteKey: 'ausbildung', featured: true }, admin())).ok).toBe(true);
    // The freed place (2) is the one the newcomer takes.
    const { rows } = await db.pool.query<{ organization_id: string; position: number }>(
      `select organization_id::text, position from featured_organizations where site = 'ausbildung' order by position`,
    );
    expect(rows.map((r) => [r.organization_id, r.position])).toEqual([
      [extra[0], 1],
      [bakery, 2],
      [extra[2], 3],
      [extra[3], 4],
    ]);
    expect(await logged(extra[1]!)).toEqual([
      { action: 'organization.feature', site: 'ausbildung', before: { featuredOn: [] }, after: { featuredOn: ['ausbildung'] } },
      { action: 'organization.unfeature', site: 'ausbildung', before: { featuredOn: ['ausbildung'] }, after: { featuredOn: [] } },
    ]);
    const listed = await search().find(bakery, admin());
    expect(listed.ok && listed.value.featuredOn).toEqual(['ausbildung']);
    expect(await feature().execute({ organizationId: bakery, siteKey: 'nowhere', featured: true }, admin())).toMatchObject({
      code: 'UNKNOWN_SITE',
    });
  });

  it('a site_admin features on its own sites only, and only organizations it can see', async () => {
    expect(await feature().execute({ organizationId: bakery, siteKey: 'karriere', featured: true }, asSiteAdmin())).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await feature().execute({ organizationId: winery, siteKey: 'default', featured: true }, asSiteAdmin())).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await feature().execute({ organizationId: shared, siteKey: 'default', featured: true }, asSiteAdmin())).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await logged(shared)).toMatchObject([{ action: 'organization.feature', site: 'default' }]);
    expect(
      await feature().execute(
        { organizationId: bakery, siteKey: 'default', featured: true },
        ctx({ actor: userActor('998', 'job_editor') }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('sets and clears a parent, never itself nor a descendant; logged with the parent before and after', async () => {
    const group = await insertOrganization(db.pool, { name: 'Neckar Gruppe' });
    const sub = await insertOrganization(db.pool, { name: 'Neckar Tochter' });
    expect(await parent().execute({ organizationId: sub, parentId: group }, admin())).toEqual({ ok: true, value: undefined });
    expect(await parent().execute({ organizationId: group, parentId: sub }, admin())).toMatchObject({ code: 'CYCLE' });
    expect(await parent().execute({ organizationId: group, parentId: group }, admin())).toMatchObject({ code: 'OWN_PARENT' });
    expect(await parent().execute({ organizationId: sub, parentId: group }, admin())).toMatchObject({ code: 'UNCHANGED' });
    expect(await parent().execute({ organizationId: sub, parentId: '987654321' }, admin())).toMatchObject({ code: 'PARENT_NOT_FOUND' });
    const shown = await search().find(sub, admin());
    expect(shown.ok && shown.value.parent).toEqual({ id: group, name: 'Neckar Gruppe' });
    const groupShown = await search().find(group, admin());
    expect(groupShown.ok && groupShown.value.children).toBe(1);
    expect(await parent().execute({ organizationId: sub, parentId: null }, admin())).toEqual({ ok: true, value: undefined });
    const parentOf = async (id: string) =>
      (await db.pool.query<{ parent_id: string | null }>('select parent_id::text from organizations where id = $1', [id])).rows[0]!
        .parent_id;
    expect(await parentOf(sub)).toBeNull();
    expect(await parentOf(group)).toBeNull();
    expect(await logged(sub)).toEqual([
      { action: 'organization.set_parent', site: null, before: { parent: null }, after: { parent: { id: group, name: 'Neckar Gruppe' } } },
      { action: 'organization.set_parent', site: null, before: { parent: { id: group, name: 'Neckar Gruppe' } }, after: { parent: null } },
    ]);
  });

  it('a site_admin changes the parent of organizations wholly on its sites only', async () => {
    // `own` is on "default" alone; the shared one also on "karriere"; the winery on "karriere" alone; idle on none.
    const own = await insertOrganization(db.pool, { name: 'Dritte Bäckerei' });
    await insertJob(db.pool, { organizationId: own, sites: ['default'] });
    expect(await parent().execute({ organizationId: shared, parentId: own }, asSiteAdmin())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await parent().execute({ organizationId: winery, parentId: own }, asSiteAdmin())).toMatchObject({ code: 'NOT_FOUND' });
    expect(await parent().execute({ organizationId: own, parentId: idle }, asSiteAdmin())).toMatchObject({ code: 'PARENT_NOT_FOUND' });
    expect(await parent().execute({ organizationId: own, parentId: shared }, asSiteAdmin())).toMatchObject({
      code: 'PARENT_FORBIDDEN',
    });
    expect(await logged(own)).toEqual(expect.not.arrayContaining([expect.objectContaining({ action: 'organization.set_parent' })]));
    const second = await insertOrganization(db.pool, { name: 'Zweite Bäckerei' });
    await insertJob(db.pool, { organizationId: second, sites: ['default'] });
    expect(await parent().execute({ organizationId: second, parentId: own }, asSiteAdmin())).toEqual({ ok: true, value: undefined });
  });

  describe('merging a duplicate', () => {
    const deleted: string[] = [];
    const files: FileStore = {
      read: async () => null,
      write: async () => undefined,
      commitStaged: async () => undefined,
      delete: async (key) => {
        deleted.push(key);
      },
    };
    const merge = () => new MergeStaffOrganizations(uow(), files);
    const count = async (sql: string, params: unknown[]) => (await db.pool.query<{ n: number }>(sql, params)).rows[0]!.n;

    it('moves jobs, team, featuring, terms, AI usage and children to the kept one, deletes the duplicate and its files; logged', async () => {
      const kept = await insertOrganization(db.pool, { name: 'Obsthof Müller' });
      const duplicate = await insertOrganization(db.pool, { name: 'Obsthof Müller KG' });
      const child = await insertOrganization(db.pool, { name: 'Obsthof Müller Hofladen' });
      await db.pool.query('update organizations set parent_id = $1 where id = $2', [duplicate, child]);
      await insertJob(db.pool, { organizationId: kept, sites: ['default'] });
      const moved = [
        await insertJob(db.pool, { organizationId: duplicate, sites: ['default'] }),
        await insertJob(db.pool, { organizationId: duplicate, sites: ['default'], state: 'draft' }),
      ];
      const both = await insertUser(db.pool);
      const owner = await insertUser(db.pool);
      await db.pool.query(
        `insert into organization_members (organization_id, user_id, role) values ($1, $3, 'editor'), ($2, $3, 'owner'), ($2, $4, 'owner')`,
        [kept, duplicate, both, owner],
      );
      const term = await insertTerm(db.pool, 'occupations', { de: 'Obstbau' });
      await db.pool.query('insert into organization_terms (organization_id, term_id) values ($1, $3), ($2, $3)', [kept, duplicate, term]);
      await db.pool.query(`insert into featured_organizations (site, organization_id, position) values ('karriere', $1, 1)`, [duplicate]);
      await db.pool.query(
        `insert into ai_writing_usage (organization_id, day, requests) values ($1, '2026-11-27', 2), ($2, '2026-11-27', 3)`,
        [kept, duplicate],
      );
      const galleryKey = `organizations/${duplicate}/gallery-0123abcd-bild1.webp`;
      await db.pool.query(
        `insert into organization_gallery_images (organization_id, position, file_key, url, alt_text) values ($1, 1, $2, '/x.webp', 'Hof')`,
        [duplicate, galleryKey],
      );

      expect(await merge().execute({ keptId: kept, duplicateId: duplicate, confirmed: false }, admin())).toMatchObject({
        code: 'CONFIRM_REQUIRED',
      });
      expect(await merge().execute({ keptId: kept, duplicateId: duplicate, confirmed: true }, admin())).toEqual({
        ok: true,
        value: undefined,
      });

      expect(await count('select count(*)::int as n from organizations where id = $1', [duplicate])).toBe(0);
      expect(await count('select count(*)::int as n from jobs where organization_id = $1 and id = any($2::bigint[])', [kept, moved])).toBe(
        2,
      );
      const { rows: team } = await db.pool.query<{ user_id: string; role: string }>(
        'select user_id::text, role from organization_members where organization_id = $1 order by user_id',
        [kept],
      );
      expect(team).toEqual([
        { user_id: both, role: 'owner' },
        { user_id: owner, role: 'owner' },
      ]);
      expect(await count('select count(*)::int as n from organization_terms where organization_id = $1', [kept])).toBe(1);
      expect(
        await count(`select count(*)::int as n from featured_organizations where organization_id = $1 and site = 'karriere'`, [kept]),
      ).toBe(1);
      expect(await count('select requests as n from ai_writing_usage where organization_id = $1', [kept])).toBe(5);
      expect(await count('select count(*)::int as n from organizations where id = $1 and parent_id = $2', [child, kept])).toBe(1);
      expect(
        await count('select count(*)::int as n from job_search where organization_id = $1 and job_id = any($2::bigint[])', [kept, moved]),
      ).toBe(1);
      expect(deleted).toEqual([galleryKey]);
      const entries = await logged(kept);
      expect(entries.at(-1)).toMatchObject({
        action: 'organization.merge',
        before: { duplicate: { id: duplicate, name: 'Obsthof Müller KG', jobs: 2, members: 2 } },
        after: { moved: { jobs: 2, organization_members: 2, featured_organizations: 1, child_organizations: 1 } },
      });
    });

    it('is refused across sites a site_admin does not hold, for related or credited organizations, and writes nothing', async () => {
      const own = await insertOrganization(db.pool, { name: 'Eigene Firma' });
      const ownDuplicate = await insertOrganization(db.pool, { name: 'Eigene Firma GmbH' });
      await insertJob(db.pool, { organizationId: own, sites: ['default'] });
      const shared = await insertJob(db.pool, { organizationId: ownDuplicate, sites: ['default', 'karriere'] });
      expect(await merge().execute({ keptId: own, duplicateId: ownDuplicate, confirmed: true }, asSiteAdmin())).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await merge().execute({ keptId: own, duplicateId: winery, confirmed: true }, asSiteAdmin())).toMatchObject({
        code: 'DUPLICATE_NOT_FOUND',
      });
      expect(await merge().execute({ keptId: own, duplicateId: own, confirmed: true }, admin())).toMatchObject({
        code: 'SAME_ORGANIZATION',
      });
      const editor = ctx({ actor: userActor('998', 'job_editor') });
      expect(await merge().execute({ keptId: own, duplicateId: ownDuplicate, confirmed: true }, editor)).toMatchObject({
        code: 'FORBIDDEN',
      });

      await db.pool.query('update organizations set parent_id = $1 where id = $2', [ownDuplicate, own]);
      expect(await merge().execute({ keptId: own, duplicateId: ownDuplicate, confirmed: true }, admin())).toMatchObject({
        code: 'RELATED',
      });
      await db.pool.query('update organizations set parent_id = null where id = $1', [own]);

      await db.pool.query(
        `insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, 'default', 'job_posting', 5)`,
        [ownDuplicate],
      );
      expect(await merge().execute({ keptId: own, duplicateId: ownDuplicate, confirmed: true }, admin())).toMatchObject({
        code: 'DUPLICATE_HAS_CREDITS',
      });
      expect(await count('select count(*)::int as n from jobs where id = $1 and organization_id = $2', [shared, ownDuplicate])).toBe(1);
      expect(await logged(own)).toEqual([]);

      // Wholly on the site_admin's site, the same merge is the site_admin's to do.
      const siteDuplicate = await insertOrganization(db.pool, { name: 'Eigene Firma AG' });
      await insertJob(db.pool, { organizationId: siteDuplicate, sites: ['default'] });
      expect(await merge().execute({ keptId: own, duplicateId: siteDuplicate, confirmed: true }, asSiteAdmin())).toEqual({
        ok: true,
        value: undefined,
      });
    });
  });
});
