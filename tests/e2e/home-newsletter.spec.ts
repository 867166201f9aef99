import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eDatabase, sessionFor, TERMS_VERSIONS } from './database';
import { SITES, hydrated, mailTo, sessionCookieFor } from './support';

/*
 * The newsletter block of the home page: a guest signs up from the home page without JavaScript, the home
 * page sets no cookie for guests (it stays cacheable), and the block's post without a token is taken only
 * from this site's own pages and only without a session.
 */

const origin = SITES.default.origin;
const unique = () => `e2e-home-newsletter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
const db = e2eDatabase();
// Each journey waits for a mail or starts a second site's pages: more than the default minute under load.
test.describe.configure({ timeout: 180_000 });

test.afterAll(async () => {
  await db.end();
});

test('a guest without JavaScript signs up from the home page, which sets no cookie; the mail link confirms', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  let page = await context.newPage();
  const email = unique();
  const home = await page.goto(`${origin}/`);
  expect(home!.headers()['set-cookie']).toBeUndefined();
  expect(await context.cookies()).toEqual([]);
  let block = page.locator('[data-home-block="newsletter"]');
  await expect(block.getByRole('heading', { level: 2, name: 'Unser Newsletter' })).toBeVisible();

  // Without the tick: the sign-up page takes over with the address typed and the problem on the box.
  await block.getByLabel('E-Mail-Adresse').fill(email);
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page).toHaveURL(/\/newsletter\?error=CONSENT_REQUIRED$/);
  await expect(page.getByText('Bitte stimmen Sie dem Erhalt des Newsletters mit dem Häkchen zu.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);

  // A second visit of the home page, as a visitor would make it after reading the answer.
  await page.close();
  page = await context.newPage();
  await page.goto(`${origin}/`);
  block = page.locator('[data-home-block="newsletter"]');
  await block.getByLabel('E-Mail-Adresse').fill(email);
  await block.getByLabel('Ich bin einverstanden, den Newsletter wie oben beschrieben zu erhalten.').check();
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByTestId('newsletter-sent')).toContainText('Bitte sehen Sie in Ihr Postfach');

  const mail = await mailTo(request, origin, email, /Newsletter-Abonnement/);
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0];
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByTestId('newsletter-confirm-done')).toHaveText('Vielen Dank: Ihre Anmeldung ist bestätigt.');
  const { rows } = await db.query('select confirmed_at is not null as confirmed from newsletter_subscriptions where email = $1', [email]);
  expect(rows).toEqual([{ confirmed: true }]);
  await context.close();
});

test('the home page with the block has no serious accessibility problem, and only newsletter sites show it', async ({ page }) => {
  await page.goto(`${origin}/`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Unser Newsletter' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // mainfranken has the newsletter off.
  const mainfranken = `http://localhost:${3002 + Number(process.env.PORT_OFFSET ?? 0)}`;
  await page.goto(`${mainfranken}/`);
  await hydrated(page);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('[data-home-block="newsletter"]')).toHaveCount(0);
});

test('the block’s post without a token is refused from another site and with a session; signed-in visitors get a token', async ({
  page,
  context,
  request,
}) => {
  const email = unique();
  const { rows } = await db.query(`select r.id from consent_info_revisions r join consent_infos i on i.id = r.info_id
    where i.type = 'NEWSLETTER' and r.effective_at <= now() order by r.effective_at desc, r.id desc limit 1`);
  const form = { email, consent: 'on', consentRevisionId: String(rows[0]!.id), locale: 'de' };
  const crossSite = await request.post(`${origin}/api/newsletter/subscribe?from=home`, {
    form,
    headers: { Origin: 'https://evil.example.net' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(303);
  expect(crossSite.headers().location).toContain('error=CSRF');
  const withSession = await request.post(`${origin}/api/newsletter/subscribe?from=home`, {
    form,
    headers: { Origin: origin, Cookie: '__Host-jb_session=anything' },
    maxRedirects: 0,
  });
  expect(withSession.headers().location).toContain('error=CSRF');
  expect((await db.query('select 1 from newsletter_subscriptions where email = $1', [email])).rowCount).toBe(0);

  // A fresh reader who accepted the terms in force (the terms dialog is not in the way).
  const user = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, approved)
     values ($1, 'x', 'Lena', 'Leser', true, true) returning id`,
    [email],
  );
  await db.query(`insert into user_roles (user_id, role) values ($1, 'applicant')`, [user.rows[0]!.id]);
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, $1, $2, 'default', $3::text[]
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                   order by r.effective_at desc, r.id desc limit 1) r on true
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active`,
    [user.rows[0]!.id, email, [...TERMS_VERSIONS]],
  );
  const { token } = await sessionFor(db, email);
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/`);
  await hydrated(page);
  const block = page.locator('[data-home-block="newsletter"]');
  await expect(block.locator('input[name="csrfToken"]')).toHaveCount(1);
  await block.getByLabel('E-Mail-Adresse').fill(email);
  await block.getByLabel('Ich bin einverstanden, den Newsletter wie oben beschrieben zu erhalten.').check();
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByTestId('newsletter-sent')).toBeVisible();
  expect((await db.query('select 1 from newsletter_subscriptions where email = $1', [email])).rowCount).toBe(1);
});
