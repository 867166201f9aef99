import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase } from './database';
import { SITES, acceptTermsIfAsked, expectNoProblems, hydrated, mailTo, submitLogin, watchPage } from './support';

test.use({ locale: 'de-DE' });
// The machine running the journeys may be busy: each step posts a form and loads a page.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const { origin } = SITES.default;
const RECRUITER = 'recruiter@demo.jobboard.test';
const PASSWORD = 'Demo-Passwort-2026!';
/** The demo recruiter owns the first demo organization. */
const SLUG = 'neckar-software-gmbh';
/** One address per run: the split topology runs the journey again on its own database, but a rerun may not. */
const INVITEE = `team-${Date.now().toString(36)}@example.test`;

/** The journey leaves the demo team as it found it: the invitee's account and every invitation go. */
async function giveBack(): Promise<void> {
  const db = e2eDatabase();
  try {
    await db.query("delete from users where email like 'team-%@example.test'");
    await db.query(
      "delete from organization_invitations where email like 'team-%@example.test' or organization_id = (select id from organizations where slug = $1)",
      [SLUG],
    );
  } finally {
    await db.end();
  }
}
test.beforeAll(giveBack);
test.afterAll(giveBack);

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('the owner invites a recruiter by mail; the invitee creates an account from the link, opens the job manager, and the link works once', async ({
  page,
  browser,
  request,
}) => {
  const watch = watchPage(page, origin);
  await submitLogin(page, origin, RECRUITER, PASSWORD);
  await expect(page).toHaveURL(`${origin}/dashboard`, { timeout: 60_000 });
  await hydrated(page);
  await acceptTermsIfAsked(page);

  // From the organization editor to its team page.
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  await hydrated(page);
  await page.getByTestId('organization-team-link').click();
  await expect(page).toHaveURL(`${origin}/organization/${SLUG}/team`);
  // Board and platform apart, the page's data takes two hops on a busy machine: wait for the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team von Neckar Software GmbH', { timeout: 60_000 });
  await hydrated(page);
  await expect(page.getByTestId('team-members')).toContainText(RECRUITER);
  await expectAccessible(page);

  await page.getByTestId('team-invite-email').fill(INVITEE);
  await page.getByTestId('team-invite-submit').click();
  await expect(page.getByTestId('team-notice')).toHaveText('Die Einladung wurde gesendet.');
  await expect(page.getByTestId('team-invitations')).toContainText(INVITEE);
  await hydrated(page);
  // The same address again: refused with a clear message, the address typed still in the field.
  await page.getByTestId('team-invite-email').fill(INVITEE);
  await page.getByTestId('team-invite-submit').click();
  await expect(page.getByTestId('team-error')).toContainText('Eine Einladung an diese Adresse ist noch offen.');
  await expect(page.getByTestId('team-invite-email')).toHaveValue(INVITEE);
  await expectNoProblems(watch);

  // The invitee reads the mail and follows its link in a browser of their own.
  const mail = await mailTo(request, origin, INVITEE, /Einladung ins Team von Neckar Software GmbH/);
  const link = /https?:\/\/\S+\/team-invitation\?token=[a-z0-9]+/.exec(mail.text)![0];
  const invitee = await browser.newContext({ locale: 'de-DE' });
  const guestPage = await invitee.newPage();
  const guestWatch = watchPage(guestPage, origin);
  await guestPage.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await hydrated(guestPage);
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText('Einladung ins Team von Neckar Software GmbH');
  await expectAccessible(guestPage);
  await guestPage.getByLabel('Vorname').fill('Tina');
  await guestPage.getByLabel('Nachname').fill('Team');
  await guestPage.getByLabel('Passwort').fill('ein-langes-passwort');
  await guestPage.getByLabel('Ich akzeptiere die AGB').check();
  await guestPage.getByTestId('team-invitation-accept').click();
  await expect(guestPage).toHaveURL(/\/user\/login\?/);

  // Signed in with the new account, the member opens the organization's job manager.
  await submitLogin(guestPage, origin, INVITEE, 'ein-langes-passwort');
  await expect(guestPage).not.toHaveURL(/\/user\/login/, { timeout: 60_000 });
  await hydrated(guestPage);
  await acceptTermsIfAsked(guestPage);
  await guestPage.goto(`${origin}/job-manager`);
  await hydrated(guestPage);
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText('Stellenverwaltung');
  await expect(guestPage.getByText('Neckar Software GmbH').first()).toBeVisible();

  // The link a second time: it says so and offers nothing to press.
  await guestPage.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await hydrated(guestPage);
  await expect(guestPage.getByTestId('team-invitation-status')).toContainText('Diese Einladung wurde bereits verwendet.');
  await expect(guestPage.getByTestId('team-invitation-accept')).toHaveCount(0);
  await expectNoProblems(guestWatch);
  await invitee.close();

  // The owner sees the new editor in the team.
  await page.goto(`${origin}/organization/${SLUG}/team`);
  await hydrated(page);
  await expect(page.getByTestId('team-members')).toContainText(INVITEE);
  await expect(page.getByTestId('team-members')).toContainText('Rolle: Bearbeiter');
});
