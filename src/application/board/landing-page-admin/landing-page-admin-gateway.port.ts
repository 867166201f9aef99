import type { BoardContext } from '../board-context';

/** A landing page as the console shows it, published or not. */
export interface StaffLandingPageView {
  readonly id: string;
  readonly site: string;
  readonly locale: string;
  /** Internal, unprefixed path, e.g. `/pflegejobs-stuttgart`. */
  readonly path: string;
  readonly aliases: readonly string[];
  readonly title: string;
  /** Sanitized HTML in the filtered format. */
  readonly introHtml: string;
  /** Query string of the job search the page leads to, without `?`. */
  readonly searchQuery: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
  readonly published: boolean;
  /** ISO instant of the last change. */
  readonly updatedAt: string;
}

export interface StaffLandingPageSlice {
  readonly pages: readonly StaffLandingPageView[];
  readonly total: number;
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface StaffLandingPageAnswer {
  readonly page: StaffLandingPageView | null;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND; empty on success. */
  readonly errors: readonly string[];
}

/** What staff write: everything the page is, its aliases as the whole new list. */
export type LandingPageInput = Omit<StaffLandingPageView, 'id' | 'updatedAt'>;

export interface SaveLandingPageAnswer {
  readonly page: StaffLandingPageView | null;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | INVALID; empty on success. */
  readonly errors: readonly string[];
  /** With INVALID: every rule the draft broke (PATH_RESERVED, ALIAS_TAKEN, …). */
  readonly problems: readonly string[];
}

/** The platform's landing pages for staff. */
export interface LandingPageAdminGateway {
  search(
    query: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: BoardContext,
  ): Promise<StaffLandingPageSlice>;
  get(id: string, ctx: BoardContext): Promise<StaffLandingPageAnswer>;
  /** `id` null: a new page. */
  save(id: string | null, input: LandingPageInput, ctx: BoardContext): Promise<SaveLandingPageAnswer>;
  remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
}
