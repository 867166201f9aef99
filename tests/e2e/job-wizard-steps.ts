import { expect, type Page } from '@playwright/test';
import { SITES, hydrated, submitLogin } from './support';

/**
 * The recruiter's side of the job wizard as the journeys walk it: signing in and posting a template job
 * through the wizard's five steps up to its preview. Shared by the wizard journeys and the marketplace
 * journey in apply.spec.ts (a job posted here is the one an anonymous visitor applies to).
 */

const { origin } = SITES.default;
export const DEMO_PASSWORD = 'Demo-Passwort-2026!';
export const DEMO_RECRUITER = 'recruiter@demo.jobboard.test';
/** A 40×20 PNG: the wizard's logo upload (re-encoded to WebP by the platform). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWNQWpU2IIhh1OJVo0GtNJq40kaz06rRAkRptMhMG60kVo1Wi2nDv1oEAARMvG56nrDfAAAAAElFTkSuQmCC',
  'base64',
);

export async function logIn(page: Page, email: string): Promise<void> {
  await submitLogin(page, origin, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Next, then wait until the wizard shows `step` (each click waits for the step before it). */
export async function nextStep(page: Page, step: string): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await expect(page.locator(`fieldset[data-step="${step}"]`)).toBeVisible();
}

export interface TemplateJob {
  title: string;
  /** Typed into CKEditor after "Wir suchen Verstärkung: ". */
  words: string;
  logo?: boolean;
  /** How candidates apply: by e-mail (default) or with the site's own application form. */
  workflow?: 'email' | 'form';
  /** Where application mails go (the e-mail workflow needs one). */
  applicationEmail?: string;
}

/** Goes through the wizard's five steps for a template job, up to its preview; returns the job's id. */
export async function postTemplateJob(page: Page, job: TemplateJob): Promise<string> {
  const { title, words, logo = false, workflow = 'email', applicationEmail = 'jobs@example.test' } = job;
  await page.goto(`${origin}/job/wizard`);
  await hydrated(page);
  const form = page.locator('form[data-form="job-wizard"]');
  await expect(form.getByRole('radio', { name: 'Anzeige mit Beschreibung (Vorlage)' })).toBeChecked();
  await nextStep(page, 'content');

  await form.locator('input[name="title"]').fill(title);
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  // The recruiter's toolbar (spec §6): no table or media embed.
  await expect(page.locator('.ck-toolbar').getByRole('button', { name: /Fett|Bold/ })).toBeVisible();
  await expect(page.locator('.ck-toolbar').getByRole('button', { name: /Tabelle|Insert table/ })).toHaveCount(0);
  await editor.click();
  await page.keyboard.type(`Wir suchen Verstärkung: ${words}.`);
  if (logo) await form.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await nextStep(page, 'classification');
  await expect(page.getByLabel('Anstellungsart')).toBeVisible();
  await nextStep(page, 'conditions');

  await form.locator('input[name="locality"]').fill('Stuttgart');
  await form.locator('input[name="zip"]').fill('70173');
  await form.locator('input[name="salaryMin"]').fill('52000');
  await form.locator('input[name="salaryMax"]').fill('64000');
  await nextStep(page, 'application');

  await expect(form.getByRole('radio', { name: 'Per E-Mail' })).toBeChecked();
  if (workflow === 'email') {
    await page.getByTestId('wizard-submit').click();
    // The e-mail workflow needs an address: the shared schema refuses in place, nothing is posted.
    await expect(form.getByText('Bewerbungen per E-Mail brauchen eine E-Mail-Adresse.')).toBeVisible();
  } else {
    await form.getByRole('radio', { name: 'Über das Bewerbungsformular dieser Seite' }).check();
  }
  await form.locator('input[name="applicationEmails"]').fill(applicationEmail);
  await page.getByTestId('wizard-submit').click();

  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('preview-bar').locator('[data-state="draft"]')).toBeVisible();
  await expect(page.getByTestId('preview-job').locator('h1')).toHaveText(title);
  await expect(page.getByTestId('preview-job')).toContainText(`Wir suchen Verstärkung: ${words}.`);
  // A draft was never online: its preview says so, not that the ad is "no longer online".
  await expect(page.getByTestId('preview-job').locator('[data-faded-note]')).toHaveText(
    'Die Beschreibung ist in dieser Vorschau gekürzt, weil die Anzeige noch nicht veröffentlicht ist. Veröffentlicht erscheint sie vollständig.',
  );
  return id;
}

/** From the preview: publish, land on the bundles step, open the live job page; returns the job's slug. */
export async function publishFromPreview(page: Page): Promise<string> {
  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles\?id=\d+/);
  await expect(page.getByTestId('bundles-status')).toContainText('jetzt online');
  await page.getByRole('link', { name: 'Anzeige ansehen' }).click();
  await expect(page).toHaveURL(/\/job\/[^/?]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}
