import type {
  BlogAdminRepository,
  BlogAuditOf,
  BlogDecision,
  BlogWrite,
  StaffBlogListQuery,
  StaffBlogPage,
  StaffBlogPost,
} from '../../../../src/application/platform/content-admin/blog-admin-repository.port';
import type { StaffActionEntry } from '../../../../src/application/platform/staff/staff-action-log.port';
import type { BlogPostValues } from '../../../../src/domain/content/blog-post-draft';
import { blogPostState } from '../../../../src/domain/content/blog-post-draft';

/** Posts in a map and the staff log in an array, written together as the PostgreSQL adapter does. */
export class InMemoryBlogAdminRepository implements BlogAdminRepository {
  readonly posts = new Map<string, StaffBlogPost>();
  readonly log: StaffActionEntry[] = [];
  private nextId = 1;

  seed(values: BlogPostValues): StaffBlogPost {
    const post = { ...values, id: String(this.nextId++) };
    this.posts.set(post.id, post);
    return post;
  }

  async list(q: StaffBlogListQuery): Promise<StaffBlogPage> {
    const all = [...this.posts.values()]
      .filter((p) => q.sites === 'all' || p.sites.some((s) => q.sites.includes(s)))
      .filter((p) => q.title === null || p.title.toLowerCase().includes(q.title.toLowerCase()))
      .filter((p) => q.state === null || blogPostState(p.publishedAt, q.now) === q.state)
      .sort((a, b) => (b.publishedAt?.getTime() ?? Infinity) - (a.publishedAt?.getTime() ?? Infinity) || Number(b.id) - Number(a.id));
    return { items: all.slice(q.range.first, q.range.first + q.range.last), total: all.length };
  }

  async find(id: string): Promise<StaffBlogPost | null> {
    return this.posts.get(id) ?? null;
  }

  private slugTaken(slug: string, id: string | null): boolean {
    return [...this.posts.values()].some((p) => p.slug === slug && p.id !== id);
  }

  async create(values: BlogPostValues, audit: BlogAuditOf): Promise<BlogWrite<never>> {
    if (this.slugTaken(values.slug, null)) return { ok: false, code: 'SLUG_TAKEN' };
    const post = this.seed(values);
    this.log.push(...audit(null, post));
    return { ok: true, post };
  }

  async update<R extends string>(
    id: string,
    decide: (current: StaffBlogPost) => BlogDecision<R>,
    audit: BlogAuditOf,
  ): Promise<BlogWrite<R>> {
    const before = this.posts.get(id);
    if (!before) return { ok: false, code: 'NOT_FOUND' };
    const decision = decide(before);
    if (!decision.ok) return decision;
    if (this.slugTaken(decision.values.slug, id)) return { ok: false, code: 'SLUG_TAKEN' };
    const post = { ...decision.values, id };
    this.posts.set(id, post);
    this.log.push(...audit(before, post));
    return { ok: true, post };
  }

  async remove<R extends string>(
    id: string,
    decide: (current: StaffBlogPost) => R | null,
    audit: BlogAuditOf,
  ): Promise<R | 'NOT_FOUND' | null> {
    const before = this.posts.get(id);
    if (!before) return 'NOT_FOUND';
    const refusal = decide(before);
    if (refusal !== null) return refusal;
    this.posts.delete(id);
    this.log.push(...audit(before, null));
    return null;
  }
}
