import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * Job import as staff meet it: an administrator sets up an importer against a feed this test serves,
 * runs it, finds the imported job in the search and the refused job (no title) in the import log, then
 * deletes the importer, which takes its job offline again (the demo data stays as it was). axe on each page.
 */

const origin = SITES.default.origin;
const db = e2eDatabase();
const key = Date.now().toString(36);
const title = `Importkoordinatorin ${key}`;
let server: Server;
let feedUrl: string;

const feed = `<?xml version="1.0" encoding="UTF-8"?>
<source>
  <job><title><![CDATA[${title}]]></title><referencenumber>E2E-1</referencenumber><url>https://ats.example/jobs/1</url>
    <city>Stuttgart</city><country>DE</country><description><![CDATA[<p>Sie koordinieren unsere Importe.</p>]]></description></job>
  <job><title></title><referencenumber>E2E-2</referencenumber><url>https://ats.example/jobs/2</url>
    <city>Stuttgart</city><country>DE</country><description><![CDATA[<p>Ohne Titel.</p>]]></description></job>
</source>`;

test.beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(feed));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
});

test.afterAll(async () => {
  server.close();
  await db.end();
});

async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('staff set up an importer, run it, find the imported job in search and the refused one in the log', async ({ page, context }) => {
  test.setTimeout(180_000);
  const watch = watchPage(page, origin);
  const { rows } = await db.query<{ id: string; name: string }>('select id::text, name from organizations order by id limit 1');
  const organization = rows[0]!;
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);

  await page.goto(`${origin}/admin/importers`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Stellenimporte' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Import einrichten' }).click();
  await hydrated(page);
  await expectAccessible(page);

  // A refused form comes back with what was typed and the problem on its field.
  await page.getByLabel('Name').fill(`E2E ${key}`);
  await page.getByLabel('Organisation').selectOption(organization.id);
  await page.getByLabel('Feed-Adresse').fill('ftp://nicht-http.example/feed');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine http- oder https-Adresse ein.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(`E2E ${key}`);
  // The refused form is a new page: typing into it before it hydrates could race the hydration.
  await hydrated(page);
  await page.getByLabel('Feed-Adresse').fill(feedUrl);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Import wurde gespeichert.')).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Jetzt ausführen' }).click();
  await expect(page.getByText('Der Import läuft innerhalb der nächsten Minute.')).toBeVisible();

  // The workers' scheduler runs it within seconds; the log shows the run and the job without a title.
  await expect(async () => {
    await page.reload();
    // The importer's first run may come before "run now" does: either run that created the job counts.
    // The run's own summary line: the row's text runs its time ("17:20") into the counts.
    await expect(page.getByTestId('import-run').getByText(/^1 neu,/)).toHaveCount(1, { timeout: 1_000 });
  })
    .toPass({ timeout: 45_000 })
    .catch(async (error: Error) => {
      // Says why: the importer's scheduler state and the runs stored, if any.
      const { rows: state } = await db.query(
        `select i.next_run_at, i.claimed_until, i.failed_runs, r.outcome, r.created, r.refused, r.error
           from job_importers i left join job_import_runs r on r.importer_id = i.id where i.name = $1`,
        [`E2E ${key}`],
      );
      throw new Error(`${error.message}\nimporter and runs: ${JSON.stringify(state)}`);
    });
  await expect(page.getByTestId('import-refusal').first()).toContainText('E2E-2: die Stelle hat keinen Titel');
  await hydrated(page);
  await expectAccessible(page);

  await page.goto(`${origin}/jobs?search=Importkoordinatorin`);
  await hydrated(page);
  await expect(page.getByText(title).first()).toBeVisible();

  // Deleting the importer takes its job offline: the demo data is as it was.
  await page.goto(`${origin}/admin/importers`);
  await hydrated(page);
  await page.getByRole('link', { name: `E2E ${key}` }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Import löschen' }).click();
  await expect(page.getByText('Der Import wurde gelöscht; seine Stellen sind offline.')).toBeVisible();
  const { rows: left } = await db.query(`select 1 from jobs where title = $1 and state = 'published'`, [title]);
  expect(left).toEqual([]);
  await expectNoProblems(watch);
});
