import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor, TERMS_VERSIONS } from './database';
import { SITES, expectNoProblems, hydrated, mailTo, sessionCookieFor, watchPage } from './support';

/*
 * The newsletter as people meet it: a visitor signs up on the sign-up page and confirms through the
 * link in the mail; an administrator composes an issue, previews it and sends it; the workers' batch
 * sender mails it; the subscriber leaves with one click from the mail. axe on every new page.
 */

const origin = SITES.default.origin;
const unique = () => `e2e-newsletter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
const db = e2eDatabase();

test.afterAll(async () => {
  await db.end();
});

async function expectAccessible(page: Page): Promise<void> {
  // NProgress's bar (role="bar", no ARIA role) stays a moment after a client-side navigation: axe the page, not it.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // The preview frame holds the mail as it will be sent (mail HTML, sandboxed without scripts): axe could
  // not run inside it and waited for ever; the page around it is what visitors use.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor subscribes with double opt-in, staff send an issue, the subscriber leaves in one click', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const watch = watchPage(page, origin);
  const email = unique();

  // Sign-up: the footer leads to the page; without the tick the form comes back with the address typed.
  await page.goto(`${origin}/`);
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(`${origin}/newsletter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter abonnieren' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByText('Bitte stimmen Sie dem Erhalt des Newsletters mit dem Häkchen zu.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await page.getByLabel('Ich bin einverstanden, den Newsletter wie oben beschrieben zu erhalten.').check();
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByTestId('newsletter-sent')).toContainText('Bitte sehen Sie in Ihr Postfach');

  // The mail's link confirms (a GET only asks; the button posts).
  const confirmMail = await mailTo(request, origin, email, /Newsletter-Abonnement/);
  expect(confirmMail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement bei Jobs Regional');
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmMail.text)![0];
  await page.goto(confirmLink);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByTestId('newsletter-confirm-done')).toHaveText('Vielen Dank: Ihre Anmeldung ist bestätigt.');
  // The link works once: a second use says so and changes nothing.
  await page.goto(confirmLink);
  await hydrated(page);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByTestId('newsletter-invalid-token')).toContainText('Dieser Link ist ungültig oder abgelaufen');

  // Staff compose an issue with a picked job, preview it and send it.
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/admin/newsletter`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Neue Ausgabe verfassen' }).click();
  await hydrated(page);
  await expectAccessible(page);
  const subject = `Neues aus der Region ${Date.now().toString(36)}`;
  await page.getByLabel('Betreff').fill(subject);
  // The job wizard's editor with the basic toolbar (the filtered format keeps no embedded media).
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ck-toolbar').getByRole('button', { name: /Fett|Bold/ })).toBeVisible();
  await expect(page.locator('.ck-toolbar').getByRole('button', { name: /Tabelle|Insert table/ })).toHaveCount(0);
  await editor.click();
  await page.keyboard.type('Liebe Leserinnen und Leser,');
  await page.keyboard.press('Enter');
  await page
    .locator('.ck-toolbar')
    .getByRole('button', { name: /Fett|Bold/ })
    .click();
  await page.keyboard.type('diese Stellen sind neu.');
  const jobs = page.getByRole('group', { name: 'Vorgestellte Stellen (höchstens 10)' });
  const firstJob = jobs.locator('label').first();
  const jobTitle = (await firstJob.innerText()).trim();
  await firstJob.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Speichern und Vorschau' }).click();
  await expect(page.getByTestId('newsletter-issue-notice')).toHaveText('Die Ausgabe wurde gespeichert.');
  await hydrated(page);
  await expectAccessible(page);
  await expect(page.frameLocator('iframe').locator('strong', { hasText: 'diese Stellen sind neu.' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('link', { name: jobTitle })).toBeVisible();
  await page.getByTestId('newsletter-send').click();
  await expect(page.getByTestId('newsletter-issue-notice')).toHaveText('Die Ausgabe wird versendet.');

  // The workers' batch sender mails it to the confirmed subscriber, with the link to leave.
  const issueMail = await mailTo(request, origin, email, (m) => m.subject === subject);
  expect(issueMail.text).toContain('diese Stellen sind neu.');
  expect(issueMail.text).toContain(jobTitle);
  const unsubscribeLink = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(issueMail.text)![0];
  await context.clearCookies();
  await page.goto(unsubscribeLink);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByTestId('newsletter-unsubscribe-done')).toContainText('Sie haben den Newsletter abbestellt');
  expect((await db.query('select 1 from newsletter_subscriptions where email = $1', [email])).rowCount).toBe(0);

  // RFC 8058: the mail provider's one-click POST to the same token answers plainly (again: no error).
  const unsubscribeToken = new URL(unsubscribeLink).searchParams.get('token')!;
  const oneClick = await request.post(`${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}&locale=de`, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { Origin: 'https://mail.example.net' },
  });
  expect(oneClick.status()).toBe(200);
  await expectNoProblems(watch);
});

test('without JavaScript staff compose in the textarea; the platform keeps the filtered format', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);
  const page = await context.newPage();
  await page.goto(`${origin}/admin/newsletter/new`);
  const subject = `Ohne Skript ${Date.now().toString(36)}`;
  await page.getByLabel('Betreff').fill(subject);
  await page
    .getByLabel('Text')
    .fill('<h2>Neu</h2><p>Hallo <strong>fett</strong></p><table><tr><td>weg</td></tr></table><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Speichern und Vorschau' }).click();
  await expect(page.getByTestId('newsletter-issue-notice')).toHaveText('Die Ausgabe wurde gespeichert.');
  const { rows } = await db.query<{ body_html: string }>('select body_html from newsletter_issues where subject = $1', [subject]);
  expect(rows[0]!.body_html).toContain('<h2>Neu</h2><p>Hallo <strong>fett</strong></p>');
  expect(rows[0]!.body_html).not.toMatch(/<iframe|<script|alert|onclick/);
  await context.close();
});

test('the staff page is not found for a recruiter, and a site without the newsletter has none of its pages', async ({
  page,
  context,
  request,
}) => {
  const { token } = await sessionFor(db, 'recruiter@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);
  const staff = await page.goto(`${origin}/admin/newsletter`);
  expect(staff!.status()).toBe(404);
  // mainfranken has the flag off.
  const mainfranken = `http://localhost:${3002 + Number(process.env.PORT_OFFSET ?? 0)}`;
  expect((await request.get(`${mainfranken}/newsletter`)).status()).toBe(404);
  expect((await request.get(`${mainfranken}/newsletter/confirm?token=abc`)).status()).toBe(404);
});

test('a signed-in user subscribes and unsubscribes from the dashboard', async ({ page, context }) => {
  test.setTimeout(180_000);
  const watch = watchPage(page, origin);
  const email = unique();
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, approved)
     values ($1, 'x', 'Lena', 'Leser', true, true) returning id`,
    [email],
  );
  await db.query(`insert into user_roles (user_id, role) values ($1, 'applicant')`, [rows[0]!.id]);
  // The terms in force accepted, so the terms dialog is not in the way.
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, $1, $2, 'default', $3::text[]
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                   order by r.effective_at desc, r.id desc limit 1) r on true
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active`,
    [rows[0]!.id, email, [...TERMS_VERSIONS]],
  );
  const { token } = await sessionFor(db, email);
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  const card = page.locator('section#newsletter');
  await expect(card.getByTestId('newsletter-state')).toHaveText('Sie erhalten den Newsletter nicht.');
  await card.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(card.getByRole('status')).toHaveText('Sie haben den Newsletter abonniert.');
  await expect(card.getByTestId('newsletter-state')).toHaveText('Sie erhalten den Newsletter an die Adresse Ihres Kontos.');
  const consent = await db.query(
    'select c.revision_id from newsletter_subscriptions s join user_consents c on c.id = s.consent_id where s.email = $1',
    [email],
  );
  expect(consent.rowCount).toBe(1);
  await card.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(card.getByRole('status')).toHaveText('Sie haben den Newsletter abbestellt.');
  expect((await db.query('select 1 from newsletter_subscriptions where email = $1', [email])).rowCount).toBe(0);
  await expectNoProblems(watch);
});
