import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, demoSession, expectAccessible } from './accessibility-support';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * The console's organizations pages as staff meet them: an administrator finds an organization by name
 * (accents aside), reads its number, opens another one, places it under the first with the plain form,
 * sees the notice and "Gehört zu …" on the public organization page, and takes it out again; a site_admin
 * of a site neither organization is on finds neither in the list, gets the not-found page for its
 * console page and NOT_FOUND over the API, and changes nothing. axe on the console's pages.
 */

test.use({ locale: 'de-DE' });
// Several console pages with axe and two form posts on a machine shared with other journeys.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const { origin } = SITES.default;
const ADMIN = 'admin@demo.jobboard.test';
/** Both demo organizations have jobs on the default, south-west and apprenticeship boards, none on mainfranken. */
const CHILD = 'Kaufhaus Lindner';
const PARENT = 'Baumarkt Krämer GmbH';
const OTHER_SITE = 'mainfranken';

let ids: { child: string; parent: string };
let childSlug: string;

async function withDatabase<T>(work: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The journey starts and ends with both organizations standing alone. */
const clearParent = () => withDatabase((db) => db.query('update organizations set parent_id = null where name = $1', [CHILD]));

test.beforeAll(async () => {
  await clearParent();
  const rows = await withDatabase(
    async (db) =>
      (
        await db.query<{ id: string; name: string; slug: string; sites: string[] }>(
          `select o.id::text, o.name, o.slug,
                  array(select s.site from job_sites s join jobs j on j.id = s.job_id where j.organization_id = o.id
                        union select f.site from featured_organizations f where f.organization_id = o.id) as sites
           from organizations o where o.name = any($1)`,
          [[CHILD, PARENT]],
        )
      ).rows,
  );
  const child = rows.find((r) => r.name === CHILD);
  const parent = rows.find((r) => r.name === PARENT);
  if (!child || !parent) throw new Error(`demo organizations ${CHILD} and ${PARENT} are missing`);
  // The refusal below holds only while neither is on the other site admin's site.
  expect([...child.sites, ...parent.sites]).not.toContain(OTHER_SITE);
  ids = { child: child.id, parent: parent.id };
  childSlug = child.slug;
});
test.afterAll(clearParent);

/** axe once the page has settled (the progress bar of a navigation gone). */
async function settledAndAccessible(page: Page, what: string): Promise<void> {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectAccessible(page, what);
}

/** Searches the console's organization list with its plain GET form. */
async function searchOrganizations(page: Page, text: string): Promise<void> {
  await page.getByLabel('Name oder Organisationsnummer').fill(text);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replaceAll('%20', '(\\+|%20)')}`));
  await hydrated(page);
}

test('an administrator finds an organization, places it under another and sees it on the public page', async ({ page, context }) => {
  const watch = watchPage(page, origin);
  await context.addCookies([sessionCookieFor(await withDatabase((db) => demoSession(db, ADMIN)), origin)]);

  await page.goto(`${origin}/admin`);
  await hydrated(page);
  await page.getByTestId('console-nav').getByRole('link', { name: 'Organisationen' }).click();
  await expect(page).toHaveURL(`${origin}/admin/organizations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisationen' })).toBeVisible();
  await hydrated(page);
  await settledAndAccessible(page, 'the console’s organizations');

  // Typed without its umlaut, the parent is found all the same; its row gives the number the form asks for.
  await searchOrganizations(page, 'baumarkt kramer');
  const parentRow = page.getByTestId('staff-organization-row');
  await expect(parentRow).toHaveCount(1);
  await expect(parentRow).toContainText(PARENT);
  await expect(parentRow).toContainText(`Nr. ${ids.parent}`);
  await expect(page.getByTestId('organizations-total')).toHaveText('1 Organisation');

  await searchOrganizations(page, 'Lindner');
  const childRow = page.getByTestId('staff-organization-row').filter({ hasText: CHILD });
  await expect(childRow).toContainText('default');
  await childRow.getByRole('link', { name: CHILD }).click();
  await expect(page).toHaveURL(`${origin}/admin/organizations/${ids.child}`);
  await expect(page.getByRole('heading', { level: 1, name: CHILD })).toBeVisible();
  await expect(page.getByText('Keine übergeordnete Organisation.')).toBeVisible();
  await hydrated(page);
  await settledAndAccessible(page, 'an organization in the console');

  await page.getByLabel('Nummer der übergeordneten Organisation').fill(ids.parent);
  await page.getByTestId('staff-organization-set-parent').click();
  await expect(page).toHaveURL(`${origin}/admin/organizations/${ids.child}?notice=set-parent`);
  await expect(page.getByTestId('staff-organization-notice')).toHaveText('Die übergeordnete Organisation ist festgelegt.');
  await expect(page.getByTestId('staff-organization-parent-name')).toHaveText(PARENT);
  await hydrated(page);

  // The public page says whom the organization belongs to, linking there.
  await page.getByRole('link', { name: 'Öffentliches Profil ansehen' }).click();
  await expect(page).toHaveURL(`${origin}/organization/${childSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: CHILD })).toBeVisible();
  const partOf = page.getByText('Gehört zu');
  await expect(partOf).toBeVisible();
  await expect(partOf.getByRole('link', { name: PARENT })).toHaveAttribute('href', /\/organization\/baumarkt-kr/);

  // And it is taken out again the same way.
  await page.goto(`${origin}/admin/organizations/${ids.child}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Übergeordnete entfernen' }).click();
  await expect(page).toHaveURL(`${origin}/admin/organizations/${ids.child}?notice=clear-parent`);
  await expect(page.getByTestId('staff-organization-notice')).toHaveText('Die übergeordnete Organisation ist entfernt.');
  await expect(page.getByText('Keine übergeordnete Organisation.')).toBeVisible();
  await page.goto(`${origin}/organization/${childSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: CHILD })).toBeVisible();
  await expect(page.getByText('Gehört zu')).toHaveCount(0);
  await expectNoProblems(watch);
});

test('a site_admin of another site finds neither organization and gets the not-found page and NOT_FOUND for it', async ({
  browser,
  request,
}) => {
  const { token } = await withDatabase(async (db) => {
    const email = `siteadmin.${Date.now().toString(36)}@example.test`;
    const { rows } = await db.query<{ id: string }>(
      `insert into users (email, first_name, last_name, email_verified, approved) values ($1, 'Mara', 'Franke', true, true) returning id::text`,
      [email],
    );
    await db.query(`insert into user_roles (user_id, role, target_id) values ($1, 'site_admin', $2)`, [rows[0]!.id, OTHER_SITE]);
    await acceptTerms(db, rows[0]!.id, email);
    return sessionFor(db, email);
  });
  const context = await browser.newContext({ locale: 'de-DE' });
  await context.addCookies([sessionCookieFor(token, origin)]);
  const page = await context.newPage();

  // The section is theirs (for their site's organizations), so the list opens, without these two.
  await page.goto(`${origin}/admin/organizations?q=Lindner`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisationen' })).toBeVisible();
  await expect(page.getByText('Keine Organisation gefunden.')).toBeVisible();
  await expect(page.getByTestId('staff-organization-row')).toHaveCount(0);

  // Another site's organization is answered as if it did not exist.
  expect((await page.goto(`${origin}/admin/organizations/${ids.child}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: CHILD })).toHaveCount(0);
  await expect(page.getByTestId('staff-organization-notice')).toHaveCount(0);
  await context.close();

  const graphql = async (query: string, variables: Record<string, unknown>) =>
    (
      await request.post(`${origin}/graphql`, {
        headers: { 'content-type': 'application/json', 'x-frontend': 'default', authorization: `Bearer ${token}` },
        data: { query, variables },
      })
    ).json();
  const read = await graphql('query ($id: ID!) { staffOrganization(id: $id) { errors organization { id } } }', { id: ids.child });
  expect(read.data.staffOrganization).toEqual({ errors: ['NOT_FOUND'], organization: null });
  const write = await graphql(
    'mutation ($id: ID!, $parent: ID) { setStaffOrganizationParent(organizationId: $id, parentId: $parent) { errors } }',
    { id: ids.child, parent: ids.parent },
  );
  expect(write.data.setStaffOrganizationParent.errors).toEqual(['NOT_FOUND']);
  const parent = await withDatabase(
    async (db) =>
      (await db.query<{ parent_id: string | null }>('select parent_id::text from organizations where id = $1', [ids.child])).rows[0],
  );
  expect(parent?.parent_id).toBeNull();
});
