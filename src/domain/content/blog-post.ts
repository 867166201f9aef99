/** A blog post (the board's magazine). Bodies are sanitized HTML in the filtered format. */
export interface BlogPost {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly bodyHtml: string;
  readonly tags: readonly string[];
  readonly publishedAt: string;
  readonly sites: readonly string[];
}
