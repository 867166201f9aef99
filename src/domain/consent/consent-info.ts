import type { Translated } from '../shared/locale';

/** The terms dialog's info: placement REGISTRATION, type PRIVACY_POLICY. */
export const TERMS_PLACEMENT = 'REGISTRATION';
export const TERMS_TYPE = 'PRIVACY_POLICY';

/** Types and placements are upper-case codes (`PRIVACY_POLICY`, `NEWSLETTER`). */
export const CONSENT_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** One wording of a consent info. `texts` are sanitized HTML per locale, German always present. */
export interface ConsentRevision {
  readonly id: string;
  readonly texts: Translated;
  /** ISO instant from which this wording applies. */
  readonly effectiveAt: string;
}

/** What a visitor may consent to, with every wording it has had. */
export interface ConsentInfo {
  readonly id: string;
  readonly type: string;
  readonly placement: string;
  readonly optIn: boolean;
  readonly active: boolean;
  /** Sites it applies to; `null` = every site. */
  readonly sites: readonly string[] | null;
  /** Page it belongs to; `null` = any page. */
  readonly path: string | null;
  readonly revisions: readonly ConsentRevision[];
}

/** The wording in force at `now`: the newest revision already effective (ties: the higher id). */
export function currentRevision(info: Pick<ConsentInfo, 'revisions'>, now: Date): ConsentRevision | null {
  let best: ConsentRevision | null = null;
  for (const revision of info.revisions) {
    const at = Date.parse(revision.effectiveAt);
    if (Number.isNaN(at) || at > now.getTime()) continue;
    if (!best || at > Date.parse(best.effectiveAt) || (at === Date.parse(best.effectiveAt) && Number(revision.id) > Number(best.id)))
      best = revision;
  }
  return best;
}

/** An info is in force on a site when active, meant for the site and worded (a revision is effective). */
export const isInForce = (info: ConsentInfo, site: string, now: Date): boolean =>
  info.active && (info.sites === null || info.sites.includes(site)) && currentRevision(info, now) !== null;

/**
 * Infos a guest may consent to without an account (the consent is stored under the mail alone). The
 * newsletter is the case: anyone may subscribe. Terms and privacy consents belong to an account.
 */
export const GUEST_CONSENT_TYPES: readonly string[] = ['NEWSLETTER'];

export const allowsGuestConsent = (info: Pick<ConsentInfo, 'type'>): boolean => GUEST_CONSENT_TYPES.includes(info.type);
