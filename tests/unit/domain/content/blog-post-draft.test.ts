import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX_COUNT,
  type BlogPostDraftInput,
  blogPostState,
  blogSlugFor,
  checkBlogPostDraft,
  isBlogSlug,
  parseBlogTags,
  publishedAtFor,
} from '../../../../src/domain/content/blog-post-draft';

const NOW = new Date('2026-11-28T04:00:00Z');
const draft = (over: Partial<BlogPostDraftInput> = {}): BlogPostDraftInput => ({
  title: 'Bewerbung im Winter',
  slug: '',
  teaser: 'Kurz',
  bodyHtml: '<p>Text</p>',
  tags: 'Bewerbung, Tipps',
  sites: ['suedwest'],
  publication: { mode: 'draft' },
  ...over,
});

describe('blog post slugs', () => {
  it('derives the slug from the title when none is typed, and keeps a typed one', () => {
    expect(blogSlugFor('Größe zählt – Tipps für die Bewerbung', '  ')).toBe('groesse-zaehlt-tipps-fuer-die-bewerbung');
    expect(blogSlugFor('Egal', ' mein-eigener-slug ')).toBe('mein-eigener-slug');
  });

  it('a derived slug is always a valid slug or empty (a title of punctuation only)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = blogSlugFor(title, '');
        expect(slug === '' || isBlogSlug(slug)).toBe(true);
      }),
    );
  });

  it('refuses slugs with capitals, spaces, slashes or doubled dashes', () => {
    for (const bad of ['Gross', 'two words', 'a/b', 'a--b', '-a', 'a-', 'ä', 'x'.repeat(81)]) expect(isBlogSlug(bad)).toBe(false);
    expect(isBlogSlug('tipps-2026')).toBe(true);
  });
});

describe('blog post tags', () => {
  it('trims, drops empties and keeps the first spelling of tags equal but for case', () => {
    expect(parseBlogTags(' Bewerbung ,, tipps,BEWERBUNG , Tipps ,  Neue   Jobs ')).toEqual(['Bewerbung', 'tipps', 'Neue Jobs']);
  });

  it('never yields two tags equal without regard to case, nor an empty or untrimmed one', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), (parts) => {
        const tags = parseBlogTags(parts.join(','));
        const keys = tags.map((t) => t.toLowerCase());
        expect(new Set(keys).size).toBe(tags.length);
        for (const tag of tags) {
          expect(tag).not.toBe('');
          expect(tag).toBe(tag.trim());
          expect(tag).not.toContain(',');
        }
      }),
    );
  });
});

describe('blog post state and publication', () => {
  it('is a draft without a date, scheduled before it, published from it on', () => {
    expect(blogPostState(null, NOW)).toBe('draft');
    expect(blogPostState(new Date(NOW.getTime() + 1), NOW)).toBe('scheduled');
    expect(blogPostState(NOW, NOW)).toBe('published');
  });

  it('publishing now keeps the date of a post already out, and dates a draft or a scheduled post now', () => {
    const earlier = new Date('2026-01-05T08:00:00Z');
    expect(publishedAtFor({ mode: 'now' }, earlier, NOW)).toBe(earlier);
    expect(publishedAtFor({ mode: 'now' }, null, NOW)).toBe(NOW);
    expect(publishedAtFor({ mode: 'now' }, new Date('2027-01-01T00:00:00Z'), NOW)).toBe(NOW);
    expect(publishedAtFor({ mode: 'draft' }, earlier, NOW)).toBeNull();
  });

  it('a later date must be a future instant', () => {
    expect(publishedAtFor({ mode: 'at', at: '2026-12-01T09:00:00.000Z' }, null, NOW)).toEqual(new Date('2026-12-01T09:00:00Z'));
    expect(publishedAtFor({ mode: 'at', at: '2026-11-01T09:00:00.000Z' }, null, NOW)).toBe('DATE_IN_PAST');
    expect(publishedAtFor({ mode: 'at', at: 'tomorrow' }, null, NOW)).toBe('INVALID_DATE');
  });
});

describe('checkBlogPostDraft', () => {
  it('accepts a post and gives the values to store', () => {
    const checked = checkBlogPostDraft(draft({ sites: ['suedwest', 'default', 'suedwest'] }), null, NOW);
    expect(checked).toEqual({
      ok: true,
      values: {
        title: 'Bewerbung im Winter',
        slug: 'bewerbung-im-winter',
        teaser: 'Kurz',
        bodyHtml: '<p>Text</p>',
        tags: ['Bewerbung', 'Tipps'],
        sites: ['default', 'suedwest'],
        publishedAt: null,
      },
    });
  });

  it('names every problem on its field', () => {
    const tooMany = Array.from({ length: BLOG_TAGS_MAX_COUNT + 1 }, (_, i) => `t${i}`).join(',');
    const checked = checkBlogPostDraft(
      draft({ title: ' ', slug: 'Bad Slug', tags: tooMany, sites: [], publication: { mode: 'at', at: '2020-01-01T00:00:00Z' } }),
      null,
      NOW,
    );
    expect(checked.ok ? [] : checked.problems).toEqual([
      { field: 'title', code: 'REQUIRED' },
      { field: 'slug', code: 'INVALID_SLUG' },
      { field: 'tags', code: 'TOO_MANY_TAGS' },
      { field: 'sites', code: 'REQUIRED' },
      { field: 'publishAt', code: 'DATE_IN_PAST' },
    ]);
  });

  it('refuses a tag longer than the limit', () => {
    const checked = checkBlogPostDraft(draft({ tags: `kurz, ${'x'.repeat(BLOG_TAG_MAX_LENGTH + 1)}` }), null, NOW);
    expect(checked.ok ? [] : checked.problems).toEqual([{ field: 'tags', code: 'TAG_TOO_LONG' }]);
  });
});
