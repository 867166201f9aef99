import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

test.use({ locale: 'de-DE' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { origin } = SITES.default;
/** A demo organization no other journey fills lists of. */
const SLUG = 'datenwerk-karlsruhe-gmbh';
/** An alias path the journey gives it (the way a staff member would for a campaign). */
const ALIAS = '/karriere-bei-datenwerk';

async function withDatabase<T>(run: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

async function clean(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`delete from path_aliases where path = $1`, [ALIAS]);
    await db.query(`update organizations set company_email = null, company_phone = null where slug = $1`, [SLUG]);
    for (const table of ['organization_faqs', 'organization_contact_persons'])
      await db.query(`delete from ${table} where organization_id = (select id from organizations where slug = $1)`, [SLUG]);
  });
}

test.beforeAll(async () => {
  await clean();
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>('select id from organizations where slug = $1', [SLUG]);
    const id = rows[0]!.id;
    await db.query(
      `insert into path_aliases (site, language, path, target_type, target_id) values (null, 'de', $1, 'OrganizationProfile', $2)`,
      [ALIAS, id],
    );
    await db.query(
      `insert into organization_faqs (organization_id, position, question, answer) values ($1, 1, 'Gibt es Homeoffice?', 'Ja, bis zu drei Tage die Woche.')`,
      [id],
    );
    await db.query(
      `insert into organization_contact_persons (organization_id, position, salutation, first_name, last_name, job_title)
       values ($1, 1, 'ms', 'Katrin', 'Vogel', 'Recruiting')`,
      [id],
    );
  });
});
test.afterAll(clean);

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

async function structuredData(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

test('an organization under an alias path shows its FAQ and contact persons, like at its own address', async ({ page }) => {
  const watch = watchPage(page, origin);
  const response = await page.goto(`${origin}${ALIAS}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Datenwerk Karlsruhe GmbH');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/organization\/datenwerk-karlsruhe-gmbh$/);
  const faq = page.getByRole('region', { name: 'Häufige Fragen' });
  await expect(faq).toContainText('Gibt es Homeoffice?');
  await faq.getByRole('button', { name: 'Gibt es Homeoffice?' }).click();
  await expect(faq.getByText('Ja, bis zu drei Tage die Woche.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ansprechpersonen' }).getByTestId('contact-person')).toContainText('Katrin Vogel');
  await expectAccessible(page);

  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Häufige Fragen' })).toContainText('Gibt es Homeoffice?');
  await expectNoProblems(watch);
});

test('the organization page describes itself as JSON-LD and offers share links to the canonical address, without scripts of the networks', async ({
  page,
}) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}${ALIAS}`);
  await hydrated(page);
  const data = await structuredData(page);
  expect(data['@type']).toBe('Organization');
  expect(data.name).toBe('Datenwerk Karlsruhe GmbH');
  expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: expect.any(String) });

  const share = page.getByRole('navigation', { name: 'Arbeitgeber teilen' });
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/organization\/datenwerk-karlsruhe-gmbh$/);
  await expect(share.getByRole('link', { name: 'Per E-Mail teilen' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent('Datenwerk Karlsruhe GmbH')}&body=${encodeURIComponent(canonical!)}`,
  );
  for (const channel of ['facebook', 'linkedin', 'twitter', 'whatsapp', 'xing', 'bluesky'])
    await expect(share.locator(`a[data-share="${channel}"]`)).toHaveAttribute('href', new RegExp(encodeURIComponent(canonical!)));
  await expectAccessible(page);
  // watchPage fails on any request to another host: the share links load nothing until clicked.
  await expectNoProblems(watch);
});

test('without JavaScript the alias path shows the same lists and share links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${origin}${ALIAS}`);
  await expect(page.getByRole('region', { name: 'Häufige Fragen' })).toContainText('Gibt es Homeoffice?');
  await expect(page.getByRole('region', { name: 'Ansprechpersonen' })).toContainText('Katrin Vogel');
  await expect(page.getByRole('navigation', { name: 'Arbeitgeber teilen' }).getByRole('link')).toHaveCount(7);
  expect((await structuredData(page)).name).toBe('Datenwerk Karlsruhe GmbH');
  await context.close();
});

test('staff set the company e-mail and phone: a bad address is named in the form, the saved ones are on the page and in the JSON-LD', async ({
  page,
  context,
}) => {
  const watch = watchPage(page, origin);
  const { token } = await withDatabase((db) => sessionFor(db, 'admin@demo.jobboard.test'));
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  await hydrated(page);
  const form = page.locator('form[data-form="organization-profile"]');
  await expect(form.getByTestId('rich-text-editor')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const email = form.getByLabel('E-Mail-Adresse des Unternehmens');
  const phone = form.getByLabel('Telefonnummer des Unternehmens');
  await email.fill('jobs at datenwerk');
  await phone.fill('0721 / 987 654');
  await form.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(form).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. jobs@beispiel.de.');
  await expect(email).toHaveValue('jobs at datenwerk');
  await email.fill('jobs@datenwerk.example');
  await form.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByTestId('profile-saved')).toContainText('Das Profil wurde gespeichert.');
  await expectAccessible(page);

  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);
  const contact = page.getByRole('group', { name: 'Kontakt zum Unternehmen' });
  await expect(contact.getByRole('link', { name: 'E-Mail: jobs@datenwerk.example' })).toHaveAttribute(
    'href',
    'mailto:jobs@datenwerk.example',
  );
  await expect(contact.getByRole('link', { name: 'Telefon: 0721 / 987 654' })).toHaveAttribute('href', 'tel:0721987654');
  const data = await structuredData(page);
  expect(data).toMatchObject({ email: 'jobs@datenwerk.example', telephone: '0721 / 987 654' });
  await expectAccessible(page);
  await expectNoProblems(watch);
});

test('the home page has the featured employers in its server-rendered HTML: there without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  const featured = await withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string }>(
      `select o.name from featured_organizations f join organizations o on o.id = f.organization_id
       where f.site = 'default' and o.published order by f.position limit 4`,
    );
    return rows.map((r) => r.name);
  });
  expect(featured.length, 'the demo seed features organizations on the default site').toBeGreaterThan(0);
  await page.goto(`${origin}/`);
  const block = page.getByTestId('featured-organizations');
  await expect(block.getByRole('heading', { name: 'Empfohlene Arbeitgeber' })).toBeVisible();
  await expect(block.getByTestId('directory-card')).toHaveCount(featured.length);
  for (const name of featured) await expect(block).toContainText(name);
  await context.close();
});
