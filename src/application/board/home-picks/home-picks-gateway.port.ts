import type { BoardContext } from '../board-context';

/** A highlight of the home page as the staff's page shows it. */
export interface StaffHomeHighlightView {
  readonly id: string;
  readonly jobId: string;
  readonly jobTitle: string;
  readonly jobSlug: string;
  readonly organizationName: string;
  /** staff | upgrade */
  readonly source: string;
  /** ISO instants; `endsAt` null: for good. */
  readonly startsAt: string;
  readonly endsAt: string | null;
}

export interface StaffHomeBlockView {
  /** top | featured | video */
  readonly kind: string;
  /** How many jobs the home page shows in this block. */
  readonly shown: number;
  readonly highlights: readonly StaffHomeHighlightView[];
}

export interface StaffHomePicks {
  readonly blocks: readonly StaffHomeBlockView[];
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface HomePickInput {
  readonly job: string;
  readonly kind: string;
  /** ISO instants; null: now / for good. */
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

export interface PickHomeJobAnswer {
  readonly pickId: string | null;
  readonly errors: readonly string[];
  /** `field:CODE` */
  readonly fieldErrors: readonly string[];
}

export interface EndHomePickAnswer {
  /** end | remove; null when refused. */
  readonly ended: string | null;
  readonly errors: readonly string[];
}

/** The platform's home page picks for staff. */
export interface HomePicksGateway {
  blocks(ctx: BoardContext): Promise<StaffHomePicks>;
  pick(input: HomePickInput, ctx: BoardContext): Promise<PickHomeJobAnswer>;
  end(pickId: string, ctx: BoardContext): Promise<EndHomePickAnswer>;
}
