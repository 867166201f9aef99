import { currentRevision, isInForce, type ConsentInfo } from './consent-info';
import type { UserConsent } from './user-consent';

/**
 * The rule behind hasTheLatestConsent and the terms dialog: a user has the latest consent to an info
 * when one of their consents is for the revision in force now. Consents to older wordings do not count.
 */
export function latestConsentAmong(info: ConsentInfo, consents: readonly UserConsent[], now: Date): UserConsent | null {
  const revision = currentRevision(info, now);
  if (!revision) return null;
  return consents.find((c) => c.infoId === info.id && c.infoRevisionId === revision.id) ?? null;
}

/** The terms dialog asks when the latest terms are in force on the site and not yet accepted. */
export function needsAcceptance(info: ConsentInfo | null, consents: readonly UserConsent[], site: string, now: Date): boolean {
  if (!info || !isInForce(info, site, now)) return false;
  return latestConsentAmong(info, consents, now) === null;
}
