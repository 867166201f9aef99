import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, plainText, truncate } from '../../../src/domain/job/job-metatags';

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

  it('og:image: site paths of stored images become absolute against the canonical URL', () => {
    expect(absoluteImageUrl('/organization-image/4/logo-0badcafe-a.webp', 'https://www.jobs.example/de/job/x')).toBe(
      'https://www.jobs.example/organization-image/4/logo-0badcafe-a.webp',
    );
    expect(absoluteImageUrl('https://cdn.example/l.png', 'https://www.jobs.example/job/x')).toBe('https://cdn.example/l.png');
  });
});
