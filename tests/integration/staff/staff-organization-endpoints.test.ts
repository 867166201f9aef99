import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { handleStaffOrganizationsApi } from '../../../src/ui/server/staff/staff-organization-endpoints.server';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The organizations section's list, page and forms through the board, the platform API and PostgreSQL. */
describe('the staff console’s organizations: board and form endpoints', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let admin: string;
  let siteAdmin: string;
  let editor: string;
  let kept: string;
  let group: string;
  let elsewhere: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await insertUser(db.pool, { email: 'chefin@example.test', roles: [['administrator', null]] });
    await insertUser(db.pool, { email: 'seite@example.test', roles: [['site_admin', 'default']] });
    await insertUser(db.pool, { email: 'redaktion@example.test', roles: [['job_editor', null]] });
    kept = await insertOrganization(db.pool, { name: 'Gärtnerei Sonnenhang' });
    group = await insertOrganization(db.pool, { name: 'Grüne Gruppe' });
    elsewhere = await insertOrganization(db.pool, { name: 'Karriere Werkstatt' });
    await insertJob(db.pool, { organizationId: kept, sites: ['default'] });
    await insertJob(db.pool, { organizationId: group, sites: ['default'] });
    await insertJob(db.pool, { organizationId: elsewhere, sites: ['karriere'] });
    admin = (await signIn(db.pool, 'chefin@example.test')).token;
    siteAdmin = (await signIn(db.pool, 'seite@example.test')).token;
    editor = (await signIn(db.pool, 'redaktion@example.test')).token;
    filesDir = await mkdtemp(join(tmpdir(), 'staff-organizations-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  const post = (action: string, fields: Record<string, string>, options: { session?: string; csrf?: boolean }) =>
    handleStaffOrganizationsApi(formPost(board, `/api/staff-organizations/${action}`, { locale: 'de', ...fields }, options), action, board);
  const landing = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');
  const as = (token: string) => ({ site: 'default', locale: 'de' as const, token });
  const logged = async () => Number((await db.pool.query<{ n: string }>('select count(*)::text as n from staff_actions')).rows[0]!.n);

  it('lists through the board what the staff member may see, 20 a page; a job editor is refused', async () => {
    const all = await board.staffOrganizations.search({ text: '', offset: 0, limit: 20 }, as(admin));
    expect(all.organizations.map((o) => o.name)).toEqual(['Gärtnerei Sonnenhang', 'Grüne Gruppe', 'Karriere Werkstatt']);
    const own = await board.staffOrganizations.search({ text: '', offset: 0, limit: 20 }, as(siteAdmin));
    expect(own).toMatchObject({ total: 2, errors: [] });
    expect((await board.staffOrganizations.find(elsewhere, as(siteAdmin))).errors).toEqual(['NOT_FOUND']);
    expect((await board.staffOrganizations.search({ text: '', offset: 0, limit: 20 }, as(editor))).errors).toEqual(['FORBIDDEN']);
  });

  it('features with the plain form; a fifth on a site comes back refused with the site typed', async () => {
    const featured = landing(await post('feature', { organizationId: kept, siteKey: 'default' }, { session: siteAdmin }));
    expect(featured.pathname).toBe(`/admin/organizations/${kept}`);
    expect(featured.searchParams.get('notice')).toBe('feature');
    const page = await board.staffOrganizations.find(kept, as(siteAdmin));
    expect(page.organization).toMatchObject({ featuredOn: ['default'], jobs: 1 });

    for (let n = 0; n < 3; n += 1) {
      const other = await insertOrganization(db.pool, { name: `Vorzeige ${n}` });
      await insertJob(db.pool, { organizationId: other, sites: ['default'] });
      expect(
        landing(await post('feature', { organizationId: other, siteKey: 'default' }, { session: admin })).searchParams.get('notice'),
      ).toBe('feature');
    }
    const before = await logged();
    const refused = landing(await post('feature', { organizationId: group, siteKey: 'default' }, { session: siteAdmin }));
    expect(Object.fromEntries(refused.searchParams)).toEqual({ error: 'FEATURED_LIMIT', site: 'default' });
    expect(await logged()).toBe(before);
    expect(
      landing(await post('unfeature', { organizationId: kept, siteKey: 'default' }, { session: siteAdmin })).searchParams.get('notice'),
    ).toBe('unfeature');
  });

  it('sets and clears the parent; refusals come back with the number typed; no token or a job editor writes nothing', async () => {
    const set = landing(await post('set-parent', { organizationId: kept, parentId: group }, { session: siteAdmin }));
    expect(set.searchParams.get('notice')).toBe('set-parent');
    expect((await board.staffOrganizations.find(kept, as(admin))).organization?.parent).toMatchObject({ id: group, name: 'Grüne Gruppe' });
    const cycle = landing(await post('set-parent', { organizationId: group, parentId: kept }, { session: admin }));
    expect(Object.fromEntries(cycle.searchParams)).toEqual({ error: 'CYCLE', parent: kept });
    const own = landing(await post('set-parent', { organizationId: group, parentId: group }, { session: admin }));
    expect(own.searchParams.get('error')).toBe('OWN_PARENT');
    const typo = landing(await post('set-parent', { organizationId: group, parentId: 'abc' }, { session: admin }));
    expect(Object.fromEntries(typo.searchParams)).toEqual({ error: 'PARENT_NOT_FOUND', parent: 'abc' });
    const foreign = landing(await post('set-parent', { organizationId: group, parentId: elsewhere }, { session: siteAdmin }));
    expect(foreign.searchParams.get('error')).toBe('PARENT_NOT_FOUND');

    const before = await logged();
    expect(landing(await post('clear-parent', { organizationId: kept }, { session: admin, csrf: false })).searchParams.get('error')).toBe(
      'CSRF',
    );
    expect(landing(await post('clear-parent', { organizationId: kept }, { session: editor })).searchParams.get('error')).toBe('FORBIDDEN');
    expect(await logged()).toBe(before);
    expect(landing(await post('clear-parent', { organizationId: kept }, { session: admin })).searchParams.get('notice')).toBe(
      'clear-parent',
    );
    expect((await board.staffOrganizations.find(kept, as(admin))).organization?.parent).toBeNull();
  });

  it('merges a duplicate once confirmed and lands on the kept organization’s page', async () => {
    const duplicate = await insertOrganization(db.pool, { name: 'Gärtnerei Sonnenhang GbR' });
    await insertJob(db.pool, { organizationId: duplicate, sites: ['default'] });
    const unconfirmed = landing(await post('merge', { organizationId: kept, duplicateId: duplicate }, { session: siteAdmin }));
    expect(Object.fromEntries(unconfirmed.searchParams)).toEqual({ error: 'CONFIRM_REQUIRED', duplicate });
    const foreign = landing(await post('merge', { organizationId: kept, duplicateId: elsewhere, confirmed: 'on' }, { session: siteAdmin }));
    expect(foreign.searchParams.get('error')).toBe('DUPLICATE_NOT_FOUND');
    const merged = landing(await post('merge', { organizationId: kept, duplicateId: duplicate, confirmed: 'on' }, { session: siteAdmin }));
    expect(merged.pathname).toBe(`/admin/organizations/${kept}`);
    expect(merged.searchParams.get('notice')).toBe('merge');
    expect((await board.staffOrganizations.find(kept, as(admin))).organization?.jobs).toBe(2);
    expect((await board.staffOrganizations.find(duplicate, as(admin))).errors).toEqual(['NOT_FOUND']);
  });
});
