import { expect, test } from '@playwright/test';
import { e2eDatabase } from './database';
import { SITES, expectNoProblems, watchPage, hydrated } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;

test('job page → its organization: profile, facts, presentation and its jobs; hydrated without errors', async ({ page }) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await page.locator('main a[href^="/job/"]').first().click();
  await expect(page).toHaveURL(/\/job\/[a-z0-9-]+$/);
  const employer = page.locator('main a[href^="/organization/"]').first();
  const name = (await employer.innerText()).trim();
  await employer.click();

  await expect(page).toHaveURL(/\/organization\/[a-z0-9-]+$/);
  await expect(page.locator('h1')).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/organization\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Über uns' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Das bieten wir' })).toBeVisible();
  const jobsHeading = page.locator('#organization-jobs');
  await expect(jobsHeading).toContainText(`bei ${name}`);
  await expect(page.locator('main li a[href^="/job/"]').first()).toBeVisible();
  await expectNoProblems(watch);
});

test('an organization shows its children, a child its parent', async ({ page }) => {
  const response = await page.goto(`${origin}/organization/neckar-software-gmbh`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByText('Auch bekannt als NeckarSoft')).toBeVisible();
  const children = page.getByRole('region', { name: 'Unsere Tochterunternehmen und Standorte' });
  await expect(children.getByRole('link')).toHaveText(['Breisgau Digital AG', 'Datenwerk Karlsruhe GmbH']);
  await children.getByRole('link', { name: 'Datenwerk Karlsruhe GmbH' }).click();
  await expect(page).toHaveURL(`${origin}/organization/datenwerk-karlsruhe-gmbh`);
  await expect(page.getByText('Gehört zu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neckar Software GmbH' })).toHaveAttribute('href', '/organization/neckar-software-gmbh');
});

test('an organization with more than 10 jobs on the site pages them by 10', async ({ page }) => {
  const db = e2eDatabase();
  const { rows } = await db
    .query<{ slug: string; total: number }>(
      `select o.slug, count(*)::int as total
       from jobs j join job_sites js on js.job_id = j.id and js.site = 'default' join organizations o on o.id = j.organization_id
       where j.state = 'published' and (j.expires_at is null or j.expires_at > now())
       group by o.slug having count(*) > 10 order by count(*) desc limit 1`,
    )
    .finally(() => db.end());
  expect(rows, 'the demo seed has an organization with more than 10 jobs on the default site').toHaveLength(1);
  const { slug, total } = rows[0]!;
  await page.goto(`${origin}/organization/${slug}`);
  await hydrated(page);
  await expect(page.locator('#organization-jobs')).toContainText(`${total} Stellenangebote`);
  const jobs = page.locator('section[aria-labelledby="organization-jobs"] > ul > li');
  await expect(jobs).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Seiten der Stellenangebote' }).getByRole('link', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(`${origin}/organization/${slug}?page=2`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/organization/${slug}\\?page=2$`));
  await expect(jobs).toHaveCount(Math.min(10, total - 10));
});

test('unknown organizations are a localized 404; upper case is forced to lower case', async ({ page, request }) => {
  const missing = await page.goto(`${origin}/organization/gibt-es-nicht`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Arbeitgeber nicht gefunden');
  const upper = await request.get(`${origin}/organization/Neckar-Software-GmbH`, { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe('/organization/neckar-software-gmbh');
});

test('a landing page at its own path and through /router, with its call to action into the search', async ({ page }) => {
  const own = await page.goto(`${origin}/pflegejobs`);
  expect(own?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Jobs in der Pflege');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/www\.[^/]+\/pflegejobs$/);
  const cta = page.getByRole('link', { name: 'Passende Jobs anzeigen' });
  await expect(cta).toHaveAttribute('href', '/jobs?search=Pflege');

  const routed = await page.goto(`${origin}/router?router=${encodeURIComponent('/pflegejobs')}`);
  expect(routed?.status()).toBe(200);
  await expect(page).toHaveURL(/\/router\?router=/);
  await expect(page.locator('h1')).toHaveText('Jobs in der Pflege');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const viaRouter = await page.goto(`${origin}/router?router=${encodeURIComponent('/organization/neckar-software-gmbh')}`);
  expect(viaRouter?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Neckar Software GmbH');

  const unknown = await page.goto(`${origin}/gibt-es-nicht`);
  expect(unknown?.status()).toBe(404);
});

test('a landing page in English on the multi-locale site', async ({ page }) => {
  const { origin: suedwest } = SITES.suedwest;
  await page.goto(`${suedwest}/en/jobs-in-stuttgart`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.locator('h1')).toHaveText('Jobs in Stuttgart');
  await expect(page.getByRole('link', { name: 'Show matching jobs' })).toHaveAttribute('href', '/en/jobs?geo_location=Stuttgart&radius=25');
  const german = await page.goto(`${suedwest}/de/emplois-a-stuttgart`);
  expect(german?.status()).toBe(404);
});

test('sitemaps list organizations and landing pages', async ({ request }) => {
  const index = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(index).toContain('<loc>https://www.jobs-regional.de/organizations/sitemap.xml</loc>');
  expect(index).toContain('<loc>https://www.jobs-regional.de/landing/sitemap.xml</loc>');
  const landing = await request.get(`${origin}/landing/sitemap.xml`);
  expect(landing.status()).toBe(200);
  expect(landing.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await landing.text()).toContain('<loc>https://www.jobs-regional.de/pflegejobs</loc>');
  const organizations = await (await request.get(`${origin}/organizations/sitemap.xml`)).text();
  expect(organizations).toMatch(/<loc>https:\/\/www\.jobs-regional\.de\/organization\/[a-z0-9-]+<\/loc>/);
  const fr = await (await request.get(`${SITES.suedwest.origin}/sitemap.xml`)).text();
  expect(fr).toContain('<loc>https://www.jobs-suedwest.de/fr/landing/sitemap.xml</loc>');
});
