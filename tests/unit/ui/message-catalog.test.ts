import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { MessageCatalog, type MessageSource } from '../../../src/infrastructure/i18n/message-catalog';
import { lookupMessage, mergeMessages, type Messages } from '../../../src/infrastructure/i18n/messages';

const source = (base: Partial<Record<Locale, Messages>>, sites: Record<string, Partial<Record<Locale, Messages>>> = {}): MessageSource => ({
  base: (l) => base[l],
  siteOverrides: (key, l) => sites[key]?.[l],
});

describe('MessageCatalog', () => {
  it('layers German under other locales, so missing keys fall back to German', () => {
    const catalog = new MessageCatalog(source({ de: { a: 'A-de', b: { c: 'C-de' } }, fr: { a: 'A-fr' } }));
    const fr = catalog.messagesFor('s', 'fr');
    expect(lookupMessage(fr, 'a')).toBe('A-fr');
    expect(lookupMessage(fr, 'b.c')).toBe('C-de');
  });

  it('lets site overrides win in their locale, and German overrides show through only where the locale has no text', () => {
    const catalog = new MessageCatalog(
      source({ de: { a: 'A', b: 'B' }, 'en-GB': { a: 'A-en' } }, { s: { de: { a: 'A-site', b: 'B-site' }, 'en-GB': { nested: { x: 'X' } } } }),
    );
    expect(catalog.messagesFor('s', 'de')).toEqual({ a: 'A-site', b: 'B-site' });
    expect(catalog.messagesFor('s', 'en-GB')).toEqual({ a: 'A-en', b: 'B-site', nested: { x: 'X' } });
    expect(catalog.messagesFor('other', 'en-GB')).toEqual({ a: 'A-en', b: 'B' });
  });

  it('ignores non-string values instead of failing', () => {
    expect(mergeMessages({ a: 'x' }, { a: 1 as unknown as string, b: null as unknown as string })).toEqual({ a: 'x' });
  });
});

describe('bundled messages', () => {
  const keys = (tree: Messages, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

  it('every locale has the same keys as German', () => {
    const de = keys(BUNDLED_MESSAGES.de).sort();
    expect(keys(BUNDLED_MESSAGES['en-GB']).sort()).toEqual(de);
    expect(keys(BUNDLED_MESSAGES.fr).sort()).toEqual(de);
  });
});

describe('createI18n', () => {
  it('translates synchronously, pluralizes and returns the key silently when missing', () => {
    const t = createI18n('en-GB', BUNDLED_MESSAGES['en-GB']).t;
    expect(t('home.totalJobs', { count: 1 })).toBe('1 open position');
    expect(t('home.totalJobs', { count: 3 })).toBe('3 open positions');
    expect(t('does.not.exist')).toBe('does.not.exist');
  });
});
