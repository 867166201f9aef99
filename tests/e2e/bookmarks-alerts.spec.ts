import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase, TERMS_VERSIONS } from './database';
import { SITES, expectNoProblems, hydrated, mailTo, watchPage } from './support';

/*
 * Bookmarks and job alerts (issue 4, items 6 and 7): bookmark from a card and from a job page, the
 * dashboard list, guest → login → back to the job and bookmarked, a bookmark without JavaScript; save a search as an
 * alert signed in and as a guest (double opt-in by mail), the 10-day prompt, a digest sent by the
 * workers' scheduler (the journey makes the alert due in the database), unsubscribe from the mail.
 */

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const APPLICANT = { email: 'bewerber@demo.jobboard.test', password: 'Demo-Passwort-2026!' };
const unique = () => `e2e-alert-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function fillLogin(page: Page) {
  await hydrated(page);
  await page.locator('form[data-form="login"] input[name="email"]').fill(APPLICANT.email);
  await page.locator('form[data-form="login"] input[name="password"]').fill(APPLICANT.password);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
}

const db = e2eDatabase();
test.afterAll(() => db.end());

/**
 * The journeys' database outlives a run: start the demo applicant without bookmarks and alerts, and with
 * the terms in force accepted as seeded (the terms-dialog journey withdraws them), so no dialog is in the way.
 */
async function forgetApplicant() {
  await db.query('delete from bookmarks where user_id = (select id from users where email = $1)', [APPLICANT.email]);
  await db.query('delete from job_alerts where user_id = (select id from users where email = $1)', [APPLICANT.email]);
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, u.id, u.email, 'default', $2::text[]
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                   order by r.effective_at desc, r.id desc limit 1) r on true
     join users u on u.email = $1
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active
     on conflict (user_id, revision_id) where user_id is not null do nothing`,
    [APPLICANT.email, [...TERMS_VERSIONS]],
  );
}

test('guest → login → back in the list with its query, bookmarked; bookmark on the job page and a card; the dashboard lists and removes them', async ({
  page,
}) => {
  // The longest journey here (a login, four pages, the dashboard): more than the default minute on a busy host.
  test.slow();
  await forgetApplicant();
  const watch = watchPage(page, origin);
  const listPath = '/jobs?search=Pflege';
  await page.goto(`${origin}${listPath}`);
  await hydrated(page);
  // A guest's bookmark on a card leads to the login, which brings them back to that list.
  const first = page.locator('[data-bookmark-login]').first();
  const jobId = await first.getAttribute('data-bookmark-login');
  const jobHref = await page
    .locator('article', { has: page.locator(`[data-bookmark-login="${jobId}"]`) })
    .locator('h2 a')
    .getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(`${origin}/user/login?callbackUrl=${encodeURIComponent(listPath)}`);
  await fillLogin(page);
  await expect(page).toHaveURL(`${origin}${listPath}`, { timeout: 30_000 });
  await hydrated(page);

  // Back in the list, signed in: the bookmark asked for as a guest is made, and said so.
  const saved = 'Die Stelle ist jetzt unter Ihren gemerkten Stellen.';
  const bookmarks = async () => (await db.query('select count(*)::int as n from bookmarks where job_id = $1', [jobId])).rows[0].n;
  await expect(page.locator(`button[data-bookmark="${jobId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(saved)).toBeVisible();
  await expect.poll(bookmarks).toBe(1);

  // On the job page the button shows it too.
  await page.goto(`${origin}${jobHref}`);
  await hydrated(page);
  const button = page.locator(`button[data-bookmark="${jobId}"]`);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText('Gemerkt');

  // The button takes it back and bookmarks again; the state survives a reload (it is the server's), and
  // the bookmark that waited through the login is not made again.
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveText('Merken');
  await expect.poll(bookmarks).toBe(0);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(bookmarks).toBe(1);
  await page.reload();
  await hydrated(page);
  await expect(page.locator(`button[data-bookmark="${jobId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(saved)).toHaveCount(0);

  // From a card on the search page: the first card shows as bookmarked; bookmark the second.
  await page.goto(`${origin}${listPath}`);
  await hydrated(page);
  await expect(page.locator(`button[data-bookmark="${jobId}"]`)).toHaveAttribute('aria-pressed', 'true');
  const secondId = await page.locator('button[data-bookmark][aria-pressed="false"]').first().getAttribute('data-bookmark');
  const second = page.locator(`button[data-bookmark="${secondId}"]`);
  const secondTitle = await page.locator('article', { has: second }).locator('h2 a').textContent();
  await second.click();
  await expect(page.locator(`button[data-bookmark="${secondId}"]`)).toHaveAttribute('aria-pressed', 'true');

  // The dashboard lists both, newest first; removing one there sticks.
  await expect
    .poll(async () => (await db.query('select count(*)::int as n from bookmarks where job_id = $1', [secondId])).rows[0].n)
    .toBe(1);
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  const list = page.getByTestId('dashboard-bookmarks');
  await expect(list.getByRole('heading')).toHaveText('Gemerkte Stellen (2)');
  await expect(list.locator('li').first()).toContainText(secondTitle!.trim());
  await list.locator(`button[data-bookmark="${secondId}"]`).click();
  await expect(list.locator(`button[data-bookmark="${secondId}"]`)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('dashboard-bookmarks').getByRole('heading')).toHaveText('Gemerkte Stellen (1)');
  await expectNoProblems(watch);
});

test('without JavaScript the bookmark button is a POST form with the CSRF token that comes back to the page', async ({ browser, page }) => {
  await forgetApplicant();
  await page.goto(`${origin}/user/login`);
  await fillLogin(page);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  const noJs = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE', storageState: await page.context().storageState() });
  const plain = await noJs.newPage();
  await plain.goto(`${origin}/jobs`);
  const button = plain.locator('button[data-bookmark][aria-pressed="false"]').first();
  const jobId = await button.getAttribute('data-bookmark');
  await button.click();
  await expect(plain).toHaveURL(`${origin}/jobs`);
  await expect(plain.locator(`button[data-bookmark="${jobId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await plain.locator(`button[data-bookmark="${jobId}"]`).click();
  await expect(plain.locator(`button[data-bookmark="${jobId}"]`)).toHaveAttribute('aria-pressed', 'false');
  await noJs.close();
});

test('signed in: save the search as an alert, see it active, change and delete it on the dashboard', async ({ page }) => {
  await forgetApplicant();
  await page.goto(`${origin}/user/login`);
  await fillLogin(page);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.getByTestId('dashboard-alerts').getByRole('heading')).toHaveText('Job-Alarme (0)');

  await page.goto(`${origin}/jobs?search=Pflege`);
  await hydrated(page);
  await page.getByTestId('save-search-alert').click();
  const dialog = page.getByRole('dialog', { name: 'Job-Alarm anlegen' });
  await expect(dialog.getByTestId('alert-search-description')).toHaveText('„Pflege“');
  await expect(dialog.locator('input[name="email"]')).toHaveCount(0); // the account's address is used
  await dialog.getByLabel('Wöchentlich').check();
  await dialog.getByRole('button', { name: 'Job-Alarm speichern' }).click();
  await expect(dialog.getByTestId('alert-saved')).toHaveText('Ihr Job-Alarm ist aktiv. Neue Stellen kommen per E-Mail.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('alert-active')).toBeVisible();
  // Focus comes back to the control the dialog was about (the mark that replaced the button), not the page.
  await expect(page.getByTestId('alert-active')).toBeFocused();

  // The server knows: after a reload the search shows its alert and no prompt; another page of it too.
  await page.goto(`${origin}/jobs?search=Pflege&page=2`);
  await hydrated(page);
  await expect(page.getByTestId('alert-active')).toBeVisible();
  await expect(page.getByTestId('alert-prompt')).toHaveCount(0);

  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  const alerts = page.getByTestId('dashboard-alerts');
  await expect(alerts.getByRole('heading')).toHaveText('Job-Alarme (1)');
  await expect(alerts.locator('li a').first()).toHaveText('„Pflege“');
  // In the site's link colour, not the browser's default blue.
  expect(
    await alerts
      .locator('li a')
      .first()
      .evaluate((a) => getComputedStyle(a).color),
  ).not.toBe('rgb(0, 0, 238)');
  await expect(alerts.locator('select[name="frequency"]')).toHaveValue('weekly');
  await alerts.locator('select[name="frequency"]').selectOption('daily');
  await alerts.getByRole('button', { name: 'Ändern' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?notice=alertUpdated`);
  // A click while React hydrates the new page can land on a node it replaces (seen once under a full run).
  await hydrated(page);
  // The notice shows with the alerts, not inside the section above them.
  await expect(page.getByTestId('dashboard-alerts').getByTestId('alert-notice')).toHaveText('Der Job-Alarm wurde geändert.');
  await expect(page.getByTestId('dashboard-alerts').locator('select[name="frequency"]')).toHaveValue('daily');
  await page.getByTestId('dashboard-alerts').getByRole('button', { name: 'Job-Alarm löschen: „Pflege“' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?notice=alertDeleted`);
  await expect(page.getByTestId('dashboard-alerts').getByRole('heading')).toHaveText('Job-Alarme (0)');
});

test('guest: the prompt once in 10 days, double opt-in by mail, a digest from the scheduler, unsubscribe from the mail', async ({
  page,
  request,
}) => {
  const watch = watchPage(page, origin);
  const email = unique();
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  const prompt = page.getByTestId('alert-prompt');
  await expect(prompt).toContainText('Keine passende Stelle mehr verpassen');
  await prompt.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Job-Alarm anlegen' });
  await expect(dialog.getByTestId('alert-search-description')).toHaveText('Alle Stellen');
  await dialog.getByRole('button', { name: 'Job-Alarm speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.getByRole('button', { name: 'Job-Alarm speichern' }).click();
  await expect(dialog.getByTestId('alert-saved')).toContainText('Fast geschafft');
  await page.keyboard.press('Escape');
  // Opened from the prompt (gone now): focus goes to the save button, not to the top of the page.
  await expect(page.getByTestId('save-search-alert')).toBeFocused();

  // Within ten days the prompt stays away (this browser remembers when it showed it).
  await page.goto(`${origin}/jobs?search=Koch`);
  await hydrated(page);
  await expect(page.getByTestId('save-search-alert')).toBeVisible();
  await expect(page.getByTestId('alert-prompt')).toHaveCount(0);

  // Unconfirmed, the alert sends nothing; the mail's link confirms it (a GET only asks).
  const confirm = await mailTo(request, origin, email, /Job-Alarm/);
  expect(confirm.subject).toBe('Bitte bestätigen Sie Ihren Job-Alarm – Jobs Regional');
  const confirmLink = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(confirm.text)![0];
  await page.goto(confirmLink);
  await hydrated(page);
  await page.getByRole('button', { name: 'Job-Alarm bestätigen' }).click();
  await expect(page.getByTestId('alert-confirm-done')).toHaveText('Danke! Ihr Job-Alarm ist aktiv. Neue Stellen kommen per E-Mail.');

  // Make it due, covering a year of jobs: a worker's scheduler sends the digest through the outbox.
  const updated = await db.query(
    "update job_alerts set next_due_at = now(), covered_until = now() - interval '365 days' where email = $1 and confirmed_at is not null",
    [email],
  );
  expect(updated.rowCount).toBe(1);
  const digest = await mailTo(request, origin, email, /neue Stellen?: Alle Stellen – Jobs Regional/);
  expect(digest.text).toContain(`${origin}/job/`);
  expect(digest.text).toMatch(/Alle \d+ weiteren ansehen|Alle Stellen zu dieser Suche ansehen/);
  await expect
    .poll(async () => (await db.query('select last_sent_at from job_alerts where email = $1', [email])).rows[0]?.last_sent_at ?? null)
    .not.toBeNull();

  // Unsubscribe: the page asks, the button does it; the one-click address (RFC 8058) answers the same afterwards.
  const unsubscribeLink = /https?:\/\/\S+\/alerts\/unsubscribe\?token=\S+/.exec(digest.text)![0];
  await page.goto(unsubscribeLink);
  await hydrated(page);
  await page.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByTestId('alert-unsubscribe-done')).toHaveText('Sie sind abgemeldet. Zu dieser Suche kommen keine E-Mails mehr.');
  expect((await db.query('select count(*)::int as n from job_alerts where email = $1', [email])).rows[0].n).toBe(0);
  const token = new URL(unsubscribeLink).searchParams.get('token')!;
  const oneClick = await request.post(`${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toBe('Unsubscribed');
  const forged = await request.post(
    `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
    { form: { 'List-Unsubscribe': 'One-Click' } },
  );
  expect(forged.status()).toBe(400);
  await expectNoProblems(watch);
});

test('without JavaScript the alert link opens /alerts/new, whose form saves a guest’s alert', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  const email = unique();
  await page.goto(`${origin}/jobs?search=Pflege`);
  await page.getByTestId('save-search-alert').click();
  await expect(page).toHaveURL(`${origin}/alerts/new?query=search%3DPflege`);
  await expect(page.getByTestId('alert-search-description')).toHaveText('„Pflege“');
  // A mistyped address comes back on its field, with what was typed and chosen (the address not in the URL).
  const form = page.locator('form[data-form="job-alert"]');
  await form.getByLabel('Wöchentlich').check();
  await form.locator('input[name="email"]').fill('bad@');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/alerts\/new\?query=search%3DPflege&error=INVALID_EMAIL&frequency=weekly$/);
  await expect(form.locator('input[name="email"]')).toHaveValue('bad@');
  await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(form.getByLabel('Wöchentlich')).toBeChecked();
  await expect(page.getByText('Das hat nicht geklappt')).toHaveCount(0);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('alert-saved')).toContainText('Fast geschafft');
  await mailTo(request, origin, email, /Job-Alarm/);
  expect((await db.query('select search_query, frequency, confirmed_at from job_alerts where email = $1', [email])).rows).toEqual([
    { search_query: 'search=Pflege', frequency: 'weekly', confirmed_at: null },
  ]);
  await context.close();
});

test('the alert dialog sits inside the search form, yet its submit stays its own: the message shows, the search does not reload', async ({
  page,
}) => {
  const sw = SITES.suedwest.origin;
  await page.goto(`${sw}/de/jobs/vollzeit?search=Software&geo_location=Stuttgart&locationType=locality&lat=48.7758&lon=9.1829&radius=50`);
  await hydrated(page);
  const before = page.url();
  await page.getByTestId('save-search-alert').click();
  const dialog = page.getByRole('dialog', { name: 'Job-Alarm anlegen' });
  await dialog.locator('input[name="email"]').fill('bad@');
  await dialog.getByRole('button', { name: 'Job-Alarm speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(dialog.locator('input[name="email"]')).toHaveValue('bad@');
  expect(page.url()).toBe(before);
});

test('the dashboard links a bookmark of a job live only on a sister site to its page there, not as “no longer available”', async ({
  page,
}) => {
  await forgetApplicant();
  const sw = SITES.suedwest.origin;
  // Bookmarked on another board (one account for every site): live there, not shown on the south-west site.
  const { rows } = await db.query<{ id: string; slug: string; title: string; sister: string }>(
    `select j.id::text, j.slug, j.title,
            (select s.site from job_sites s where s.job_id = j.id and s.site <> 'suedwest' order by s.position, s.site limit 1) as sister
     from jobs j
     where j.state = 'published' and j.expires_at > now()
       and not exists (select 1 from job_sites s where s.job_id = j.id and s.site = 'suedwest')
       and exists (select 1 from job_sites s where s.job_id = j.id and s.site in ('default', 'mainfranken'))
     order by j.id limit 1`,
  );
  const job = rows[0]!;
  const offset = Number(process.env.PORT_OFFSET ?? 0);
  const sister = { default: { port: 3000, name: 'Jobs Regional' }, mainfranken: { port: 3002, name: 'Mainfranken Jobs' } }[
    job.sister as 'default' | 'mainfranken'
  ];
  await db.query('insert into bookmarks (user_id, job_id) select id, $2 from users where email = $1', [APPLICANT.email, job.id]);
  await page.goto(`${sw}/de/user/login`);
  await fillLogin(page);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await hydrated(page);
  const item = page.getByTestId('dashboard-bookmarks').locator(`li[data-bookmarked-job="${job.id}"]`);
  await expect(item.getByRole('link', { name: job.title })).toHaveAttribute(
    'href',
    `http://localhost:${sister.port + offset}/job/${job.slug}`,
  );
  await expect(item).toContainText(`auf ${sister.name}`);
  await expect(item.getByText('Nicht mehr verfügbar')).toHaveCount(0);
});

test('opening the one-click unsubscribe address leads to the unsubscribe page in the alert’s language', async ({ request }) => {
  const sw = SITES.suedwest.origin;
  const fr = await request.get(`${sw}/api/alerts/unsubscribe?token=abc&locale=fr`, { maxRedirects: 0 });
  expect(fr.status()).toBe(303);
  expect(fr.headers().location).toBe('/fr/alerts/unsubscribe?token=abc');
  // A language the site does not speak: its default.
  const other = await request.get(`${sw}/api/alerts/unsubscribe?token=abc&locale=xx`, { maxRedirects: 0 });
  expect(other.headers().location).toBe('/de/alerts/unsubscribe?token=abc');
});
