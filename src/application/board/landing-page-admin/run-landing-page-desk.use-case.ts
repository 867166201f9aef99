import type { BoardContext } from '../board-context';
import type {
  LandingPageAdminGateway,
  LandingPageInput,
  SaveLandingPageAnswer,
  StaffLandingPageAnswer,
  StaffLandingPageView,
} from './landing-page-admin-gateway.port';

/** Rows a page of the console's list shows. */
export const LANDING_PAGE_LIST_SIZE = 25;

export interface StaffLandingPageList {
  readonly pages: readonly StaffLandingPageView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly errors: readonly string[];
}

/**
 * The console's landing pages (/admin/content/pages). Who may do what is the platform's decision (its
 * answers carry UNAUTHENTICATED / FORBIDDEN / NOT_FOUND); the pages turn those into a sign-in or the
 * console's 403 page. The desk turns the list's page number into the platform's offset and the alias
 * text staff type (one per line) into the list the platform stores.
 */
export class RunLandingPageDesk {
  constructor(private readonly gateway: LandingPageAdminGateway) {}

  async list(filter: { readonly text: string | null; readonly page: number }, ctx: BoardContext): Promise<StaffLandingPageList> {
    const page = Math.max(1, Math.floor(filter.page));
    const slice = await this.gateway.search(
      { text: filter.text?.trim() ?? '', offset: (page - 1) * LANDING_PAGE_LIST_SIZE, limit: LANDING_PAGE_LIST_SIZE },
      ctx,
    );
    return { ...slice, page, pageSize: LANDING_PAGE_LIST_SIZE };
  }

  get(id: string, ctx: BoardContext): Promise<StaffLandingPageAnswer> {
    return this.gateway.get(id, ctx);
  }

  save(
    id: string | null,
    input: Omit<LandingPageInput, 'aliases'> & { readonly aliasLines: string },
    ctx: BoardContext,
  ): Promise<SaveLandingPageAnswer> {
    const { aliasLines, ...rest } = input;
    return this.gateway.save(id, { ...rest, aliases: aliasesFromLines(aliasLines) }, ctx);
  }

  remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.gateway.remove(id, confirmed, ctx);
  }
}

/** The aliases typed one per line: blank lines dropped, each trimmed (the platform normalizes the rest). */
export const aliasesFromLines = (text: string): readonly string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
