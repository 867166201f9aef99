import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import type { BoardContext } from '../board-context';

export interface BoardJobAlert {
  readonly id: string;
  /** The normalized search (domain/alerts/alert-search.ts). */
  readonly query: string;
  readonly frequency: AlertFrequency;
  readonly createdAt: string;
  readonly lastSentAt: string | null;
}

export interface AlertAnswer {
  /** Empty on success, else codes (UNAUTHENTICATED, NOT_FOUND, INVALID_TOKEN, INVALID_SEARCH, INVALID_EMAIL, LIMIT_REACHED, RATE_LIMITED). */
  readonly errors: readonly string[];
}

/** The platform's job alerts. */
export interface JobAlertGateway {
  create(
    input: { readonly query: string; readonly frequency: AlertFrequency; readonly email: string | null; readonly origin: string },
    ctx: BoardContext,
  ): Promise<AlertAnswer & { readonly status: 'ACTIVE' | 'CONFIRMATION_SENT' | null }>;
  update(id: string, frequency: AlertFrequency, ctx: BoardContext): Promise<AlertAnswer>;
  delete(id: string, ctx: BoardContext): Promise<AlertAnswer>;
  confirm(token: string, ctx: BoardContext): Promise<AlertAnswer>;
  unsubscribe(token: string, ctx: BoardContext): Promise<AlertAnswer>;
  /** Null for guests. */
  mine(ctx: BoardContext): Promise<BoardJobAlert[] | null>;
  forSearch(query: string, ctx: BoardContext): Promise<BoardJobAlert | null>;
}
