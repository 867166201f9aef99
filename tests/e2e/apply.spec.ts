import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import pg from 'pg';
import { sessionFor, TERMS_VERSIONS } from './database';
import { DEMO_RECRUITER, logIn, postTemplateJob, publishFromPreview } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, mailTo, sessionCookieFor, watchPage } from './support';

test.use({ locale: 'de-DE', actionTimeout: 15_000 });

const { origin } = SITES.default;
const RECRUITER = DEMO_RECRUITER;
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const db = new pg.Pool({
  connectionString: process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54359'}/jobboard`,
  max: 2,
});
test.afterAll(() => db.end());

interface FormJob {
  id: string;
  slug: string;
  title: string;
  recipient: string;
}

/** A visible form job of the demo recruiter's organization on the default site, by what the journey needs. */
async function formJob(questions: boolean): Promise<FormJob> {
  const { rows } = await db.query<FormJob>(
    `select j.id::text, j.slug, j.title, coalesce(split_part(j.application_email, ',', 1), u.email) as recipient
     from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
     join job_sites s on s.job_id = j.id and s.site = 'default'
     where lower(u.email) = $1 and j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
       and (jsonb_array_length(j.application_questions) > 0) = $2 and not j.application_require_cv and not j.application_require_cover_letter
     order by j.id limit 1`,
    [RECRUITER, questions],
  );
  if (!rows[0]) throw new Error(`no demo form job (questions: ${questions})`);
  return rows[0];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Marks the current terms as accepted (the terms dialog would cover the page otherwise). */
async function acceptTerms(userId: string, email: string) {
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, $1, $2, 'default', $3::text[] from consent_infos i join consent_info_revisions r on r.info_id = i.id
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION'
     on conflict do nothing`,
    [userId, email, [...TERMS_VERSIONS]],
  );
}

/** A fresh, verified applicant signed in through the session cookie (the demo applicant is left to the terms journey). */
async function signedInApplicant(context: BrowserContext, firstName: string): Promise<{ email: string; userId: string; token: string }> {
  const email = `${firstName.toLowerCase()}.${unique()}@example.test`;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, first_name, last_name, email_verified, approved) values ($1, $2, 'Neumann', true, true) returning id::text`,
    [email, firstName],
  );
  const userId = rows[0]!.id;
  await db.query(`insert into user_roles (user_id, role) values ($1, 'applicant')`, [userId]);
  await acceptTerms(userId, email);
  const { token } = await sessionFor(db, email);
  await context.addCookies([sessionCookieFor(token, origin)]);
  return { email, userId, token };
}

test('marketplace: a recruiter posts a job with the wizard; an anonymous visitor finds it, applies with a PDF; the recruiter gets the mail, sees the application, downloads the PDF and moves it on; another applicant sees nothing', async ({
  page,
  browser,
  request,
}) => {
  const watch = watchPage(page, origin);
  const lastName = `Muster-${unique()}`;

  // The recruiter posts a template job through the wizard, with this site's application form and an
  // address of its own for application mails, and publishes it.
  const { rows: recruiterRows } = await db.query<{ id: string }>('select id::text from users where lower(email) = $1', [RECRUITER]);
  await acceptTerms(recruiterRows[0]!.id, RECRUITER);
  const recruiterContext = await browser.newContext({ locale: 'de-DE' });
  const recruiter = await recruiterContext.newPage();
  const recruiterWatch = watchPage(recruiter, origin);
  await logIn(recruiter, RECRUITER);
  const suffix = unique();
  const title = `Marktplatztest ${suffix}`;
  const recipient = `bewerbungen.${suffix}@example.test`;
  const jobId = await postTemplateJob(recruiter, {
    title,
    words: `Lagerlogistik ${suffix}`,
    workflow: 'form',
    applicationEmail: recipient,
  });
  const job = { id: jobId, slug: await publishFromPreview(recruiter), title, recipient };

  // An anonymous visitor finds it in search; its page offers the on-site form.
  await page.goto(`${origin}/jobs?search=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/job/${job.slug}`);
  await hydrated(page);
  await page.locator('[data-apply="form"]').click();
  await expect(page).toHaveURL(`${origin}/job/${job.slug}/apply`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(`Bewerbung: ${job.title}`);

  // The shared zod schema speaks before anything is sent.
  const form = page.locator('form[data-form="application"]');
  await form.locator('[data-submit-application]').click();
  await expect(form).toContainText('Bitte füllen Sie dieses Feld aus.');
  await expect(form).toContainText('Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.');

  // A file that claims .pdf but is HTML: refused by content, with its name, nothing stored.
  await form.locator('input[name="firstName"]').fill('Erika');
  await form.locator('input[name="lastName"]').fill(lastName);
  await form.locator('input[name="email"]').fill(`erika.${unique()}@example.test`);
  await form.locator('textarea[name="coverLetter"]').fill('Ich bringe zehn Jahre Erfahrung mit.');
  await form.locator('input[name="privacyConsent"]').check();
  await form.locator('input[name="files"]').setInputFiles({
    name: 'lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await form.locator('[data-submit-application]').click();
  await expect(page.getByTestId('application-errors')).toContainText('„lebenslauf.pdf“ ist keine PDF-, JPG-, PNG- oder WebP-Datei');
  expect((await db.query('select count(*)::int as n from applications where last_name = $1', [lastName])).rows[0].n).toBe(0);

  // Now with a real PDF (the same form, so the same idempotency key: one application).
  await form.locator('input[name="files"]').setInputFiles({ name: 'Lebenslauf Erika.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.locator('[data-submit-application]').click();
  await expect(page).toHaveURL(`${origin}/job/${job.slug}/apply?sent=1`);
  await expect(page.getByTestId('application-sent')).toContainText('Vielen Dank für Ihre Bewerbung!');
  const { rows } = await db.query<{ id: string; file_id: string }>(
    'select a.id::text, f.id::text as file_id from applications a join application_files f on f.application_id = a.id where a.last_name = $1',
    [lastName],
  );
  expect(rows).toHaveLength(1);
  const { id: applicationId, file_id: fileId } = rows[0]!;
  await expectNoProblems(watch);

  // The recruiter's mail reached the SMTP peer: a link to the application, no attachment.
  const mail = await mailTo(
    request,
    origin,
    job.recipient,
    (m) => m.subject.startsWith('Neue Bewerbung') && m.text.includes(`/application/${applicationId}`),
  );
  expect(mail.subject).toContain(job.title);
  expect(mail.text).toContain(`Erika ${lastName}`);

  // The recruiter of the organization sees it in the job's list and on its page, and downloads the PDF.
  await recruiter.goto(`${origin}/job-manager/${job.id}/applications`);
  await hydrated(recruiter);
  const row = recruiter.locator(`tr[data-application-id="${applicationId}"]`);
  await expect(row).toContainText(`Erika ${lastName}`);
  await expect(row.locator('[data-status]')).toHaveText('Neu');
  await row.getByRole('link', { name: `Erika ${lastName}` }).click();
  await expect(recruiter).toHaveURL(`${origin}/application/${applicationId}`);
  await expect(recruiter.locator('h1')).toHaveText(`Bewerbung von Erika ${lastName}`);
  await expect(recruiter.getByText('Ich bringe zehn Jahre Erfahrung mit.')).toBeVisible();

  const download = recruiter.waitForEvent('download');
  await recruiter.locator(`a[data-file-id="${fileId}"]`).click();
  expect((await download).suggestedFilename()).toBe('Lebenslauf Erika.pdf');
  const file = await recruiter.request.get(`${origin}/application-file/${applicationId}/${fileId}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="Lebenslauf_Erika.pdf"/);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-security-policy']).toBe('sandbox');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  await recruiter.getByRole('button', { name: 'In Prüfung nehmen' }).click();
  await expect(recruiter).toHaveURL(`${origin}/application/${applicationId}?notice=statusChanged`);
  await expect(recruiter.getByText('Der Status wurde geändert.')).toBeVisible();
  await expect(recruiter.locator('[data-status]')).toHaveText('In Prüfung');
  await expectNoProblems(recruiterWatch);
  await recruiterContext.close();

  // A second applicant cannot read the first one's application or file — in the browser …
  const otherContext = await browser.newContext({ locale: 'de-DE' });
  const other = await otherContext.newPage();
  const second = await signedInApplicant(otherContext, 'Lena');
  const otherPage = await other.goto(`${origin}/application/${applicationId}`);
  expect(otherPage?.status()).toBe(404);
  await expect(other.locator('h1')).toHaveText('Bewerbung nicht gefunden');
  expect((await other.request.get(`${origin}/application-file/${applicationId}/${fileId}`)).status()).toBe(404);
  expect((await other.request.get(`${origin}/job-manager/${job.id}/applications`)).status()).toBe(404);
  await otherContext.close();

  // … nor over the API with their own session; a guest neither.
  const token = second.token;
  const api = async (query: string, variables: Record<string, unknown>, bearer?: string) =>
    (
      await request.post(`${origin}/graphql`, {
        headers: { 'content-type': 'application/json', 'x-frontend': 'default', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        data: { query, variables },
      })
    ).json();
  for (const bearer of [token, undefined]) {
    expect((await api('query($id: ID!) { application(id: $id) { id email } }', { id: applicationId }, bearer)).data.application).toBeNull();
    expect(
      (await api('query($id: ID!) { jobApplications(jobId: $id) { items { id } } }', { id: job.id }, bearer)).data.jobApplications,
    ).toBeNull();
    expect(
      (
        await api(
          'mutation($id: ID!) { changeApplicationStatus(id: $id, status: "rejected") { status errors } }',
          { id: applicationId },
          bearer,
        )
      ).data.changeApplicationStatus.errors,
    ).toEqual([bearer ? 'NOT_FOUND' : 'UNAUTHENTICATED']); // a guest is told to sign in before anything is looked up
    const response = await request.get(`${origin}/application-file/${applicationId}/${fileId}`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    expect(response.status()).toBe(404);
  }
  expect((await db.query('select status from applications where id = $1', [applicationId])).rows[0].status).toBe('in_review');
});

test('quick apply walks its steps at their own addresses; the signed-in applicant is prefilled and finds it under my applications', async ({
  page,
  context,
}) => {
  const watch = watchPage(page, origin);
  const job = await formJob(true);
  const me = await signedInApplicant(context, 'Mira');
  await page.goto(`${origin}/job/${job.slug}`);
  await hydrated(page);
  await page.locator('[data-apply="quick"]').click();
  await expect(page).toHaveURL(`${origin}/job/${job.slug}/quick-apply/basic-info`);
  await hydrated(page);
  await expect(page.locator('input[name="email"]')).toHaveValue(me.email);
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Mira');
  // A phone number in letters: the field says what a number takes, not only "check this input".
  await page.locator('input[name="phone"]').fill('abc');
  await page.locator('[data-next-step]').click();
  await expect(page.locator('#application-phone-helper-text')).toContainText('Bitte geben Sie die Telefonnummer in Ziffern an');
  await page.locator('input[name="phone"]').fill('+49 711 1234567');
  await page.locator('[data-next-step]').click();

  await expect(page).toHaveURL(`${origin}/job/${job.slug}/quick-apply/questions`);
  await page.getByLabel('Ja').check();
  await page.getByLabel('Ab wann können Sie bei uns anfangen?').fill('Zum 1. des Monats');
  await page.locator('[data-next-step]').click();

  await expect(page).toHaveURL(`${origin}/job/${job.slug}/quick-apply/file-upload`);
  await page.locator('input[name="files"]').setInputFiles({ name: 'zeugnis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('chosen-files')).toContainText('zeugnis.pdf');
  await page.locator('[data-next-step]').click();

  await expect(page).toHaveURL(`${origin}/job/${job.slug}/quick-apply/review`);
  const review = page.getByTestId('quick-apply-review');
  await expect(review).toContainText('Mira');
  await expect(review).toContainText('zeugnis.pdf');
  await expect(review).toContainText('Zum 1. des Monats');
  await page.locator('input[name="privacyConsent"]').check();
  await page.locator('[data-submit-application]').click();
  await expect(page).toHaveURL(`${origin}/job/${job.slug}/quick-apply/success`);
  await expect(page.getByTestId('application-sent')).toBeVisible();

  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  const mine = page.getByTestId('my-applications');
  await expect(mine).toContainText(job.title);
  await expect(mine.locator('[data-status]').first()).toHaveText('Neu');
  await expectNoProblems(watch);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts as multipart and answers with a redirect; 50 MB + 1 byte is refused by name and nothing is stored', async ({
    page,
  }) => {
    const job = await formJob(false);
    const lastName = `Ohne-JS-${unique()}`;
    const fill = async () => {
      await page.goto(`${origin}/job/${job.slug}/apply`);
      const form = page.locator('form[data-form="application"]');
      await form.locator('input[name="firstName"]').fill('Jonas');
      await form.locator('input[name="lastName"]').fill(lastName);
      await form.locator('input[name="email"]').fill(`jonas.${unique()}@example.test`);
      await form.locator('input[name="privacyConsent"]').check();
      return form;
    };
    const big = join(mkdtempSync(join(tmpdir(), 'apply-e2e-')), 'riesig.pdf');
    const bytes = Buffer.alloc(50 * 1024 * 1024 + 1);
    PDF.copy(bytes);
    writeFileSync(big, bytes);
    let form = await fill();
    await form.locator('input[name="files"]').setInputFiles(big);
    await form.locator('[data-submit-application]').click();
    await expect(page).toHaveURL(new RegExp(`/job/${job.slug}/apply\\?errors=`));
    await expect(page.getByTestId('application-errors')).toContainText('„riesig.pdf“ ist größer als 50 MB.');
    expect((await db.query('select count(*)::int as n from applications where last_name = $1', [lastName])).rows[0].n).toBe(0);

    form = await fill();
    await form.locator('input[name="files"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.locator('[data-submit-application]').click();
    await expect(page).toHaveURL(`${origin}/job/${job.slug}/apply?sent=1`);
    await expect(page.getByTestId('application-sent')).toBeVisible();
    expect((await db.query('select count(*)::int as n from applications where last_name = $1', [lastName])).rows[0].n).toBe(1);
  });
});
