import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDatabase } from './database';
import { SITES, acceptTermsIfAsked, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

test.use({ locale: 'de-DE' });
// The machine running the journeys may be busy: these steps each post a form and load a page.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const { origin } = SITES.default;
const RECRUITER = 'recruiter@demo.jobboard.test';
const PASSWORD = 'Demo-Passwort-2026!';
/** The demo recruiter owns the first demo organization. */
const SLUG = 'neckar-software-gmbh';
const LISTS = ['organization_gallery_images', 'organization_faqs', 'organization_videos', 'organization_contact_persons'] as const;

/** The journey starts from empty lists and leaves them empty for the other journeys. */
async function clearLists(): Promise<void> {
  const db = e2eDatabase();
  try {
    for (const table of LISTS)
      await db.query(`delete from ${table} where organization_id = (select id from organizations where slug = $1)`, [SLUG]);
  } finally {
    await db.end();
  }
}
test.beforeAll(clearLists);
test.afterAll(clearLists);

async function logIn(page: Page) {
  await submitLogin(page, origin, RECRUITER, PASSWORD);
  await expect(page).toHaveURL(`${origin}/dashboard`, { timeout: 60_000 });
  await acceptTermsIfAsked(page);
}

/**
 * Sends one of the lists' forms by its button and waits for the board's answer (a 303 back to the edit page).
 * A post that stores an image takes seconds on a busy machine, longer than an assertion's wait; and a form the
 * browser would refuse to send (a required field emptied) must fail here, not as a page that never changes.
 */
async function send(page: Page, button: Locator): Promise<void> {
  expect(await button.evaluate((b: HTMLButtonElement) => b.form?.checkValidity())).toBe(true);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/organization-profile/'), {
    timeout: 60_000,
  });
  await button.click();
  expect((await answered).status()).toBe(303);
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('the owner fills gallery, a video, the FAQ and a contact person with plain forms; a refused one keeps what was typed', async ({
  page,
}) => {
  const watch = watchPage(page, origin);
  await logIn(page);
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  await hydrated(page);

  const gallery = page.locator('#section-gallery');
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  await gallery
    .getByLabel('Bild (PNG, JPEG oder WebP, höchstens 5 MB)')
    .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: png });
  await gallery.getByLabel('Beschreibung des Bildes').fill('Unser Team beim Sommerfest');
  await send(page, gallery.getByRole('button', { name: 'Bild hinzufügen' }));
  await expect(page).toHaveURL(/sectionNotice=addGalleryImage/);
  await expect(gallery.getByRole('status')).toHaveText('Das Bild wurde der Galerie hinzugefügt.');
  await expect(gallery.getByTestId('section-gallery-entries')).toContainText('Unser Team beim Sommerfest');
  // Each form post loads the page anew: typing before it hydrated would be reset by hydration.
  await hydrated(page);

  // A video from a host that is not embedded: refused on its field, with both values still in the form.
  const videos = page.locator('#section-videos');
  await videos.getByLabel('Titel auf dem Video').fill('Ein Tag bei Neckar Software');
  await videos.getByLabel('Adresse des Videos bei YouTube oder Vimeo').fill('https://www.dailymotion.com/video/x7tgad0');
  await send(page, videos.getByRole('button', { name: 'Video hinzufügen' }));
  await expect(page).toHaveURL(/sectionError=UNSUPPORTED_VIDEO_HOST/);
  await expect(videos).toContainText('Es können nur Videos von YouTube oder Vimeo hinzugefügt werden.');
  await expect(videos.getByLabel('Titel auf dem Video')).toHaveValue('Ein Tag bei Neckar Software');
  await expect(videos.getByLabel('Adresse des Videos bei YouTube oder Vimeo')).toHaveValue('https://www.dailymotion.com/video/x7tgad0');
  await hydrated(page);
  await videos.getByLabel('Adresse des Videos bei YouTube oder Vimeo').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  // A chosen file never comes back with a refused form: the cover is chosen for the post that passes.
  await videos
    .getByLabel('Titelbild, das vor dem Laden des Videos erscheint', { exact: false })
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
  await send(page, videos.getByRole('button', { name: 'Video hinzufügen' }));
  await expect(videos.getByRole('status')).toHaveText('Das Video wurde hinzugefügt.');
  await hydrated(page);

  const faq = page.locator('#section-faq');
  for (const [question, answer] of [
    ['Kann ich im Homeoffice arbeiten?', 'Ja, an bis zu drei Tagen pro Woche.'],
    ['Wie läuft das Vorstellungsgespräch ab?', 'Ein Gespräch mit dem Team und eines mit der Leitung.'],
  ]) {
    await faq.getByLabel('Frage', { exact: false }).first().fill(question!);
    await faq.getByLabel('Antwort').fill(answer!);
    await send(page, faq.getByRole('button', { name: 'Frage hinzufügen' }));
    // The same notice follows both questions: the list, not the notice, shows this one arrived.
    await expect(faq.getByTestId('section-faq-entries')).toContainText(question!);
    await expect(faq.getByRole('status')).toHaveText('Die Frage wurde hinzugefügt.');
    await hydrated(page);
  }
  // The second question moves to the top.
  await send(page, faq.getByRole('button', { name: 'Nach oben: Wie läuft das Vorstellungsgespräch ab?' }));
  await expect(faq.getByRole('status')).toHaveText('Die Reihenfolge wurde gespeichert.');
  await expect(faq.getByTestId('section-faq-entries').locator('li').first()).toContainText('Wie läuft das Vorstellungsgespräch ab?');
  await hydrated(page);

  const contacts = page.locator('#section-contacts');
  await contacts.getByLabel('Anrede').selectOption('ms');
  await contacts.getByLabel('Vorname').fill('Mara');
  await contacts.getByLabel('Nachname').fill('Keller');
  await contacts.getByLabel('Position').fill('Ausbildungsleitung');
  await contacts.getByLabel('E-Mail').fill('mara.keller@neckar-software.example');
  await contacts.getByLabel('Telefon').fill('+49 711 123456');
  // A photo past 5 MB is refused while it streams in: its field names the limit, the typed values come back.
  const tooLarge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
  const photoField = contacts.getByLabel('Foto (PNG, JPEG oder WebP, höchstens 5 MB; freiwillig)');
  await photoField.setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: tooLarge });
  await send(page, contacts.getByRole('button', { name: 'Ansprechperson hinzufügen' }));
  await expect(contacts).toContainText('Das Bild ist zu groß (höchstens 5 MB).');
  await expect(contacts.getByLabel('Nachname')).toHaveValue('Keller');
  await expect(contacts.getByLabel('Telefon')).toHaveValue('+49 711 123456');
  await hydrated(page);
  await contacts
    .getByLabel('Foto (PNG, JPEG oder WebP, höchstens 5 MB; freiwillig)')
    .setInputFiles({ name: 'mara.png', mimeType: 'image/png', buffer: png });
  await send(page, contacts.getByRole('button', { name: 'Ansprechperson hinzufügen' }));
  await expect(contacts.getByRole('status')).toHaveText('Die Ansprechperson wurde hinzugefügt.');
  await expect(contacts.getByTestId('section-contacts-entries')).toContainText('Mara Keller');
  await expect(contacts.getByTestId('section-contacts-entries').locator('img')).toHaveAttribute('src', /\/contact-[0-9a-f]{8}-/);
  // Only the photo changes: the entry stays where it is and shows the new file.
  await hydrated(page);
  const portrait = contacts.getByTestId('section-contacts-entries').locator('img');
  const firstPortrait = await portrait.getAttribute('src');
  await contacts
    .getByLabel('Neues Foto für Mara Keller', { exact: false })
    .setInputFiles({ name: 'mara-neu.png', mimeType: 'image/png', buffer: png });
  await send(page, contacts.getByRole('button', { name: 'Foto ersetzen: Mara Keller' }));
  await expect(contacts.getByRole('status')).toHaveText('Das Bild wurde ersetzt.');
  await expect(portrait).toHaveAttribute('src', /\/contact-[0-9a-f]{8}-/);
  await expect(portrait).not.toHaveAttribute('src', firstPortrait!);
  await expect(contacts.getByTestId('section-contacts-entries')).toContainText('Mara Keller');

  await expectAccessible(page);
  await expectNoProblems(watch);
});

test('a visitor sees the lists on the profile; the video loads from youtube-nocookie only after consent', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube|vimeo|ytimg/.test(new URL(r.url()).hostname)) videoRequests.push(r.url());
  });
  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);

  const galleryImage = page.getByRole('region', { name: 'Galerie' }).getByRole('img', { name: 'Unser Team beim Sommerfest' });
  await expect(galleryImage).toBeVisible();
  expect(await galleryImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const faq = page.getByRole('region', { name: 'Häufige Fragen' });
  await expect(faq.getByRole('heading', { level: 3 }).first()).toHaveText('Wie läuft das Vorstellungsgespräch ab?');
  await faq.getByRole('button', { name: 'Kann ich im Homeoffice arbeiten?' }).click();
  await expect(faq.getByText('Ja, an bis zu drei Tagen pro Woche.')).toBeVisible();
  const contact = page.getByTestId('contact-person');
  await expect(contact).toContainText('Frau Mara Keller');
  const photo = contact.getByRole('img', { name: 'Foto von Mara Keller' });
  // Loaded lazily: once it is in view, the portrait arrives at its re-encoded width.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(480);
  await expect(contact.getByRole('link', { name: 'mara.keller@neckar-software.example' })).toHaveAttribute(
    'href',
    'mailto:mara.keller@neckar-software.example',
  );

  const videos = page.getByRole('region', { name: 'Videos' });
  await expect(videos).toContainText('Ein Tag bei Neckar Software');
  await expect(videos.locator('iframe')).toHaveCount(0);
  // The poster is the organization's own cover, served by the board: nothing from the video's host.
  await expect(videos.locator('img')).toHaveAttribute('src', /^\/organization-image\/\d+\/video-cover-[0-9a-f]{8}-[0-9a-z]+\.webp$/);
  await expectAccessible(page);
  expect(videoRequests).toEqual([]);

  await videos.getByRole('button', { name: 'Videos von YouTube laden' }).click();
  const player = videos.locator('iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expect(player).toHaveAttribute('title', 'Video: Ein Tag bei Neckar Software');

  // The consent is remembered for this provider: the next visit loads the player at once.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Videos' }).locator('iframe')).toHaveCount(1);
  await context.close();
});
