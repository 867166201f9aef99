import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogListPath, blogPostDate, blogPostPath, isBlogPostDate, normalizeTag } from '../../../../src/domain/content/blog-path';

describe('blog paths', () => {
  it('puts a post under the year and month of its publication in UTC', () => {
    expect(blogPostPath({ slug: 'gehalt', publishedAt: '2026-03-05T10:00:00.000Z' })).toBe('/blog/2026/03/gehalt');
    // 00:30 in Berlin on 1 April is still March in UTC.
    expect(blogPostDate({ publishedAt: '2026-03-31T22:30:00.000Z' })).toEqual({ year: '2026', month: '03' });
    expect(blogPostDate({ publishedAt: '2026-12-31T23:59:59.999Z' })).toEqual({ year: '2026', month: '12' });
  });

  it('accepts only the exact two-digit year/month pair', () => {
    const post = { publishedAt: '2026-03-05T10:00:00.000Z' };
    expect(isBlogPostDate(post, '2026', '03')).toBe(true);
    expect(isBlogPostDate(post, '2026', '3')).toBe(false);
    expect(isBlogPostDate(post, '2000', '01')).toBe(false);
  });

  it('round-trips any instant: the path names the month the date is in', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const path = blogPostPath({ slug: 'x', publishedAt: date.toISOString() });
          const [, , year, month] = path.split('/');
          expect(Number(year)).toBe(date.getUTCFullYear());
          expect(Number(month)).toBe(date.getUTCMonth() + 1);
          expect(path).toMatch(/^\/blog\/\d{4}\/\d{2}\/x$/);
        },
      ),
    );
  });

  it('refuses a post without a valid date (a bug, not an expected failure)', () => {
    expect(() => blogPostDate({ publishedAt: 'soon' })).toThrow(/valid publication date/);
  });

  it('builds list paths with the tag in URL form and the page only past the first', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(3)).toBe('/blog?page=3');
    expect(blogListPath(1, ' Bewerbung ')).toBe('/blog/tag/bewerbung');
    expect(blogListPath(2, 'Aus- & Weiterbildung')).toBe('/blog/tag/aus-%20%26%20weiterbildung?page=2');
    expect(normalizeTag('HomeOffice')).toBe('homeoffice');
  });
});
