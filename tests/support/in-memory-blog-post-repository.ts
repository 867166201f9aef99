import type {
  BlogPostPage,
  BlogPostRepository,
  PublishedBlogPostsQuery,
} from '../../src/application/platform/content/blog-post-repository.port';
import type { BlogPost } from '../../src/domain/content/blog-post';

/** In-memory fake of the BlogPostRepository port, following the same rules as the PostgreSQL one. */
export class InMemoryBlogPostRepository implements BlogPostRepository {
  constructor(private readonly posts: readonly BlogPost[]) {}

  async listPublished(q: PublishedBlogPostsQuery): Promise<BlogPostPage> {
    const tag = q.tag?.toLowerCase();
    const visible = this.posts
      .filter((p) => p.sites.includes(q.site) && new Date(p.publishedAt) <= q.now && (!tag || p.tags.some((t) => t.toLowerCase() === tag)))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || Number(b.id) - Number(a.id));
    return { items: visible.slice(q.range.first, q.range.first + q.range.last), total: visible.length };
  }

  async findBySlug(slug: string): Promise<BlogPost | null> {
    return this.posts.find((p) => p.slug === slug) ?? null;
  }
}

let next = 1;
/** A published post with sensible defaults (Object Mother). */
export const aBlogPost = (overrides: Partial<BlogPost> = {}): BlogPost => {
  const n = next++;
  return {
    id: String(n),
    slug: `beitrag-${n}`,
    title: `Beitrag ${n}`,
    teaser: `Kurz gesagt: Beitrag ${n}.`,
    bodyHtml: `<p>Text von Beitrag ${n}.</p>`,
    tags: ['Karriere'],
    publishedAt: '2026-03-15T10:00:00.000Z',
    sites: ['default'],
    ...overrides,
  };
};
