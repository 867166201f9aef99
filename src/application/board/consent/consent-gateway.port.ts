import type { BoardContext } from '../board-context';

/** A consent info as the board shows it (getGdprConsentInfos). `text` is sanitized HTML. */
export interface ConsentText {
  readonly id: string;
  readonly type: string;
  readonly optIn: boolean;
  readonly text: string;
}

/** hasTheLatestConsent's answer when the user has consented to the wording in force. */
export interface LatestConsent {
  readonly id: string;
  readonly infoId: string;
  readonly infoRevisionId: string;
  readonly mail: string;
}

export interface ConsentSaveResult {
  /** Stable codes (MAIL_MISMATCH, INFO_NOT_FOUND, …); empty when saved. */
  readonly errors: readonly string[];
  readonly consentId: string | null;
}

/** The board's way to GDPR consents on the platform. Queries throw on transport errors. */
export interface ConsentGateway {
  /** getGdprConsentInfos for one placement and type, newest info first. */
  infos(filter: { placement: string; type: string }, ctx: BoardContext): Promise<readonly ConsentText[]>;
  /** hasTheLatestConsent; `null` when the signed-in user has not consented to the wording in force. */
  latest(filter: { placement: string; type: string }, ctx: BoardContext): Promise<LatestConsent | null>;
  /** accept terms (mail, infoId). */
  acceptTerms(input: { mail: string; infoId: string }, ctx: BoardContext): Promise<ConsentSaveResult>;
}
