import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDatabase } from './database';
import { SITES, acceptTermsIfAsked, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

test.use({ locale: 'de-DE' });
test.describe.configure({ mode: 'serial' });

const { origin } = SITES.default;
const RECRUITER = 'recruiter@demo.jobboard.test';
const PASSWORD = 'Demo-Passwort-2026!';
/** The demo recruiter owns the first demo organization. */
const SLUG = 'neckar-software-gmbh';

/** Columns the journeys change; put back afterwards so the other journeys see the demo profile. */
const COLUMNS = [
  'name',
  'alternative_name',
  'country_code',
  'address_line1',
  'address_line2',
  'administrative_area',
  'locality',
  'zip',
  'website',
  'social_profiles',
  'presentation_html',
  'industry_term_id',
  'size',
  'benefits',
  'logo_url',
  'logo_file_key',
  'cover_url',
  'cover_file_key',
  'updated_at',
] as const;
let snapshot: Record<string, unknown> | undefined;
let organizationId = '';

test.beforeAll(async () => {
  const db = e2eDatabase();
  try {
    const { rows } = await db.query<Record<string, unknown>>(`select id::text, ${COLUMNS.join(', ')} from organizations where slug = $1`, [
      SLUG,
    ]);
    snapshot = rows[0];
    organizationId = String(rows[0]!.id);
  } finally {
    await db.end();
  }
});

test.afterAll(async () => {
  if (!snapshot) return;
  const db = e2eDatabase();
  try {
    const values = COLUMNS.map((c) => (c === 'social_profiles' || c === 'benefits' ? JSON.stringify(snapshot![c]) : snapshot![c]));
    await db.query(`update organizations set ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [
      organizationId,
      ...values,
    ]);
  } finally {
    await db.end();
  }
});

async function logIn(page: Page, email: string, password: string) {
  await submitLogin(page, origin, email, password);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);
}

/** Posts the profile form's request from the page (its cookies, its origin) the way the form does. */
async function postProfile(page: Page, id: string, profile: Record<string, unknown>) {
  return page.evaluate(
    async ({ id, profile }) => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const body = new FormData();
      body.set('csrfToken', csrfToken);
      body.set('locale', 'de');
      body.set('profile', JSON.stringify(profile));
      const response = await fetch(`/api/organization-profile/${id}`, { method: 'POST', body, headers: { Accept: 'application/json' } });
      return {
        status: response.status,
        body: (await response.json()) as { ok: boolean; errors?: Array<{ field: string | null; code: string }> },
      };
    },
    { id, profile },
  );
}

const minimalProfile = (name: string, presentation: string) => ({
  name,
  alternativeName: 'NeckarSoft',
  location: { countryCode: 'DE', addressLine1: '', addressLine2: '', zip: '70173', locality: 'Stuttgart', administrativeArea: '' },
  website: '',
  socialProfiles: { linkedin: '', xing: '', facebook: '', instagram: '', youtube: '', tiktok: '', twitter: '', blueSky: '' },
  presentation,
  industryId: '',
  size: '',
  benefits: [],
  removeLogo: false,
  removeCover: false,
});

test('the demo recruiter edits name, presentation and logo; the public page shows them; SVG is refused', async ({ page }) => {
  const watch = watchPage(page, origin);
  await logIn(page, RECRUITER, PASSWORD);
  await hydrated(page);
  await page.getByTestId('my-organizations').getByRole('link', { name: 'Profil bearbeiten' }).click();
  await expect(page).toHaveURL(`${origin}/organization/${SLUG}/edit`);
  await expect(page.locator('h1')).toHaveText('Profil bearbeiten: Neckar Software GmbH');
  const form = page.locator('form[data-form="organization-profile"]');
  await expect(form.getByTestId('rich-text-editor')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });

  // An SVG logo is named before anything is sent (the platform refuses it as well, see below).
  const logoInput = form.locator('input[type="file"][name="logo"]');
  await logoInput.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(form.getByTestId('logo-error')).toContainText('SVG-Dateien sind nicht erlaubt');
  // A file that claims to be a PNG but is not one.
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>kein Bild</body></html>') });
  await expect(form.getByTestId('logo-error')).toContainText('kein PNG-, JPEG- oder WebP-Bild');

  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByTestId('logo-error')).toHaveCount(0);
  await expect(form.getByTestId('logo-preview')).toHaveAttribute('src', /^blob:/);

  await form.locator('input[name="name"]').fill('Neckar Software GmbH (neu)');
  const editor = form.locator('.ck-editor__editable');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Wir bauen Software im Neckartal.');
  await form.locator('input[name="socialProfiles.linkedin"]').fill('https://www.facebook.com/neckar');
  await form.getByRole('button', { name: 'Profil speichern' }).click();
  // The shared schema names the wrong network before anything is sent.
  await expect(form).toContainText('Diese Adresse gehört nicht zu diesem Netzwerk.');
  await form.locator('input[name="socialProfiles.linkedin"]').fill('www.linkedin.com/company/neckar-neu');
  await form.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByTestId('profile-saved')).toContainText('Das Profil wurde gespeichert.');

  await page.getByTestId('profile-saved').getByRole('link', { name: 'Profil ansehen' }).click();
  await expect(page).toHaveURL(`${origin}/organization/${SLUG}`);
  await expect(page.locator('h1')).toHaveText('Neckar Software GmbH (neu)');
  await expect(page.getByText('Wir bauen Software im Neckartal.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/neckar-neu',
  );
  const logo = page.locator(`img[alt="Logo von Neckar Software GmbH (neu)"]`);
  const src = await logo.getAttribute('src');
  expect(src).toMatch(new RegExp(`^/organization-image/${organizationId}/logo-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
  const image = await page.request.get(`${origin}${src}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['cache-control']).toContain('immutable');
  const meta = await sharp(await image.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
  // The owner sees the edit link on the public page.
  await expect(page.getByTestId('edit-organization-profile')).toBeVisible();
  await expectNoProblems(watch);
});

test('script payloads in the presentation are stripped; an SVG and a disguised file are refused by the platform, nothing written', async ({
  page,
}) => {
  await logIn(page, RECRUITER, PASSWORD);
  const payload =
    '<p>Sicher <strong>fett</strong></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
    '<a href="javascript:window.__pwned = 3">klick</a><p onclick="window.__pwned = 4">Absatz</p><iframe src="https://evil.example"></iframe>';
  const saved = await postProfile(page, organizationId, minimalProfile('Neckar Software GmbH', payload));
  expect(saved).toEqual({ status: 200, body: expect.objectContaining({ ok: true }) });

  const html = await (await page.request.get(`${origin}/organization/${SLUG}`)).text();
  expect(html).toContain('Sicher <strong>fett</strong>');
  expect(html).not.toMatch(/__pwned|onerror|onclick|javascript:|evil\.example/);
  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // The platform checks uploads by content too (a client that skips the form's check gets the same answer).
  const refused = await page.evaluate(
    async ({ id, profile }) => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const send = async (file: File) => {
        const body = new FormData();
        body.set('csrfToken', csrfToken);
        body.set('locale', 'de');
        body.set('profile', JSON.stringify(profile));
        body.set('logo', file);
        const response = await fetch(`/api/organization-profile/${id}`, { method: 'POST', body });
        return [response.status, await response.json()] as const;
      };
      return [
        await send(new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.png', { type: 'image/png' })),
        await send(
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e])], 'logo.png', {
            type: 'image/png',
          }),
        ),
      ];
    },
    { id: organizationId, profile: minimalProfile('Darf nicht gespeichert werden', '<p>nie</p>') },
  );
  // Refused input is an ordinary answer to the form's script (200, `ok: false`), like every form endpoint's.
  expect(refused).toEqual([
    [
      200,
      expect.objectContaining({ ok: false, error: 'IMAGE_SVG_NOT_ALLOWED', errors: [{ field: 'logo', code: 'IMAGE_SVG_NOT_ALLOWED' }] }),
    ],
    [200, expect.objectContaining({ ok: false, error: 'IMAGE_INVALID', errors: [{ field: 'logo', code: 'IMAGE_INVALID' }] })],
  ]);
  await page.goto(`${origin}/organization/${SLUG}`);
  await expect(page.locator('h1')).toHaveText('Neckar Software GmbH');
});

test('another recruiter can neither open nor save the demo organization’s profile', async ({ page }) => {
  const email = `e2e-${Date.now().toString(36)}@example.test`;
  await page.goto(`${origin}/user/register/recruiter`);
  await hydrated(page);
  const register = page.locator('form[data-form="register-recruiter"]');
  for (const [name, value] of Object.entries({
    organizationName: 'Fremdfirma Test GmbH',
    firstName: 'Frieda',
    lastName: 'Fremd',
    email,
    password: 'ein-langes-passwort',
  })) {
    await register.locator(`input[name="${name}"]`).fill(value);
  }
  await register.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await register.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verifySent`);
  await logIn(page, email, 'ein-langes-passwort');

  const response = await page.goto(`${origin}/organization/${SLUG}/edit`);
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('organization-edit-forbidden')).toContainText('Keine Berechtigung');
  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);
  await expect(page.getByTestId('edit-organization-profile')).toHaveCount(0);

  const saved = await postProfile(page, organizationId, minimalProfile('Übernommen GmbH', '<p>gekapert</p>'));
  expect(saved).toEqual({
    status: 403,
    body: expect.objectContaining({ ok: false, error: 'FORBIDDEN', errors: [{ field: null, code: 'FORBIDDEN' }] }),
  });
  await page.goto(`${origin}/organization/${SLUG}`);
  await expect(page.locator('h1')).not.toHaveText('Übernommen GmbH');

  // The recruiter's own organization is theirs to edit.
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  await page.getByTestId('my-organizations').getByRole('link', { name: 'Profil bearbeiten' }).click();
  await expect(page.locator('h1')).toHaveText('Profil bearbeiten: Fremdfirma Test GmbH');
});

test('guests are sent to sign in', async ({ page }) => {
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  await expect(page).toHaveURL(
    `${origin}/user/login?callbackUrl=${encodeURIComponent(`/organization/${SLUG}/edit`)}&error=SessionRequired`,
  );
});
