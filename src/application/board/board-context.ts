import type { Locale } from '../../domain/shared/locale';

/** What the board knows about the request it is rendering; gateways turn it into API headers. */
export interface BoardContext {
  /** Site key, sent as the frontend name. */
  readonly site: string;
  readonly locale: Locale;
  /** Bearer token of the signed-in user, when there is one. */
  readonly token?: string | null;
  /** True when the page was opened with `?visual_editor=true`. */
  readonly visualEditor?: boolean;
  readonly requestId?: string;
  /** The visitor's network address as the board saw it (per-visitor limits); the platform takes it only from the board. */
  readonly clientAddress?: string;
}
