import type { BoardContext } from '../board-context';

/** One wording of a consent info, as the staff's page shows it (sanitized HTML). */
export interface StaffConsentRevisionView {
  readonly id: string;
  readonly textDe: string;
  readonly textEn: string | null;
  readonly textFr: string | null;
  readonly effectiveAt: string;
}

export interface StaffConsentInfoView {
  readonly id: string;
  readonly type: string;
  readonly placement: string;
  readonly optIn: boolean;
  readonly active: boolean;
  /** null: every site. */
  readonly sites: readonly string[] | null;
  readonly editable: boolean;
  readonly currentRevisionId: string | null;
  readonly revisions: readonly StaffConsentRevisionView[];
}

export interface StaffConsentTexts {
  readonly infos: readonly StaffConsentInfoView[];
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface ConsentRevisionInput {
  readonly infoId: string;
  readonly textDe: string;
  readonly textEn: string;
  readonly textFr: string;
  /** ISO instant; null: in force at once. */
  readonly effectiveAt: string | null;
}

export interface PublishRevisionAnswer {
  readonly revision: StaffConsentRevisionView | null;
  readonly errors: readonly string[];
  /** `field:CODE` */
  readonly fieldErrors: readonly string[];
}

export interface SetActiveAnswer {
  /** Whether the info is active now; null when refused. */
  readonly active: boolean | null;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | TERMS_INFO_REQUIRED; empty on success. */
  readonly errors: readonly string[];
}

/** The platform's consent texts for staff. */
export interface ConsentAdminGateway {
  texts(ctx: BoardContext): Promise<StaffConsentTexts>;
  publishRevision(input: ConsentRevisionInput, ctx: BoardContext): Promise<PublishRevisionAnswer>;
  setActive(input: { readonly infoId: string; readonly active: boolean }, ctx: BoardContext): Promise<SetActiveAnswer>;
}
