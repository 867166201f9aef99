/**
 * The blog post form's fields, as posted and as a refused post brings them back. `sites` travels as
 * one comma-separated value in the typed values (the form posts one checkbox per site).
 */
export const BLOG_POST_FIELDS = ['id', 'title', 'slug', 'teaser', 'tags', 'sites', 'publication', 'publishAt', 'bodyHtml'] as const;
export type BlogPostFormValues = Partial<Record<(typeof BLOG_POST_FIELDS)[number], string>>;
