import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { type FakeChatServer, startFakeChatServer } from '../support/fake-chat-completions';
import { DEMO_RECRUITER, logIn, nextStep } from './job-wizard-steps';
import { e2eDatabase } from './database';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

/*
 * The job wizard's writing helper against a local stand-in for an OpenAI-compatible endpoint. The app
 * was started with AI_BASE_URL pointing at this port (playwright.config.ts); the stand-in runs here, in
 * the test, so each step can choose how it answers. In the split topology the stream crosses from the
 * platform-only workers through the board-only ones.
 */

const { origin } = SITES.default;
const AI_PORT = 4300 + Number(process.env.PORT_OFFSET ?? 0);

let ai: FakeChatServer;
test.beforeAll(async () => {
  ai = await startFakeChatServer(AI_PORT);
});
test.afterAll(() => ai?.close());

async function openDescriptionStep(page: Page): Promise<void> {
  await page.goto(`${origin}/job/wizard`);
  await hydrated(page);
  await nextStep(page, 'content');
  await expect(page.locator('.ck-editor__editable')).toBeVisible({ timeout: 20_000 });
}

async function expectNoSeriousAxeFinding(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('a recruiter writes a draft with the helper, stops one, and keeps their text when the endpoint fails', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = watchPage(page, origin);
  await logIn(page, DEMO_RECRUITER);
  await openDescriptionStep(page);
  const helper = page.getByTestId('ai-writing');
  const editor = page.locator('.ck-editor__editable');
  await expect(helper.getByRole('button', { name: 'Entwurf schreiben' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('ai-writing-note')).toContainText(
    'Prüfen Sie jeden mit KI-Hilfe geschriebenen Text vor der Veröffentlichung',
  );

  // A draft needs a title first: said in place, nothing is asked of the model.
  const asked = ai.received.length;
  await helper.getByRole('button', { name: 'Entwurf schreiben' }).click();
  await expect(page.getByTestId('ai-writing-error')).toContainText('Geben Sie zuerst den Stellentitel ein');
  expect(ai.received.length).toBe(asked);

  // 1. A draft streams into the editor; the model was asked with the job's facts, neutral wording and the fixed settings.
  await page.locator('form[data-form="job-wizard"] input[name="title"]').fill('Pflegefachkraft');
  ai.answer({
    kind: 'chunks',
    pieces: ['<h3>Ihre Aufgaben</h3>', '<p>Sie pflegen ', 'mit Herz', ' und Verstand.</p>', '<script>alert(1)</script>'],
    delayMs: 150,
  });
  await helper.getByLabel('Tonfall').click();
  await page.getByRole('option', { name: 'Freundlich' }).click();
  await helper.getByRole('button', { name: 'Entwurf schreiben' }).click();
  await expect(editor).toContainText('Sie pflegen mit Herz und Verstand.');
  await expect(helper.getByRole('status')).toContainText('Der Text steht im Editor');
  await expect(page.getByTestId('ai-writing-note')).toContainText('Diese Beschreibung wurde mit KI-Hilfe geschrieben');
  await expect(editor.locator('h3')).toHaveText('Ihre Aufgaben');
  expect(await editor.innerHTML()).not.toContain('script');
  const request = ai.received.at(-1)!;
  expect(request.authorization).toBe('Bearer sk-e2e');
  expect(request.body).toMatchObject({ model: 'e2e-model', stream: true, temperature: 0.5, max_tokens: 1500 });
  const prompt = JSON.stringify(request.body.messages);
  expect(prompt).toContain('Pflegefachkraft');
  expect(prompt).toContain('geschlechtergerecht');
  expect(prompt).toContain('freundlich');
  // The key stays on the platform: nothing the browser received carries it.
  expect(await page.content()).not.toContain('sk-e2e');

  // 2. Stop: what came so far stays, the rest is never written, and the model's answer is stopped too.
  const abortedBefore = ai.aborted();
  ai.answer({
    kind: 'chunks',
    pieces: ['<p>Erster Teil.</p>', ...Array.from({ length: 40 }, (_, i) => `<p>Teil ${i + 2}.</p>`)],
    delayMs: 400,
  });
  await helper.getByRole('button', { name: 'Entwurf schreiben' }).click();
  await expect(editor).toContainText('Erster Teil.');
  await page.getByTestId('ai-writing-stop').click();
  await expect(helper.getByRole('status')).toContainText('Angehalten');
  await expect(page.getByTestId('ai-writing-stop')).toHaveCount(0);
  const kept = await editor.innerText();
  expect(kept).toContain('Erster Teil.');
  expect(kept).not.toContain('Teil 41.');
  await expect.poll(() => ai.aborted(), { timeout: 15_000 }).toBeGreaterThan(abortedBefore);
  await page.waitForTimeout(1_000);
  expect(await editor.innerText()).toBe(kept);

  // 3. The endpoint fails (an error status, then a stream cut in the middle): a clear message, the text as it was.
  ai.answer({ kind: 'error', status: 503 });
  await helper.getByRole('button', { name: 'Verbessern' }).click();
  await expect(page.getByTestId('ai-writing-error')).toHaveText(
    'Der Schreibdienst hat nicht richtig geantwortet. Ihr Text ist unverändert.',
  );
  expect(await editor.innerText()).toBe(kept);
  ai.answer({ kind: 'cut', pieces: ['<p>Halber Satz'] });
  await helper.getByRole('button', { name: 'Verbessern' }).click();
  await expect(page.getByTestId('ai-writing-error')).toHaveText(
    'Der Schreibdienst hat nicht richtig geantwortet. Ihr Text ist unverändert.',
  );
  await expect(editor).not.toContainText('Halber Satz');
  expect(await editor.innerText()).toBe(kept);
  // The improvement was asked with the recruiter's own text.
  expect(JSON.stringify(ai.received.at(-1)!.body.messages)).toContain('Erster Teil.');

  await expectNoSeriousAxeFinding(page);
  await expectNoProblems(watch);
});

test('without JavaScript the wizard offers no writing helper', async ({ browser, page }) => {
  await logIn(page, DEMO_RECRUITER);
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const noScript = await plain.newPage();
    await noScript.goto(`${origin}/job/wizard`);
    await expect(noScript.locator('textarea[name="descriptionHtml"]')).toBeVisible();
    await expect(noScript.getByText('Entwurf schreiben')).toHaveCount(0);
    await expect(noScript.getByTestId('ai-writing')).toHaveCount(0);
  } finally {
    await plain.close();
  }
});

test('once the organization used its requests of the day, the wizard says so and asks nothing of the model', async ({ page }) => {
  const db = e2eDatabase();
  // The recruiter's organizations as of today (UTC), and what they had used, given back at the end.
  const { rows: before } = await db.query<{ id: string; requests: number | null }>(
    `select o.id::text, u.requests from organizations o join users m on m.id = o.owner_id
     left join ai_writing_usage u on u.organization_id = o.id and u.day = (now() at time zone 'utc')::date
     where m.email = $1`,
    [DEMO_RECRUITER],
  );
  try {
    await db.query(
      `insert into ai_writing_usage (organization_id, day, requests)
       select id, (now() at time zone 'utc')::date, 50 from unnest($1::bigint[]) as id
       on conflict (organization_id, day) do update set requests = 50`,
      [before.map((r) => r.id)],
    );
    await logIn(page, DEMO_RECRUITER);
    await openDescriptionStep(page);
    await page.locator('form[data-form="job-wizard"] input[name="title"]').fill('Elektroniker');
    const asked = ai.received.length;
    await page.getByTestId('ai-writing').getByRole('button', { name: 'Entwurf schreiben' }).click();
    await expect(page.getByTestId('ai-writing-error')).toHaveText(
      'Ihre Organisation hat heute alle Anfragen an die Schreibhilfe verbraucht. Bitte versuchen Sie es morgen wieder.',
    );
    expect(ai.received.length).toBe(asked);
  } finally {
    for (const { id, requests } of before)
      if (requests === null)
        await db.query(`delete from ai_writing_usage where organization_id = $1 and day = (now() at time zone 'utc')::date`, [id]);
      else
        await db.query(`update ai_writing_usage set requests = $2 where organization_id = $1 and day = (now() at time zone 'utc')::date`, [
          id,
          requests,
        ]);
    await db.end();
  }
});
