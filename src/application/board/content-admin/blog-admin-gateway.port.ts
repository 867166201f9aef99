import type { BoardContext } from '../board-context';

/** A blog post as the console shows it. */
export interface StaffBlogPostView {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  /** Sanitized HTML. */
  readonly bodyHtml: string;
  readonly tags: readonly string[];
  readonly sites: readonly string[];
  /** ISO instant; null: a draft. */
  readonly publishedAt: string | null;
  /** draft | scheduled | published */
  readonly state: string;
}

export interface StaffBlogListFilter {
  readonly title: string | null;
  readonly state: string | null;
  readonly page: number;
}

export interface StaffBlogList {
  readonly posts: readonly StaffBlogPostView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** The sites the staff member may put a post on (the form's checkboxes). */
  readonly manageableSites: readonly string[];
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface StaffBlogPostAnswer {
  readonly post: StaffBlogPostView | null;
  readonly errors: readonly string[];
}

export interface BlogPostFormInput {
  /** null: a new post. */
  readonly id: string | null;
  readonly title: string;
  readonly slug: string;
  readonly teaser: string;
  readonly bodyHtml: string;
  readonly tags: string;
  readonly sites: readonly string[];
  readonly publication: 'draft' | 'now' | 'at';
  /** ISO instant, for `at`. */
  readonly publishAt: string | null;
}

export interface SaveBlogPostAnswer {
  readonly post: StaffBlogPostView | null;
  readonly errors: readonly string[];
  /** `field:CODE` */
  readonly fieldErrors: readonly string[];
}

/** The platform's blog for staff. */
export interface BlogAdminGateway {
  list(filter: StaffBlogListFilter, ctx: BoardContext): Promise<StaffBlogList>;
  get(id: string, ctx: BoardContext): Promise<StaffBlogPostAnswer>;
  save(input: BlogPostFormInput, ctx: BoardContext): Promise<SaveBlogPostAnswer>;
  unpublish(id: string, ctx: BoardContext): Promise<SaveBlogPostAnswer>;
  remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
}
