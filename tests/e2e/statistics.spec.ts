import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { DEMO_RECRUITER } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

test.use({ locale: 'de-DE', actionTimeout: 15_000 });

const { origin } = SITES.default;
const db = e2eDatabase();
let job = { id: '', slug: '', title: '' };

/*
 * A job of its own for this journey, copied from a demo form job of the demo recruiter: every journey
 * visits from 127.0.0.1, and a visitor counts once per job and day, so a demo job another journey viewed
 * today would not count again. Deleted at the end (its counts go with it).
 */
test.beforeAll(async () => {
  const suffix = Date.now().toString(36);
  const { rows } = await db.query<{ id: string; slug: string; title: string }>(
    `with source as (
       select j.* from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
       join job_sites s on s.job_id = j.id and s.site = 'default'
       where lower(u.email) = $1 and j.application_workflow = 'form' and j.state = 'published'
         and (j.expires_at is null or j.expires_at > now()) and jsonb_array_length(j.application_questions) = 0
         and not j.application_require_cv and not j.application_require_cover_letter
       order by j.id limit 1)
     insert into jobs select (jsonb_populate_record(null::jobs, to_jsonb(source) || jsonb_build_object(
       'id', nextval(pg_get_serial_sequence('jobs', 'id')), 'slug', 'statistik-journey-' || $2::text, 'title', 'Statistik-Journey ' || $2::text))).*
     from source returning id::text, slug, title`,
    [DEMO_RECRUITER, suffix],
  );
  if (!rows[0]) throw new Error('no demo form job to copy');
  job = rows[0];
  await db.query(`insert into job_sites (job_id, site) values ($1, 'default')`, [job.id]);
  // The job page's address, as the wizard writes it when a job is posted.
  await db.query(`insert into path_aliases (site, language, path, target_type, target_id) values (null, 'de', $1, 'Job', $2)`, [
    `/job/${job.slug}`,
    job.id,
  ]);
});

test.afterAll(async () => {
  if (job.id) {
    await db.query(`delete from path_aliases where target_type = 'Job' and target_id = $1`, [job.id]);
    await db.query('delete from jobs where id = $1', [job.id]);
  }
  await db.end();
});

test('a recruiter sees a view and an application of their job on its statistics page, as chart and table, downloads the CSV and finds the view in the job manager', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A visitor without any cookie opens the job and applies with the on-site form.
  // Headless Chromium names itself in its user agent, and bots are not counted: this visitor is a plain browser.
  const visitor = await browser.newContext({
    locale: 'de-DE',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  });
  const guest = await visitor.newPage();
  const viewBeacon = guest.waitForResponse((r) => r.url().endsWith('/api/job-events'), { timeout: 60_000 });
  await guest.goto(`${origin}/job/${job.slug}`, { timeout: 60_000 });
  expect((await viewBeacon).status()).toBe(204);
  await hydrated(guest);
  await guest.locator('[data-apply="form"]').click();
  await expect(guest).toHaveURL(`${origin}/job/${job.slug}/apply`);
  await hydrated(guest);
  const form = guest.locator('form[data-form="application"]');
  await form.locator('input[name="firstName"]').fill('Erika');
  await form.locator('input[name="lastName"]').fill('Statistik');
  await form.locator('input[name="email"]').fill(`erika.${Date.now().toString(36)}@example.test`);
  await form.locator('input[name="privacyConsent"]').check();
  await form.locator('[data-submit-application]').click();
  // Submitting stores the application and its mail job: slow on a machine shared with other journeys.
  await expect(guest).toHaveURL(`${origin}/job/${job.slug}/apply?sent=1`, { timeout: 30_000 });
  // Nothing was stored in the visitor's browser but the application form's CSRF token.
  expect((await visitor.cookies()).map((c) => c.name)).toEqual(['__Host-jb_csrf']);
  await visitor.close();

  // The recruiter finds the statistics from the job manager.
  const { token } = await sessionFor(db, DEMO_RECRUITER);
  await page.context().addCookies([sessionCookieFor(token, origin)]);
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/job-manager?search=${encodeURIComponent(job.title)}`);
  await page.locator(`tr[data-job-id="${job.id}"]`).getByTestId('job-statistics-link').click();
  await expect(page).toHaveURL(`${origin}/statistics?job=${job.id}`);
  await expect(page.locator('h1')).toHaveText(`Statistik: ${job.title}`);

  // Counts are written within a second of the request: reload until they are there.
  const totals = page.getByTestId('statistics-totals');
  await expect(async () => {
    await page.reload();
    await expect(totals.locator('[data-kind="view"]')).toHaveText('1', { timeout: 1000 });
    await expect(totals.locator('[data-kind="application"]')).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(totals.locator('[data-kind="apply_start"]')).toHaveText('1');
  await expect(totals.locator('[data-kind="bookmark"]')).toHaveText('0');
  // The chart is drawn on the server as SVG, one line per kind.
  await expect(page.getByTestId('statistics-chart').locator('svg path.MuiLineChart-line, svg .MuiLineChart-line').first()).toBeAttached();
  await hydrated(page);

  const download = page.waitForEvent('download');
  await page.getByTestId('statistics-csv').click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('day,title,view,apply_start,application,bookmark,share');
  expect(lines).toHaveLength(32);
  expect(lines[30]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${job.title},1,1,1,0,0$`));

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // The job manager's "views" column sums the same day counts.
  await page.goto(`${origin}/job-manager?search=${encodeURIComponent(job.title)}`);
  await expect(page.locator(`tr[data-job-id="${job.id}"]`).getByTestId('job-views')).toHaveText('1');
  await expectNoProblems(watch);
});
