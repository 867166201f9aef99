import { currentRevision, isInForce, TERMS_PLACEMENT, TERMS_TYPE, type ConsentInfo } from './consent-info';
import type { UserConsent } from './user-consent';

/** The terms dialog's info: accepting it accepts the terms page too, so it follows the terms' versions. */
export const isTermsInfo = (info: Pick<ConsentInfo, 'type' | 'placement'>): boolean =>
  info.type === TERMS_TYPE && info.placement === TERMS_PLACEMENT;

/**
 * Whether a terms acceptance covers the site's terms version in force: the version must be one the user
 * accepted. Versions are compared, never dates: when an acceptance was given says nothing about which
 * terms were shown (another site may show other terms), so an acceptance without a version covers none.
 */
export function coversTermsVersion(consent: Pick<UserConsent, 'termsVersion' | 'acceptedTermsVersions'>, version: string): boolean {
  return consent.termsVersion === version || consent.acceptedTermsVersions.includes(version);
}

/**
 * The rule behind hasTheLatestConsent and the terms dialog: a user has the latest consent to an info
 * when one of their consents is for the revision in force now. Consents to older wordings do not count.
 * For the terms info the consent must also cover the terms version in force (`termsVersion`, null when
 * the site has no terms page): a new terms file asks every user again.
 */
export function latestConsentAmong(
  info: ConsentInfo,
  consents: readonly UserConsent[],
  now: Date,
  termsVersion: string | null = null,
): UserConsent | null {
  const revision = currentRevision(info, now);
  if (!revision) return null;
  const followsTerms = termsVersion !== null && isTermsInfo(info);
  return (
    consents.find(
      (c) => c.infoId === info.id && c.infoRevisionId === revision.id && (!followsTerms || coversTermsVersion(c, termsVersion)),
    ) ?? null
  );
}

/** The terms dialog asks when the latest terms are in force on the site and not yet accepted. */
export function needsAcceptance(
  info: ConsentInfo | null,
  consents: readonly UserConsent[],
  site: string,
  now: Date,
  termsVersion: string | null = null,
): boolean {
  if (!info || !isInForce(info, site, now)) return false;
  return latestConsentAmong(info, consents, now, termsVersion) === null;
}
