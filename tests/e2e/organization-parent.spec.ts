import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoSession } from './accessibility-support';
import { e2eDatabase } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

// The machine running the journeys may be busy: these steps each post a form and load a page.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const { origin } = SITES.default;
const ADMIN = 'admin@demo.jobboard.test';
const RECRUITER = 'recruiter@demo.jobboard.test';
const NAMES = { neckar: 'Neckar Software GmbH', datenwerk: 'Datenwerk Karlsruhe GmbH', breisgau: 'Breisgau Digital AG' } as const;
let slugs: Record<keyof typeof NAMES, string>;

async function withDatabase<T>(work: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const parentOf = (name: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ parent: string | null }>(
      'select p.name as parent from organizations o left join organizations p on p.id = o.parent_id where o.name = $1',
      [name],
    );
    return rows[0]?.parent ?? null;
  });

/** The journey starts with the three demo organizations standing alone. */
const clearParents = () =>
  withDatabase((db) => db.query('update organizations set parent_id = null where name = any($1)', [Object.values(NAMES)]));

/** Their parents as the demo seeded them (Neckar above the other two), given back at the end for later journeys. */
let seededParents: ReadonlyArray<{ id: string; parent_id: string | null }> = [];

test.beforeAll(async () => {
  seededParents = await withDatabase(
    async (db) =>
      (
        await db.query<{ id: string; parent_id: string | null }>(
          'select id::text, parent_id::text from organizations where name = any($1)',
          [Object.values(NAMES)],
        )
      ).rows,
  );
  await clearParents();
  slugs = await withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string; slug: string }>('select name, slug from organizations where name = any($1)', [
      Object.values(NAMES),
    ]);
    const slugOf = (name: string) => rows.find((r) => r.name === name)!.slug;
    return { neckar: slugOf(NAMES.neckar), datenwerk: slugOf(NAMES.datenwerk), breisgau: slugOf(NAMES.breisgau) };
  });
});
test.afterAll(() =>
  withDatabase(async (db) => {
    await clearParents();
    for (const { id, parent_id } of seededParents) await db.query('update organizations set parent_id = $2 where id = $1', [id, parent_id]);
  }),
);

async function signedIn(browser: Browser, email: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' });
  const token = await withDatabase((db) => demoSession(db, email));
  await context.addCookies([sessionCookieFor(token, origin)]);
  return context.newPage();
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('staff choose a parent from the suggestions while typing; both profiles show the link', async ({ browser }) => {
  const page = await signedIn(browser, ADMIN, true);
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/organization/${slugs.datenwerk}/edit`);
  await hydrated(page);
  const picker = page.locator('#organization-parent');
  await expect(picker).toContainText('Diese Organisation hat keine übergeordnete Organisation.');

  await picker.getByRole('combobox', { name: 'Organisationen nach Namen suchen' }).fill('neckar soft');
  await page.getByRole('option', { name: 'Neckar Software GmbH · Stuttgart' }).click();
  await expect(picker.getByTestId('organization-parent-chosen')).toContainText('Gewählt: Neckar Software GmbH');
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Als übergeordnete Organisation festlegen' }).click();

  await expect(page).toHaveURL(/parentNotice=set/);
  await expect(picker.getByRole('status')).toHaveText('Die übergeordnete Organisation wurde gespeichert.');
  await expect(picker.getByTestId('organization-parent-current')).toContainText('Gehört zu Neckar Software GmbH');
  expect(await parentOf(NAMES.datenwerk)).toBe(NAMES.neckar);

  await page.goto(`${origin}/organization/${slugs.neckar}`);
  await hydrated(page);
  const children = page.getByRole('region', { name: 'Unsere Tochterunternehmen und Standorte' });
  await expect(children.getByRole('link', { name: NAMES.datenwerk })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${origin}/organization/${slugs.datenwerk}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: NAMES.neckar })).toHaveAttribute('href', `/organization/${slugs.neckar}`);
  await expectNoProblems(watch);
  await page.context().close();
});

test('without JavaScript: search, choose from the list; what would close a cycle is never offered, and a stale choice is refused', async ({
  browser,
}) => {
  const page = await signedIn(browser, ADMIN, false);
  const picker = page.locator('#organization-parent');
  const search = async (term: string) => {
    await picker.getByLabel('Organisationen nach Namen suchen').fill(term);
    await picker.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`parentSearch=${encodeURIComponent(term)}`));
  };
  await page.goto(`${origin}/organization/${slugs.neckar}/edit`);

  // Datenwerk stands below Neckar (the journey before): it is not offered as Neckar's parent.
  await search('Datenwerk');
  await expect(picker).toContainText('Keine Organisation, die Sie wählen dürfen, passt zu „Datenwerk“.');

  // Sending without a choice names what is missing.
  await search('Breisgau');
  const offers = picker.getByRole('group', { name: 'Übergeordnete Organisation wählen' });
  await expect(offers.getByRole('radio')).toHaveCount(1);
  await picker.getByRole('button', { name: 'Als übergeordnete Organisation festlegen' }).click();
  await expect(page).toHaveURL(/parentError=REQUIRED/);
  await expect(picker.getByTestId('organization-parent-error')).toHaveText('Bitte wählen Sie zuerst eine Organisation.');

  // Meanwhile somebody places Breisgau below Datenwerk: the offer on the page has become a cycle.
  await withDatabase((db) =>
    db.query('update organizations set parent_id = (select id from organizations where name = $1) where name = $2', [
      NAMES.datenwerk,
      NAMES.breisgau,
    ]),
  );
  await offers.getByRole('radio', { name: 'Breisgau Digital AG · Freiburg im Breisgau' }).check();
  await picker.getByRole('button', { name: 'Als übergeordnete Organisation festlegen' }).click();
  await expect(page).toHaveURL(/parentError=CYCLE/);
  await expect(picker.getByTestId('organization-parent-error')).toContainText(
    'Mit dieser Wahl wäre die Organisation sich selbst übergeordnet.',
  );
  // The search comes back with the refusal; nothing was written.
  await expect(picker.getByLabel('Organisationen nach Namen suchen')).toHaveValue('Breisgau');
  expect(await parentOf(NAMES.neckar)).toBeNull();

  // Taking the parent away again, on Datenwerk's page.
  await page.goto(`${origin}/organization/${slugs.datenwerk}/edit`);
  await picker.getByRole('button', { name: 'Übergeordnete Organisation entfernen' }).click();
  await expect(page).toHaveURL(/parentNotice=cleared/);
  await expect(picker).toContainText('Die Organisation hat keine übergeordnete Organisation mehr.');
  expect(await parentOf(NAMES.datenwerk)).toBeNull();
  await page.context().close();

  // The same page as a visitor without JavaScript gets it, checked by axe (which needs a script of its own).
  const scripted = await signedIn(browser, ADMIN, true);
  await scripted.route(/\.(m?js)(\?.*)?$/, (route) => route.abort());
  await scripted.goto(`${origin}/organization/${slugs.neckar}/edit?parentSearch=Breisgau`);
  await expect(scripted.locator('#organization-parent').getByRole('radio')).toHaveCount(1);
  await expectAccessible(scripted);
  await scripted.context().close();
});

test('an owner is offered only organizations they may edit', async ({ browser }) => {
  const page = await signedIn(browser, RECRUITER, false);
  await page.goto(`${origin}/organization/${slugs.neckar}/edit?parentSearch=GmbH`);
  const picker = page.locator('#organization-parent');
  // The demo recruiter owns Neckar Software alone, and an organization is never its own parent.
  await expect(picker).toContainText('Keine Organisation, die Sie wählen dürfen, passt zu „GmbH“.');
  await expect(picker.getByRole('radio')).toHaveCount(0);
  await page.context().close();
});
