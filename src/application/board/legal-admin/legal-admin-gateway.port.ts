import type { BoardContext } from '../board-context';

/** One version of a legal page in one language, as the staff's page shows it (HTML as written). */
export interface StaffLegalVersionView {
  readonly version: string;
  readonly html: string;
}

export interface StaffLegalPageView {
  readonly page: string;
  readonly locale: string;
  readonly currentVersion: string | null;
  /** Newest first. */
  readonly versions: readonly StaffLegalVersionView[];
}

export interface StaffLegalPages {
  readonly pages: readonly StaffLegalPageView[];
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface LegalVersionInput {
  readonly page: string;
  readonly locale: string;
  readonly version: string;
  readonly html: string;
}

export interface PublishLegalVersionAnswer {
  readonly version: string | null;
  readonly errors: readonly string[];
  /** `field:CODE` */
  readonly fieldErrors: readonly string[];
}

/** The platform's legal pages for staff. */
export interface LegalAdminGateway {
  pages(ctx: BoardContext): Promise<StaffLegalPages>;
  publish(input: LegalVersionInput, ctx: BoardContext): Promise<PublishLegalVersionAnswer>;
}
