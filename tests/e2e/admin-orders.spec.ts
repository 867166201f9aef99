import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { fillBillingAddress } from './commerce-support';
import { e2eDatabase, sessionFor, TERMS_VERSIONS } from './database';
import { expectNoProblems, hydrated, SITES, sessionCookieFor, watchPage } from './support';

test.use({ locale: 'de-DE' });
test.describe.configure({ timeout: 180_000 });

const site = SITES.suedwest;
const SUBSCRIPTION = 'Recruiting-Abo Jahr';

/**
 * A recruiter of an organization of its own (so no other journey's credits or slots move) whose terms
 * are accepted, signed in by a session row: what this journey is about is the staff's side.
 */
async function freshRecruiter(suffix: string): Promise<{ email: string; organizationId: string; organizationName: string }> {
  const db = e2eDatabase();
  try {
    const email = `abo-${suffix}@example.test`;
    const organizationName = `Abo Storno GmbH ${suffix}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, email_verified, approved)
       values ($1, 'x', 'Rita', 'Recruiter', true, true) returning id::text`,
      [email],
    );
    const userId = rows[0]!.id;
    await db.query(`insert into user_roles (user_id, role) values ($1, 'recruiter')`, [userId]);
    await db.query(
      `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
       select i.id, r.id, $1, $2, 'suedwest', $3::text[]
       from consent_infos i
       join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                     order by r.effective_at desc, r.id desc limit 1) r on true
       where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active`,
      [userId, email, [...TERMS_VERSIONS]],
    );
    // Its owner becomes its member with it (the database's own rule).
    const { rows: org } = await db.query<{ id: string }>(
      `insert into organizations (name, slug, owner_id, locality) values ($1, $2, $3, 'Stuttgart') returning id::text`,
      [organizationName, `abo-storno-${suffix}`, userId],
    );
    return { email, organizationId: org[0]!.id, organizationName };
  } finally {
    await db.end();
  }
}

async function signInAs(page: Page, email: string): Promise<void> {
  const db = e2eDatabase();
  try {
    const { token } = await sessionFor(db, email);
    await page.context().clearCookies();
    await page.context().addCookies([sessionCookieFor(token, site.origin)]);
  } finally {
    await db.end();
  }
}

/** Buys the year's subscription by invoice from /my-products; answers the invoice number. */
async function buySubscription(page: Page, suffix: string): Promise<string> {
  await page.goto(`${site.origin}${site.prefix}/my-products`);
  await hydrated(page);
  await page.getByRole('link', { name: `Kaufen: ${SUBSCRIPTION}` }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await hydrated(page);
  const checkout = page.locator('form[data-form="checkout"]');
  await fillBillingAddress(checkout, { companyName: `Abo Storno GmbH ${suffix}`, email: `abo-${suffix}@example.test` });
  await checkout.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/my-products\?ordered=SUEDWEST-\d{6}/);
  return new URL(page.url()).searchParams.get('ordered')!;
}

/*
 * The shop staff's cancellations: a recruiter buys the year's subscription twice by invoice; an
 * administrator cancels the first order with a credit note from the orders list (its subscription ends
 * with it) and ends the second subscription early on the commerce desk; the recruiter then finds the
 * cancelled order with its credit note on /my-products.
 */
test('an administrator cancels an invoiced order with a credit note and ends a subscription early; the recruiter sees the credit note', async ({
  page,
}) => {
  const watch = watchPage(page, site.origin);
  const suffix = Date.now().toString(36);
  const recruiter = await freshRecruiter(suffix);
  await signInAs(page, recruiter.email);
  const first = await buySubscription(page, suffix);
  const second = await buySubscription(page, suffix);
  expect(second).not.toBe(first);

  await signInAs(page, 'admin@demo.jobboard.test');
  await page.goto(`${site.origin}${site.prefix}/admin/commerce/orders?organization=${encodeURIComponent(recruiter.organizationName)}`);
  await hydrated(page);
  const row = page.getByTestId('commerce-order-row').filter({ hasText: first });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the console’s orders list');
  // Reason and confirmation are required fields: the browser asks for them before anything is sent.
  await row.getByText('Mit Gutschrift stornieren', { exact: true }).first().click();
  const reason = row.getByRole('textbox');
  await row.getByRole('checkbox').check();
  await row.getByRole('button', { name: `Mit Gutschrift stornieren: ${first}` }).click();
  expect(await reason.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/admin\/commerce\/orders\?organization=/);
  await reason.fill('Kunde hat innerhalb der Frist widerrufen');
  await row.getByRole('button', { name: `Mit Gutschrift stornieren: ${first}` }).click();
  await expect(page.getByTestId('orders-notice')).toContainText(/Gutschrift SUEDWEST-ST-\d{6} ausgestellt/);
  await expect(page.getByTestId('commerce-order-row').filter({ hasText: first }).getByTestId('credit-note-link')).toBeVisible();

  // The second order's subscription is still running; the desk ends it early.
  await page.goto(`${site.origin}${site.prefix}/admin/commerce?organization=${recruiter.organizationId}#subscriptions`);
  await hydrated(page);
  const open = page.getByTestId('open-subscription');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(SUBSCRIPTION);
  await expectAccessible(page, 'the commerce desk with an organization’s subscriptions');
  await open.getByText('Vorzeitig beenden', { exact: true }).first().click();
  await open.getByRole('textbox').fill('Vertrag einvernehmlich beendet');
  await open.getByRole('checkbox').check();
  await open.getByRole('button', { name: `Vorzeitig beenden: ${SUBSCRIPTION}` }).click();
  await expect(page.getByTestId('open-subscriptions').getByRole('status')).toHaveText('Das Abonnement ist beendet.');
  await expect(page.getByTestId('open-subscription')).toHaveCount(0);
  await expect(page.getByTestId('open-subscriptions')).toContainText('kein laufendes oder künftiges Abonnement');

  await signInAs(page, recruiter.email);
  await page.goto(`${site.origin}${site.prefix}/my-products`);
  await hydrated(page);
  const cancelled = page.locator(`tr[data-invoice="${first}"]`);
  await expect(cancelled).toContainText('Storniert am');
  await expect(cancelled.getByTestId('credit-note-link')).toContainText(/Gutschrift SUEDWEST-ST-\d{6}/);
  await expect(page.locator(`tr[data-invoice="${second}"]`)).toContainText('offen, fällig am');
  await expectNoProblems(watch);
});
