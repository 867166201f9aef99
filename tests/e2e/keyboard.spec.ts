import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoSession, freshApplicant, useSession } from './accessibility-support';
import { e2eDatabase } from './database';
import { DEMO_RECRUITER } from './job-wizard-steps';
import { SITES, hydrated, sessionCookieFor } from './support';

/*
 * The three main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, typing; no
 * mouse): searching, applying, posting a job. Every element the focus lands on must show it (an outline,
 * a shadow, or MUI's focused border around a text field); every menu and dialog keeps the focus inside
 * while open and gives it back to the button that opened it.
 */

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const db = e2eDatabase();
test.afterAll(() => db.end());

/** The wizard and its preview load the editor and the organization's data: on a busy machine that takes a while. */
const slowHydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

/** What the focused element shows; null when a focus indicator is visible, else a description of it. */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Between the page's last element and its first the focus passes through the browser itself.
    if (!el || el === document.body) return null;
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    if (shows(el)) return null;
    // MUI draws keyboard focus on a wrapper: the checkbox's span, the text field's border (Mui-focused).
    const wrapper = el.parentElement?.closest('.Mui-focusVisible, .Mui-focused');
    if (wrapper && (wrapper.classList.contains('Mui-focused') || shows(wrapper))) return null;
    // A plain field (components/plain-fields.tsx) draws it as MUI's does: its outline turns 2 px wide.
    const outline = el.classList.contains('jb-field-input') ? el.parentElement?.querySelector('.jb-field-outline') : null;
    if (outline && getComputedStyle(outline).borderTopWidth === '2px') return null;
    // CKEditor's editable draws its own focus border.
    if (el.classList.contains('ck-focused')) return null;
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}" shows no focus`;
  });
}

/** Collects every element without a visible focus the journey passed through. */
class Keyboard {
  readonly unseen = new Set<string>();
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Tabs (or Shift+Tabs) until `target` has the focus, checking the focus ring of every stop. */
  async tabTo(target: Locator, { back = false, max = 200 } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const problem = await focusProblem(this.page);
      if (problem) this.unseen.add(problem);
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    }
    throw new Error(`${max} × ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  expectFocusAlwaysVisible(): void {
    expect([...this.unseen]).toEqual([]);
  }
}

/** The dialog holds the focus through `presses` Tabs and as many Shift+Tabs; Escape closes it and gives the focus back to `opener`. */
async function expectTrapAndReturn(page: Page, dialog: Locator, opener: Locator, presses = 15): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${key} ×${i + 1} stays in the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('search by keyboard: a query, a filter ticked, a job opened', async ({ page }) => {
  const keys = new Keyboard(page);
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await keys.tabTo(page.getByLabel('Was?'));
  await keys.type('Pflege');
  await keys.press('Enter');
  await expect(page).toHaveURL(`${origin}/jobs?search=Pflege`);
  await expect(page.locator('h1')).toHaveText('Stellenangebote: Pflege');

  const fullTime = page.getByRole('checkbox', { name: /^Vollzeit \(\d+\)$/ });
  await keys.tabTo(fullTime);
  await keys.press('Space');
  await expect(page).toHaveURL(`${origin}/jobs/vollzeit?search=Pflege`);
  await expect(fullTime).toBeChecked();
  // The ticked box keeps the focus across the new search, so the next Tab goes on from there.
  await expect(fullTime).toBeFocused();

  // The first job link the focus reaches (the list may still be settling after the filter).
  await keys.tabTo(page.locator('main a[href^="/job/"]').first());
  const href = (await page.evaluate(() => document.activeElement?.closest('a')?.getAttribute('href')))!;
  expect(href).toMatch(/^\/job\//);
  await keys.press('Enter');
  await expect(page).toHaveURL(`${origin}${href}`);
  await expect(page.locator('h1')).toBeVisible();
  keys.expectFocusAlwaysVisible();
});

test('the filter drawer of a phone: opened with Enter, holds the focus, Escape gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const keys = new Keyboard(page);
  await page.goto(`${origin}/jobs?search=Pflege`);
  await hydrated(page);
  const opener = page.getByTestId('filters-button');
  await keys.tabTo(opener);
  await keys.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('checkbox').first()).toBeVisible();
  await expectTrapAndReturn(page, drawer, opener);
  keys.expectFocusAlwaysVisible();
});

test('the header menu of a phone: opened with Enter, holds the focus, Escape gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const keys = new Keyboard(page);
  await page.goto(`${origin}/`);
  await hydrated(page);
  const opener = page.getByTestId('header-menu-button');
  await keys.tabTo(opener);
  await keys.press('Enter');
  await expectTrapAndReturn(page, page.getByRole('dialog', { name: 'Hauptnavigation' }), opener);
  keys.expectFocusAlwaysVisible();
});

test('the job alert dialog: opened with Enter, holds the focus, Escape gives it back', async ({ page }) => {
  const keys = new Keyboard(page);
  await page.goto(`${origin}/jobs?search=Pflege`);
  await hydrated(page);
  const opener = page.getByTestId('save-search-alert');
  await keys.tabTo(opener);
  await keys.press('Enter');
  await expectTrapAndReturn(page, page.getByRole('dialog'), opener);
  keys.expectFocusAlwaysVisible();
});

test('signed in on a tablet: the account menu and the bottom menu hold the focus and give it back', async ({ page, context }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  const applicant = await freshApplicant(db, 'Tastatur');
  await useSession(context, applicant.token, origin);
  const keys = new Keyboard(page);
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);

  // A menu, not a dialog: the arrow keys move through it, Tab leaves it; Escape closes it either way.
  const account = page.getByTestId('user-menu');
  await keys.tabTo(account);
  await keys.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await keys.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await keys.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  const more = page.getByRole('navigation', { name: 'Mobile Navigation' }).getByRole('button', { name: 'Mehr' });
  await keys.tabTo(more);
  await keys.press('Enter');
  await expectTrapAndReturn(page, page.getByRole('dialog'), more);
  keys.expectFocusAlwaysVisible();
});

test('the changed-terms dialog holds the focus and closes with Escape', async ({ page, context }) => {
  const applicant = await freshApplicant(db, 'Bedingung');
  await db.query('delete from user_consents where user_id = $1', [applicant.userId]);
  await context.addCookies([sessionCookieFor(applicant.token, origin)]);
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Unsere Nutzungsbedingungen haben sich geändert' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await focusProblem(page)).toBeNull();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('apply by keyboard: the on-site form filled and sent', async ({ page }) => {
  const { rows } = await db.query<{ slug: string }>(
    `select j.slug from jobs j join job_sites s on s.job_id = j.id and s.site = 'default'
     where j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
       and not j.application_require_cv and not j.application_require_cover_letter and not j.application_require_questions
     order by j.id limit 1`,
  );
  const keys = new Keyboard(page);
  await page.goto(`${origin}/job/${rows[0]!.slug}`);
  await hydrated(page);
  await keys.tabTo(page.locator('[data-apply="form"]').first());
  await keys.press('Enter');
  await expect(page).toHaveURL(`${origin}/job/${rows[0]!.slug}/apply`);
  await hydrated(page);
  const form = page.locator('form[data-form="application"]');
  const fields: Array<[string, string]> = [
    ['input[name="firstName"]', 'Tara'],
    ['input[name="lastName"]', 'Tastatur'],
    ['input[name="email"]', `tara.${Date.now().toString(36)}@example.test`],
    ['textarea[name="coverLetter"]', 'Ich bewerbe mich ganz ohne Maus.'],
  ];
  for (const [selector, text] of fields) {
    await keys.tabTo(form.locator(selector));
    await keys.type(text);
  }
  const consent = form.locator('input[name="privacyConsent"]');
  await keys.tabTo(consent);
  await keys.press('Space');
  await expect(consent).toBeChecked();
  await keys.tabTo(form.locator('[data-submit-application]'));
  await keys.press('Enter');
  await expect(page.getByTestId('application-sent')).toContainText('Vielen Dank für Ihre Bewerbung!');
  keys.expectFocusAlwaysVisible();
});

test('post a job by keyboard: the wizard’s steps, the preview, published', async ({ page, context }) => {
  test.setTimeout(180_000);
  await useSession(context, await demoSession(db, DEMO_RECRUITER), origin);
  const keys = new Keyboard(page);
  const title = `Tastaturstelle ${Date.now().toString(36)}`;
  await page.goto(`${origin}/job/wizard`);
  await slowHydrated(page);
  const form = page.locator('form[data-form="job-wizard"]');
  const next = async (step: string) => {
    await keys.tabTo(page.getByTestId('wizard-next'));
    await keys.press('Enter');
    await expect(page.locator(`fieldset[data-step="${step}"]`)).toBeVisible();
  };
  await next('content');
  await keys.tabTo(form.locator('input[name="title"]'), { back: true });
  await keys.type(title);
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await keys.tabTo(editor);
  await keys.type('Wir suchen Verstärkung, die ohne Maus arbeitet.');
  await next('classification');
  await next('conditions');
  await keys.tabTo(form.locator('input[name="locality"]'), { back: true });
  await keys.type('Stuttgart');
  await keys.tabTo(form.locator('input[name="zip"]'));
  await keys.type('70173');
  await next('application');
  await keys.tabTo(form.locator('input[name="applicationEmails"]'), { back: true });
  await keys.type('jobs@example.test');
  await keys.tabTo(page.getByTestId('wizard-submit'));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/, { timeout: 60_000 });
  await slowHydrated(page);
  await keys.tabTo(page.locator('form[data-workflow="publish"] button[type="submit"]'));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/job\/wizard\/bundles\?id=\d+/);
  await expect(page.getByTestId('bundles-status')).toContainText('jetzt online');
  keys.expectFocusAlwaysVisible();
});
