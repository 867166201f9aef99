import { I18nextProvider, useTranslation } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RESUME_SEARCH_EXACT_LIMIT } from '../../../src/domain/resume-search/resume-search-estimates';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { lookupMessage } from '../../../src/infrastructure/i18n/messages';
import { numberFormat } from '../../../src/ui/format/intl-cache';

const LOCALES: readonly Locale[] = ['de', 'en-GB', 'fr'];

function EstimateNote({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return <>{t('resumeRecruiting.search.estimatedCounts', { limit: numberFormat(locale).format(RESUME_SEARCH_EXACT_LIMIT) })}</>;
}

const render = (locale: Locale) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, BUNDLED_MESSAGES[locale])}>
      <EstimateNote locale={locale} />
    </I18nextProvider>,
  );

describe('the resume search note on estimates', () => {
  it('takes the exact limit as a parameter in every language (no number written into the text)', () => {
    for (const locale of LOCALES) {
      const text = lookupMessage(BUNDLED_MESSAGES[locale], 'resumeRecruiting.search.estimatedCounts');
      expect(text, locale).toContain('{{limit}}');
      expect(text, locale).not.toMatch(/\d/);
    }
  });

  it('prints the limit the search samples by, formatted for the page language', () => {
    expect(RESUME_SEARCH_EXACT_LIMIT).toBe(2000);
    expect(render('de')).toContain('mehr als 2.000 Lebensläufe');
    expect(render('en-GB')).toContain('more than 2,000 CVs');
    expect(render('fr')).toContain('plus de 2\u202f000 CV');
  });

  it('says "about N" on the pager of an estimated total in every language', () => {
    for (const locale of LOCALES) {
      const text = lookupMessage(BUNDLED_MESSAGES[locale], 'resumeRecruiting.search.pageOfAbout');
      expect(text, locale).toContain('{{total}}');
      expect(text, locale).not.toContain('{{pages}}');
    }
  });
});
