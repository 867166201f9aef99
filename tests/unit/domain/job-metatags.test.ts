import { describe, expect, it } from 'vitest';
import { plainText, truncate } from '../../../src/domain/job/job-metatags';

describe('meta description text', () => {
  it('keeps words whole across inline tags and separates blocks', () => {
    expect(plainText('<p>Wir <strong>suchen</strong>.</p><ul><li>Eins</li><li>Zwei</li></ul>')).toBe('Wir suchen. Eins Zwei');
    expect(plainText('A&amp;B &lt;ok&gt;')).toBe('A&B <ok>');
  });

  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncate('kurz', 160)).toBe('kurz');
    const long = 'wort '.repeat(60);
    const cut = truncate(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('wort…')).toBe(true);
  });
});
