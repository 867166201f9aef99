import type { BlogPost } from './blog-post';

/** Year and month of a post's URL: the calendar month of `publishedAt` in UTC, so every server agrees. */
export function blogPostDate(post: Pick<BlogPost, 'publishedAt'>): { readonly year: string; readonly month: string } {
  const date = new Date(post.publishedAt);
  if (Number.isNaN(date.getTime())) throw new Error(`blog post has no valid publication date: ${post.publishedAt}`);
  return { year: String(date.getUTCFullYear()).padStart(4, '0'), month: String(date.getUTCMonth() + 1).padStart(2, '0') };
}

/** Internal path of a post's page: `/blog/{yyyy}/{mm}/{slug}` (the 4-segment detail route of). */
export function blogPostPath(post: Pick<BlogPost, 'publishedAt' | 'slug'>): string {
  const { year, month } = blogPostDate(post);
  return `/blog/${year}/${month}/${post.slug}`;
}

/** True when a requested year/month pair is the one the post lives under. */
export const isBlogPostDate = (post: Pick<BlogPost, 'publishedAt'>, year: string, month: string): boolean => {
  const actual = blogPostDate(post);
  return actual.year === year && actual.month === month;
};

/** Tags compare without regard to case: `/blog/tag/bewerbung` finds posts tagged "Bewerbung". */
export const normalizeTag = (tag: string): string => tag.trim().toLowerCase();

/** Internal path of a blog list page: `/blog` or `/blog/tag/{tag}`, `?page=N` only past the first page. */
export function blogListPath(page: number, tag?: string | null): string {
  const base = tag ? `/blog/tag/${encodeURIComponent(normalizeTag(tag))}` : '/blog';
  return page > 1 ? `${base}?page=${page}` : base;
}
