import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/infrastructure/i18n/create-i18n';
import type { Messages } from '../../../../src/infrastructure/i18n/messages';

const messages = {
  job: { location: 'Arbeitsort', published: 'Veröffentlicht am {{date}}' },
  search: { total_one: '{{count}} Stellenangebot', total_other: '{{count}} Stellenangebote' },
} as unknown as Messages;

describe('a component’s t (getFixedT)', () => {
  it('gives the same text for a key alone, every time', () => {
    const t = createI18n('de', messages).getFixedT('de', 'translation');
    expect(t('job.location')).toBe('Arbeitsort');
    expect(t('job.location')).toBe('Arbeitsort');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('still interpolates and counts when options come with the key', () => {
    const t = createI18n('de', messages).getFixedT('de', 'translation');
    expect(t('job.location')).toBe('Arbeitsort');
    expect(t('job.published', { date: '16.11.2026' })).toBe('Veröffentlicht am 16.11.2026');
    expect(t('search.total', { count: 1 })).toBe('1 Stellenangebot');
    expect(t('search.total', { count: 3 })).toBe('3 Stellenangebote');
  });

  it('keeps a key prefix apart from the same key without it', () => {
    const i18n = createI18n('de', messages);
    expect(i18n.getFixedT('de', 'translation')('location')).toBe('location');
    expect(i18n.getFixedT('de', 'translation', 'job')('location')).toBe('Arbeitsort');
    expect(i18n.getFixedT('de', 'translation')('location')).toBe('location');
  });
});
