import type { Locale } from '../../../domain/shared/locale';
import type { BoardContext } from '../board-context';

/** A landing page as the board renders it. */
export interface LandingPageView {
  readonly id: string;
  readonly path: string;
  readonly locale: Locale;
  readonly title: string;
  /** Sanitized HTML in the filtered format. */
  readonly introHtml: string;
  /** Internal path of the preset job search (`/jobs?…`). */
  readonly searchHref: string;
}

/** The board's way to landing pages on the platform. Throws on transport errors. */
export interface LandingPageGateway {
  /** `null` when the platform has no such published page for this site. */
  byId(id: string, ctx: BoardContext): Promise<LandingPageView | null>;
  /** The same by its internal path in the request's language. */
  byPath(path: string, ctx: BoardContext): Promise<LandingPageView | null>;
}
