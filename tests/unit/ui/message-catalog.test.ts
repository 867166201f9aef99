import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n, i18nFor } from '../../../src/infrastructure/i18n/create-i18n';
import { fetchMessages } from '../../../src/infrastructure/i18n/fetch-messages';
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
      source(
        { de: { a: 'A', b: 'B' }, 'en-GB': { a: 'A-en' } },
        { s: { de: { a: 'A-site', b: 'B-site' }, 'en-GB': { nested: { x: 'X' } } } },
      ),
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

  it('i18nFor builds one instance per messages and locale, which every render then shares', () => {
    const de = { a: 'A-de' };
    const first = i18nFor('de', de);
    expect(i18nFor('de', de)).toBe(first);
    expect(first.t('a')).toBe('A-de');
    expect(i18nFor('fr', de)).not.toBe(first);
    // Other messages (another site, another deploy's text) are another instance.
    const other = i18nFor('de', { a: 'A-other' });
    expect(other).not.toBe(first);
    expect(other.t('a')).toBe('A-other');
  });
});

describe('fetchMessages (the browser before hydrating, spec §7 and §8)', () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status });

  it('asks the URL the page names and parses the JSON text inside the answer', async () => {
    const asked: string[] = [];
    const fetchFn = (async (url: string) => {
      asked.push(url);
      return answer({ messages: JSON.stringify({ a: { b: 'B' } }) })();
    }) as unknown as typeof fetch;
    expect(await fetchMessages('fr', fetchFn, '/api/messages/fr?v=abc')).toEqual({ a: { b: 'B' } });
    expect(await fetchMessages('fr', fetchFn)).toEqual({ a: { b: 'B' } });
    expect(asked).toEqual(['/api/messages/fr?v=abc', '/api/messages/fr']);
  });

  it('answers an empty set when the answer is an error, malformed or unreachable: the page shows keys, it does not break', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchMessages('de', answer({ error: 'x' }, 500) as unknown as typeof fetch)).toEqual({});
    expect(await fetchMessages('de', answer({ messages: { not: 'text' } }) as unknown as typeof fetch)).toEqual({});
    expect(await fetchMessages('de', (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toEqual({});
    expect(quiet).toHaveBeenCalledTimes(3);
    quiet.mockRestore();
  });
});
