import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { EntryImageForms } from '../../../src/ui/components/organization-sections/entry-image-forms';

// The forms take the page's locale from the router's context; here there is no router.
vi.mock('../../../src/ui/hooks/use-site', () => ({ useSite: () => ({ locale: 'de' }) }));

const render = (locale: Locale, props: { hasImage: boolean; list?: 'contacts' | 'videos'; error?: string }) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, BUNDLED_MESSAGES[locale])}>
      <EntryImageForms
        organizationId="12"
        csrfToken="tok"
        returnTo="/organization/acme/edit"
        list={props.list ?? 'contacts'}
        entryId="34"
        name="Mara Keller"
        hasImage={props.hasImage}
        error={props.error}
      />
    </I18nextProvider>,
  );

/** Each form's opening tag and its hidden fields, in order. */
const formsOf = (html: string) =>
  [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/g)].map(([, attributes, body]) => ({
    attributes,
    hidden: [...body!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, n, v]) => `${n}=${v}`),
  }));

/** What a screen reader announces for a button: the visually hidden name (the shown words are aria-hidden). */
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    inner!
      // The styles the server render puts inline are no text.
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .replace(/<span aria-hidden="true">.*?<\/span>/g, '')
      .replace(/<[^>]+>/g, ''),
  );

describe('the forms replacing or removing an entry’s photo or cover', () => {
  it('are plain multipart posts to the lists’ endpoint, naming the list and the entry, the CSRF token first', () => {
    const forms = formsOf(render('de', { hasImage: true }));
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.attributes).toContain('method="post"');
      expect(form.attributes).toContain('action="/api/organization-profile/12?part=sections"');
      expect(form.attributes).toContain('encType="multipart/form-data"');
    }
    expect(forms.map((f) => f.hidden)).toEqual([
      ['csrfToken=tok', 'action=replaceImage', 'locale=de', 'returnTo=/organization/acme/edit', 'section=contacts', 'itemId=34'],
      ['csrfToken=tok', 'action=removeImage', 'locale=de', 'returnTo=/organization/acme/edit', 'section=contacts', 'itemId=34'],
    ]);
    const file = render('de', { hasImage: true }).match(/<input id="section-contacts-34-image" type="file"[^>]*>/)?.[0] ?? '';
    expect(file).toContain('name="image"');
    expect(file).toContain('required=""');
  });

  it('label the file and both buttons with the entry’s name, in German, English and French', () => {
    const expected: Record<Locale, readonly string[]> = {
      de: ['Neues Foto für Mara Keller', 'Foto ersetzen: Mara Keller', 'Foto entfernen: Mara Keller'],
      'en-GB': ['New photo of Mara Keller', 'Replace photo: Mara Keller', 'Remove photo: Mara Keller'],
      fr: ['Nouvelle photo de Mara Keller', 'Remplacer la photo\u202f: Mara Keller', 'Supprimer la photo\u202f: Mara Keller'],
    };
    for (const locale of ['de', 'en-GB', 'fr'] as const) {
      const html = render(locale, { hasImage: true });
      const label = html.match(/<label[^>]*for="section-contacts-34-image"[^>]*>([^<]*)<\/label>/)?.[1] ?? '';
      expect([label.slice(0, expected[locale][0]!.length), ...buttonNames(html)], locale).toEqual(expected[locale]);
    }
  });

  it('offer no removal when there is no image, and tie a refused file’s message to its input', () => {
    const html = render('de', { hasImage: false, list: 'videos', error: 'Das Bild ist zu groß.' });
    expect(formsOf(html).map((f) => f.hidden[1])).toEqual(['action=replaceImage']);
    expect(buttonNames(html)).toEqual(['Titelbild ersetzen: Mara Keller']);
    expect(html).toMatch(/<input id="section-videos-34-image" [^>]*aria-invalid="true" aria-describedby="section-videos-34-image-error"/);
    expect(html).toMatch(/id="section-videos-34-image-error"[^>]*>Das Bild ist zu groß\.</);
  });
});
