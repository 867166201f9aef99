import type { PlaceSelection } from '../../../domain/geo/place';
import type { CareerStatus } from '../../../domain/resume/resume';
import type { ResumeAlertInterval } from '../../../domain/resume-alerts/resume-alert-interval';
import type { RawResumeSearch } from '../../../domain/resume-search/resume-search-query';
import type { BoardContext } from '../board-context';
import type { RecruitingError } from '../resume-recruiting/resume-recruiting-gateway.port';

export interface BoardResumeAlert {
  readonly id: string;
  readonly keywords: string;
  readonly careerStatus: readonly CareerStatus[];
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  readonly occupationIds: readonly string[];
  readonly occupations: readonly { readonly id: string; readonly label: string }[];
  /** Where the owners want to work, as a picked place suggestion; null for anywhere. */
  readonly place: PlaceSelection | null;
  /** Km around the place; null for a federal state or country, or without a place. */
  readonly radiusKm: number | null;
  readonly interval: ResumeAlertInterval;
  readonly nextDueAt: string | null;
  readonly createdAt: string;
}

export interface ResumeAlertAnswer {
  readonly errors: readonly RecruitingError[];
  readonly alert: BoardResumeAlert | null;
}

/** The platform's resume alerts, as the board reaches them. */
export interface ResumeAlertGateway {
  list(ctx: BoardContext): Promise<readonly BoardResumeAlert[] | null>;
  find(id: string, ctx: BoardContext): Promise<BoardResumeAlert | null>;
  save(
    input: { readonly search: RawResumeSearch; readonly interval: number; readonly origin: string | null },
    ctx: BoardContext,
  ): Promise<ResumeAlertAnswer>;
  changeInterval(id: string, interval: number, ctx: BoardContext): Promise<ResumeAlertAnswer>;
  delete(id: string, ctx: BoardContext): Promise<readonly RecruitingError[]>;
  unsubscribe(token: string, ctx: BoardContext): Promise<'UNSUBSCRIBED' | 'INVALID_TOKEN'>;
}
