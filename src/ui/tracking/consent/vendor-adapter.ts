import type { ConsentChoices } from '../../../domain/tracking/consent-choices';
import type { ConsentService } from '../../../domain/tracking/consent-services';

/** Our services → the vendor's ids for them, as the site's tracking setup names them. */
export type VendorServiceIds = Readonly<Partial<Record<ConsentService, string>>>;

/**
 * One consent platform's browser API, turned into our per-service answers: `start` reports the answers
 * whenever the vendor announces them (and once it is ready), for the services the site mapped to it.
 */
export interface VendorAdapter {
  start(report: (choices: ConsentChoices) => void): () => void;
  openSettings(): void;
  /** A page feature's "yes" for one service, where the vendor's API can take it; else its settings open. */
  grant(service: ConsentService): void;
}

/** The vendor's answers as ours: each mapped service true exactly when the vendor says so. */
export function choicesFrom(ids: VendorServiceIds, granted: (vendorId: string) => boolean): ConsentChoices {
  const out: Partial<Record<ConsentService, boolean>> = {};
  for (const [service, vendorId] of Object.entries(ids) as [ConsentService, string | undefined][]) {
    if (vendorId) out[service] = granted(vendorId);
  }
  return out;
}

/** A vendor's global, read defensively: its script may be blocked, late, or an older version. */
export const vendorGlobal = <T>(win: object, name: string): T | undefined => (win as Record<string, unknown>)[name] as T | undefined;
