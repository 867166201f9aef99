import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { lookupMessage } from '../../../src/infrastructure/i18n/messages';
import { ApplicationErrors, parseErrorsParam } from '../../../src/ui/components/applications/application-errors';
import { BUSY_MESSAGE_KEY } from '../../../src/ui/components/form-busy';
import { ErrorList, parseResumeErrors } from '../../../src/ui/components/resumes/resume-form-parts';
import { parseContactErrors } from '../../../src/ui/routing/contact-errors';

/*
 * A busy refusal reads the same on every upload form, in every language: the one shared message, not
 * the form's "something went wrong". The forms' own addresses carry BUSY through to the page.
 */
const LOCALES: readonly Locale[] = ['de', 'en-GB', 'fr'];

const render = (locale: Locale, node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={createI18n(locale, BUNDLED_MESSAGES[locale])}>{node}</I18nextProvider>);

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('the shared busy message', () => {
  it('exists in every language, and each differs from the default error', () => {
    for (const locale of LOCALES) {
      const busy = lookupMessage(BUNDLED_MESSAGES[locale], BUSY_MESSAGE_KEY);
      expect(busy, locale).toBeTruthy();
      expect(busy).not.toBe(lookupMessage(BUNDLED_MESSAGES[locale], 'applications.errors.Default'));
    }
  });

  it('the application form shows it for BUSY from its address (a post without JavaScript) or its script', () => {
    const errors = parseErrorsParam('_.BUSY.');
    expect(errors).toEqual([{ field: null, code: 'BUSY' }]);
    for (const locale of LOCALES) {
      const html = decodeEntities(render(locale, <ApplicationErrors errors={errors} />));
      expect(html, locale).toContain(lookupMessage(BUNDLED_MESSAGES[locale], BUSY_MESSAGE_KEY));
    }
  });

  it('the résumé picture form shows it for picture~BUSY', () => {
    const errors = parseResumeErrors('picture~BUSY');
    for (const locale of LOCALES) {
      const html = decodeEntities(render(locale, <ErrorList errors={errors} />));
      expect(html, locale).toContain(lookupMessage(BUNDLED_MESSAGES[locale], BUSY_MESSAGE_KEY));
      expect(html).not.toContain(lookupMessage(BUNDLED_MESSAGES[locale], 'resumes.errors.Default'));
    }
  });

  it('the contact form keeps BUSY from its address', () => {
    expect(parseContactErrors('_.BUSY.')).toEqual([{ field: null, code: 'BUSY' }]);
  });
});
