import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { SITES, expectNoProblems, watchPage, hydrated } from './support';

test.use({ locale: 'de-DE' });

const SW = SITES.suedwest;
const DEFAULT = SITES.default;

/**
 * Jobs are picked from the journey's database by what the test needs (a file job, an expired job …),
 * so the journeys do not depend on which demo job got which values.
 */
const db = new pg.Pool({
  // The journeys' server uses DATABASE_URL when set, else its embedded PostgreSQL on E2E_PG_PORT (playwright.config.ts).
  connectionString: process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54359'}/jobboard`,
  max: 1,
});
test.afterAll(() => db.end());

interface JobRow {
  id: string;
  slug: string;
  title: string;
  link_url: string | null;
  file_name: string | null;
  organization_slug: string;
}

async function findJob(where: string, site = 'suedwest'): Promise<JobRow> {
  const { rows } = await db.query<JobRow>(
    `select j.id::text, j.slug, j.title, j.link_url, j.file_name, o.slug as organization_slug
     from jobs j join organizations o on o.id = j.organization_id join job_sites s on s.job_id = j.id and s.site = $1
     where j.state = 'published' and ${where}
     order by j.id limit 1`,
    [site],
  );
  if (!rows[0]) throw new Error(`no demo job on ${site} where ${where}`);
  return rows[0];
}

const LIVE = 'j.expires_at > now()';
const termAlias = (vocabulary: string, alias: string) =>
  `exists (select 1 from job_terms jt join terms t on t.id = jt.term_id where jt.job_id = j.id and t.vocabulary = '${vocabulary}' and t.aliases ->> 'de' = '${alias}')`;

async function jsonLd(page: Page): Promise<Record<string, any>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text!);
}

test('a job page shows its fields, valid JobPosting JSON-LD, share links and the employer', async ({ page }) => {
  const job = await findJob(
    `${LIVE} and j.type = 'job_per_template' and jsonb_array_length(j.languages) > 0 and cardinality(j.skills) > 0
     and j.application_email is not null and j.application_workflow is distinct from 'form' and j.salary_min is not null and j.video_url is null and not ${termAlias('remoteOptions', 'remote')}`,
  );
  const watch = watchPage(page, SW.origin);
  const response = await page.goto(`${SW.origin}/de/job/${job.slug}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(job.title);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const details = page.locator('[data-job-details]');
  for (const label of ['Adresse', 'Anstellungsart', 'Gehalt', 'Berufsfeld']) await expect(details).toContainText(label);
  await expect(page.locator('#languages-heading')).toHaveText('Sprachen');
  await expect(page.getByText(/^Deutsch \((B2|C1)/)).toBeVisible();
  await expect(page.locator('#skills-heading')).toBeVisible();
  await expect(page.locator('[data-apply]')).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=Bewerbung/);

  const data = await jsonLd(page);
  expect(data['@context']).toBe('https://schema.org/');
  expect(data['@type']).toBe('JobPosting');
  expect(data.title).toBe(job.title);
  expect(data.description).toMatch(/^<p>/);
  expect(Date.parse(data.datePosted)).not.toBeNaN();
  expect(Date.parse(data.validThrough)).toBeGreaterThan(Date.now());
  expect(data.hiringOrganization).toMatchObject({
    '@type': 'Organization',
    name: expect.any(String),
    sameAs: expect.stringMatching(/^https:\/\//),
  });
  expect(data.jobLocation).toMatchObject({
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'DE' },
  });
  expect(data.identifier).toMatchObject({ '@type': 'PropertyValue', value: job.id });
  expect(data.employmentType).toBeDefined();
  expect(data.baseSalary).toMatchObject({
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', unitText: expect.stringMatching(/^(HOUR|MONTH|YEAR)$/) },
  });
  expect(typeof data.directApply).toBe('boolean');
  expect(data.url).toMatch(new RegExp(`^https://www\\.[^/]+/de/job/${job.slug}$`));

  const share = page.locator('[data-share]');
  await expect(share).toHaveCount(7);
  const hrefs = Object.fromEntries(
    await share.evaluateAll((links) =>
      links.map((a) => [a.getAttribute('data-share'), { href: a.getAttribute('href'), rel: a.getAttribute('rel') }]),
    ),
  );
  expect(Object.keys(hrefs)).toEqual(['facebook', 'linkedin', 'email', 'twitter', 'whatsapp', 'xing', 'bluesky']);
  expect(hrefs.facebook.href).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2F/);
  expect(hrefs.linkedin.href).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
  expect(hrefs.twitter.href).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
  expect(hrefs.whatsapp.href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(hrefs.xing.href).toMatch(/^https:\/\/www\.xing\.com\/spi\/shares\/new\?url=/);
  expect(hrefs.bluesky.href).toMatch(/^https:\/\/bsky\.app\/intent\/compose\?text=/);
  expect(hrefs.email.href).toMatch(/^mailto:\?subject=/);
  for (const channel of ['facebook', 'linkedin', 'twitter', 'whatsapp', 'xing', 'bluesky'])
    expect(hrefs[channel].rel).toContain('noopener');

  await expect(page.locator('[data-organization-link]')).toHaveAttribute('href', `/de/organization/${job.organization_slug}`);
  await expect(page.locator('[data-similar-jobs] article')).toHaveCount(4);
  await expectNoProblems(watch);
});

test('a job on several sites names the visited site in its canonical link, og:url, JSON-LD and share links', async ({ page }) => {
  // A job whose first site is the south-west board, visited on the default one.
  const job = await findJob(
    `${LIVE} and exists (select 1 from job_sites f where f.job_id = j.id and f.site = 'suedwest' and f.position = 0)`,
    'default',
  );
  await page.goto(`${DEFAULT.origin}/job/${job.slug}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https://www\\.jobs-regional\\.de/job/${job.slug}$`));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  expect((await jsonLd(page)).url).toBe(canonical);
  const facebook = await page.locator('[data-share="facebook"]').getAttribute('href');
  expect(new URL(facebook!).searchParams.get('u')).toBe(canonical);
});

test('remote jobs are TELECOMMUTE with an applicant location in the JSON-LD', async ({ page }) => {
  const job = await findJob(`${LIVE} and ${termAlias('remoteOptions', 'remote')}`);
  await page.goto(`${SW.origin}/de/job/${job.slug}`);
  const data = await jsonLd(page);
  expect(data.jobLocationType).toBe('TELECOMMUTE');
  expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Germany' });
});

test('a link job offers the original ad (external, nofollow noopener)', async ({ page }) => {
  const job = await findJob(`${LIVE} and j.type = 'job_per_link'`);
  await page.goto(`${SW.origin}/de/job/${job.slug}`);
  const button = page.locator('[data-original-ad]');
  await expect(button).toHaveText(/Originalanzeige ansehen/);
  await expect(button).toHaveAttribute('href', job.link_url!);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'nofollow noopener');
  expect((await jsonLd(page)).directApply).toBe(false);
});

test('a template or file job without its own link or address still offers a way to apply: the employer', async ({ page }) => {
  const job = await findJob(`${LIVE} and j.type = 'job_per_file' and j.application_workflow is distinct from 'form'`);
  const { rows } = await db.query('select application_url, application_email from jobs where id = $1', [job.id]);
  await db.query('update jobs set application_url = null, application_email = null where id = $1', [job.id]);
  try {
    await page.goto(`${SW.origin}/de/job/${job.slug}`);
    const apply = page.locator('[data-apply]');
    await expect(apply).toHaveCount(1);
    await expect(apply).toHaveAttribute('data-apply', /^employer-(website|profile)$/);
    await expect(apply).toHaveText(/Auf der Website des Arbeitgebers bewerben|Bewerbung: Kontakt zu /);
  } finally {
    await db.query('update jobs set application_url = $2, application_email = $3 where id = $1', [
      job.id,
      rows[0].application_url,
      rows[0].application_email,
    ]);
  }
});

test('an expired link job no longer offers its original ad', async ({ page }) => {
  const job = await findJob(`${LIVE} and j.type = 'job_per_link'`);
  const { rows } = await db.query('select expires_at from jobs where id = $1', [job.id]);
  await db.query("update jobs set expires_at = now() - interval '1 day' where id = $1", [job.id]);
  try {
    // The job expired behind the platform's back (no event), so a guest's page may come from the
    // anonymous page cache for up to its 5 s lifetime: load it again until the expiry shows.
    await expect(async () => {
      await page.goto(`${SW.origin}/de/job/${job.slug}`);
      await expect(page.locator('[data-job-notice="expired"]')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.locator('[data-original-ad], [data-apply]')).toHaveCount(0);
  } finally {
    await db.query('update jobs set expires_at = $2 where id = $1', [job.id, rows[0].expires_at]);
  }
});

test('a file job links its PDF, served with the right headers', async ({ page, request }) => {
  const job = await findJob(`${LIVE} and j.type = 'job_per_file'`);
  await page.goto(`${SW.origin}/de/job/${job.slug}`);
  const view = page.locator('[data-job-pdf]');
  await expect(view).toHaveAttribute('href', `/job-file/${job.id}/${job.file_name}`);
  await expect(page.locator('[data-job-pdf-download]')).toHaveAttribute('href', `/job-file/${job.id}/${job.file_name}?download=1`);

  const inline = await request.get(`${SW.origin}/job-file/${job.id}/${job.file_name}`);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toBe('application/pdf');
  expect(inline.headers()['content-disposition']).toBe(`inline; filename="${job.file_name}"`);
  expect(inline.headers()['x-content-type-options']).toBe('nosniff');
  expect(inline.headers()['content-security-policy']).toMatch(/^sandbox/);
  expect((await inline.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const download = await request.get(`${SW.origin}/job-file/${job.id}/${job.file_name}?download=1`);
  expect(download.headers()['content-disposition']).toBe(`attachment; filename="${job.file_name}"`);

  // Wrong names, ids and paths are 404s (or 400 for broken encoding), never a server error.
  for (const path of [
    `/job-file/${job.id}/andere.pdf`,
    '/job-file/abc/x.pdf',
    '/job-file/99999999/x.pdf',
    '/job-file/1/..%2F..%2Fetc%2Fpasswd',
    '/job-file/1/%E0%A4%A',
  ]) {
    const status = (await request.get(`${SW.origin}${path}`, { maxRedirects: 0 })).status();
    expect([400, 404], path).toContain(status);
  }
});

test('an expired job answers 200 with a notice, a faded description, noindex and validThrough in the past', async ({ page }) => {
  const job = await findJob('j.expires_at < now()');
  const response = await page.goto(`${SW.origin}/de/job/${job.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-job-notice="expired"]')).toContainText('abgelaufen');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const data = await jsonLd(page);
  expect(Date.parse(data.validThrough)).toBeLessThan(Date.now());
  const faded = page.locator('[data-faded-description]');
  await expect(faded).toBeVisible();
  expect((await faded.boundingBox())!.height).toBeLessThanOrEqual(550);
  await expect(page.locator('[data-faded-note]')).toHaveText('Die Beschreibung ist gekürzt, weil die Anzeige nicht mehr online ist.');
  await expect(page.locator('[data-apply], [data-job-pdf]')).toHaveCount(0);
});

test('a video loads from its host only after the visitor clicks', async ({ page }) => {
  const job = await findJob(`${LIVE} and j.video_url like 'https://www.youtube.com/%'`);
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(SW.origin) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto(`${SW.origin}/de/job/${job.slug}`);
  await hydrated(page);
  await expect(page.locator('[data-video] iframe')).toHaveCount(0);
  expect(outside).toEqual([]);
  await page.getByRole('button', { name: 'Video abspielen' }).click();
  await expect(page.locator('[data-video] iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
  );
});

test('the place field suggests places and fills the hidden search inputs', async ({ page }) => {
  const watch = watchPage(page, DEFAULT.origin);
  await page.goto(`${DEFAULT.origin}/`);
  await hydrated(page);
  const form = page.locator('form[data-home-search]');
  await expect(form.locator('input[name="lat"]')).toBeDisabled();
  const field = form.locator('input[name="geo_location"]');
  await field.fill('muench');
  const option = page.locator('[data-place-option]', { hasText: 'München' }).first();
  await expect(option).toBeVisible();
  await expect(page.locator('[data-place-credit]')).toContainText('GeoNames (CC BY 4.0)');
  await field.fill('Freib');
  await page.locator('[data-place-option="locality"]', { hasText: 'Freiburg' }).first().click();
  await expect(field).toHaveValue('Freiburg');
  await expect(form.locator('input[name="lat"]')).toBeEnabled();
  expect(Number(await form.locator('input[name="lat"]').inputValue())).toBeCloseTo(47.99, 1);
  expect(Number(await form.locator('input[name="lon"]').inputValue())).toBeCloseTo(7.85, 1);
  await expect(form.locator('input[name="locationType"]')).toHaveValue('locality');
  await expect(form.locator('input[name="country"]')).toHaveValue('DE');
  await expect(form.locator('input[name="administrative_area_level_1"]')).toHaveValue('Baden-Württemberg');

  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/jobs\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('geo_location')).toBe('Freiburg');
  expect(params.get('locationType')).toBe('locality');
  expect(params.get('administrative_area_level_1')).toBe('Baden-Württemberg');
  await expectNoProblems(watch);
});

test('on the south-west site suggestions wait for the visitor’s consent, which is remembered', async ({ page }) => {
  // Server function calls while typing are the suggestion requests (nothing else calls the server then).
  const suggestionCalls: string[] = [];
  await page.goto(`${SW.origin}/de`);
  await hydrated(page);
  page.on('request', (r) => {
    if (r.url().includes('/_serverFn/')) suggestionCalls.push(r.url());
  });
  const field = page.locator('form[data-home-search] input[name="geo_location"]');
  await field.fill('Stuttg');
  const consent = page.locator('[data-geo-consent]');
  await expect(consent).toBeVisible();
  await page.waitForTimeout(600); // longer than the 250 ms debounce: nothing may have been asked
  expect(suggestionCalls).toEqual([]);
  await expect(page.locator('[data-place-option]')).toHaveCount(0);

  await consent.getByRole('button', { name: 'Vorschläge erlauben' }).click();
  await expect(page.locator('[data-place-option="locality"]', { hasText: 'Stuttgart' }).first()).toBeVisible();
  // Bounded to the south-west box: nothing from Saxony for "Freib" (Freiberg), Freiburg is there.
  await field.fill('Freib');
  await expect(page.locator('[data-place-option]', { hasText: 'Freiburg' }).first()).toBeVisible();
  await expect(page.locator('[data-place-option]', { hasText: /^Freiberg(?! am)/ })).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  await page.locator('form[data-home-search] input[name="geo_location"]').fill('Karls');
  await expect(page.locator('[data-place-option]', { hasText: 'Karlsruhe' }).first()).toBeVisible();
  await expect(page.locator('[data-geo-consent]')).toHaveCount(0);
});

test('the search box works without JavaScript: the typed place is sent as geo_location and searched as its best suggestion', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${DEFAULT.origin}/`);
  await page.locator('form[data-home-search] input[name="geo_location"]').fill('Stuttgart');
  await page.locator('form[data-home-search] button[type="submit"]').click();
  // The typed place is searched as its best suggestion: the search's URL carries the place it used.
  await expect(page).toHaveURL(/\/jobs\?.*geo_location=Stuttgart/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('locationType')).toBe('locality');
  expect(Number(params.get('lat'))).toBeCloseTo(48.78, 1);
  await context.close();
});
