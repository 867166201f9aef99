import type { PlaceSelection } from '../../../domain/geo/place';
import type { CareerStatus } from '../../../domain/resume/resume';
import type { ContactRequestState, OwnerAction } from '../../../domain/resume-contacts/contact-request';
import type { RawResumeSearch, ResumeFacet } from '../../../domain/resume-search/resume-search-query';
import type { BoardContext } from '../board-context';
import type { BoardResumeContent } from '../resumes/resume-gateway.port';
import type { BoardResumeAttachment } from '../resumes/resume-attachment-gateway.port';

export interface RecruitingError {
  readonly field: string | null;
  readonly code: string;
}

export interface BoardResumeCard {
  readonly id: string;
  readonly headline: string;
  readonly desiredLocation: string;
  readonly careerStatus: CareerStatus | null;
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  readonly occupations: readonly { readonly id: string; readonly label: string }[];
  readonly updatedAt: string;
}

export interface BoardFacetCount {
  readonly facet: ResumeFacet;
  readonly value: string;
  readonly label: string | null;
  readonly count: number;
}

export interface BoardResumeSearch {
  readonly errors: readonly RecruitingError[];
  readonly total: number;
  /** The total is an estimate from a sample (large sets only). */
  readonly totalEstimated: boolean;
  /** The facet counts are estimates from a sample (large sets only). */
  readonly estimated: boolean;
  /** The place searched, as a picked suggestion (a typed one as the platform found it); null for none. */
  readonly place: PlaceSelection | null;
  /** Km around the place; null for a federal state or country, or without a place. */
  readonly radiusKm: number | null;
  readonly items: readonly BoardResumeCard[];
  readonly facets: readonly BoardFacetCount[];
}

export interface BoardContactRequest {
  readonly id: string;
  readonly state: ContactRequestState;
  readonly message: string;
  readonly payment: 'slot' | 'credit';
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly decidedAt: string | null;
  readonly refunded: boolean;
}

export interface BoardRecruiterResume {
  readonly id: string;
  readonly access: 'anonymous' | 'full';
  readonly contactApproved: boolean;
  readonly own: boolean;
  readonly updatedAt: string | null;
  readonly content: BoardResumeContent;
  readonly contactRequest: BoardContactRequest | null;
  /** The owner's attachments box, with full access only (else empty). */
  readonly attachments: readonly BoardResumeAttachment[];
}

export interface BoardOwnerContactRequests {
  readonly total: number;
  readonly rows: readonly { readonly organizationName: string; readonly request: BoardContactRequest }[];
}

export interface BoardSentContactRequests {
  readonly total: number;
  readonly slots: number;
  readonly credits: number;
  readonly rows: readonly { readonly resumeId: string | null; readonly resumeHeadline: string; readonly request: BoardContactRequest }[];
}

/** The platform's recruiter side of resumes, as the board reaches it. */
export interface ResumeRecruitingGateway {
  search(query: RawResumeSearch, ctx: BoardContext): Promise<BoardResumeSearch>;
  resume(id: string, ctx: BoardContext): Promise<BoardRecruiterResume | null>;
  send(
    input: { readonly resumeId: string; readonly message: string; readonly origin: string | null },
    ctx: BoardContext,
  ): Promise<{ readonly errors: readonly RecruitingError[]; readonly replayed: boolean; readonly request: BoardContactRequest | null }>;
  decide(
    id: string,
    action: OwnerAction,
    ctx: BoardContext,
  ): Promise<{ readonly errors: readonly RecruitingError[]; readonly state: ContactRequestState | null }>;
  mine(filter: 'pending' | 'approved' | null, page: number, ctx: BoardContext): Promise<BoardOwnerContactRequests | null>;
  sent(page: number, ctx: BoardContext): Promise<BoardSentContactRequests | null>;
}
