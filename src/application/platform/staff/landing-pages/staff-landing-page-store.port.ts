import type { LandingPageDraft } from '../../../../domain/content/landing-page-draft';
import type { LandingPage } from '../../../../domain/content/landing-page';
import type { Locale } from '../../../../domain/shared/locale';
import type { StaffActionLog } from '../staff-action-log.port';

/** A landing page as the console shows it: the page and the aliases that answer with it. */
export interface StaffLandingPage extends LandingPage {
  readonly aliases: readonly string[];
}

export interface StaffLandingPageList {
  readonly pages: readonly StaffLandingPage[];
  readonly total: number;
}

/** Reads landing pages for the console, published or not. */
export interface StaffLandingPageReader {
  /** Pages of these sites whose title or path (main or alias) contains `text`, by site, language and path. */
  search(
    filter: { readonly sites: 'all' | readonly string[]; readonly text: string },
    page: { readonly offset: number; readonly limit: number },
  ): Promise<StaffLandingPageList>;
  find(id: string): Promise<StaffLandingPage | null>;
}

/** Writes landing pages and their aliases, inside a transaction. */
export interface StaffLandingPageStore extends StaffLandingPageReader {
  /**
   * Serializes writers of one site and language (held until the transaction ends), so two pages
   * cannot both claim a path that was free when each looked.
   */
  lockPaths(site: string, locale: Locale): Promise<void>;
  /**
   * Which of these paths the board already answers on the site in the language by something other
   * than the page `exceptId`: another page's main path, or any path alias (another page's, a job's, a redirect).
   */
  takenPaths(site: string, locale: Locale, paths: readonly string[], exceptId: string | null): Promise<readonly string[]>;
  insert(draft: LandingPageDraft): Promise<StaffLandingPage>;
  update(id: string, draft: LandingPageDraft): Promise<StaffLandingPage>;
  delete(id: string): Promise<void>;
}

export interface StaffLandingPageTransaction {
  readonly pages: StaffLandingPageStore;
  readonly staffLog: StaffActionLog;
}

export interface StaffLandingPageUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: StaffLandingPageTransaction) => Promise<T>): Promise<T>;
}
