import type { ConsentInfo } from '../../../domain/consent/consent-info';
import type { UserConsent } from '../../../domain/consent/user-consent';

export const CONSENT_INFO_SORTINGS = ['ID_ASC', 'ID_DESC'] as const;
export type ConsentInfoSorting = (typeof CONSENT_INFO_SORTINGS)[number];

export interface ConsentInfoQuery {
  /** Only infos meant for this site (or for every site). */
  readonly site: string;
  /** Only infos with a revision effective at this instant (worded, so in force). */
  readonly now: Date;
  readonly id?: string | undefined;
  readonly type?: string | undefined;
  readonly placement?: string | undefined;
  /** Only infos of this page or of any page. */
  readonly path?: string | undefined;
  readonly sorting: ConsentInfoSorting;
  readonly offset: number;
  readonly limit: number;
}

export interface NewUserConsent {
  readonly infoId: string;
  readonly revisionId: string;
  readonly userId: string | null;
  readonly mail: string;
  readonly site: string;
  readonly at: Date;
  /** The terms page's version a terms consent accepts; null for every other consent. */
  readonly termsVersion: string | null;
}

/** Consent infos with their revisions, and the consents users gave. */
export interface ConsentRepository {
  /** Active, worded infos matching the query, each with all its revisions (the caller picks the one in force). */
  listActiveInfos(query: ConsentInfoQuery): Promise<readonly ConsentInfo[]>;
  findInfo(id: string): Promise<ConsentInfo | null>;
  /** The user's consents to any revision of these infos. */
  consentsOfUser(userId: string, infoIds: readonly string[]): Promise<readonly UserConsent[]>;
  /**
   * Stores a consent; a user's second consent to the same revision answers the first one, unless it
   * accepts another terms version: then the stored consent takes that version and time.
   */
  record(consent: NewUserConsent): Promise<UserConsent>;
}
