import { CONSENT_SERVICES, type ConsentEntry, type ConsentService, isConsentService } from './consent-services';

/** The visitor's answers so far: a service without an answer counts as refused. */
export type ConsentChoices = Readonly<Partial<Record<ConsentService, boolean>>>;

const VERSION = 'v1';

/**
 * The choices as a cookie value (`v1~pageAnalytics:1~youtube:0`): only characters a cookie value may
 * hold, readable by the server (which renders the banner or not) and by the page's script alike.
 */
export function encodeConsentChoices(choices: ConsentChoices): string {
  const parts = CONSENT_SERVICES.filter((s) => choices[s] !== undefined).map((s) => `${s}:${choices[s] ? 1 : 0}`);
  return [VERSION, ...parts].join('~');
}

/**
 * Choices read back from a cookie value; null when there is none or it is not ours (another version, a
 * hand-edited value), so the visitor is asked again rather than assumed to agree. Unknown services are
 * dropped: a service removed from the product must not linger as consent for something else.
 */
export function decodeConsentChoices(raw: string | null | undefined): ConsentChoices | null {
  if (!raw) return null;
  const [version, ...parts] = raw.split('~');
  if (version !== VERSION) return null;
  const out: Partial<Record<ConsentService, boolean>> = {};
  for (const part of parts) {
    const [service, flag, ...rest] = part.split(':');
    if (rest.length > 0 || !isConsentService(service) || (flag !== '1' && flag !== '0')) return null;
    out[service] = flag === '1';
  }
  return out;
}

/** Every service of `services` granted, or every one refused. */
export const allChoices = (services: readonly ConsentService[], status: boolean): ConsentChoices =>
  Object.fromEntries(services.map((s) => [s, status])) as ConsentChoices;

/** The choices as consent entries for `services` (no answer → false). */
export const consentEntries = (services: readonly ConsentService[], choices: ConsentChoices): readonly ConsentEntry[] =>
  services.map((serviceID) => ({ serviceID, status: choices[serviceID] === true }));

/**
 * Whether going from `before` to `after` takes back consent for a service that is active: a tracker
 * already running cannot be unloaded from the page, so the page has to be loaded anew.
 */
export function withdrawsActive(active: ReadonlySet<ConsentService>, after: ConsentChoices): boolean {
  for (const service of active) if (after[service] !== true) return true;
  return false;
}
