import type { ConsentProvider } from '../../../application/board/tracking/consent-provider.port';
import { type ConsentChoices, decodeConsentChoices, encodeConsentChoices } from '../../../domain/tracking/consent-choices';
import type { ConsentService } from '../../../domain/tracking/consent-services';

/** The first-party consent cookie: readable by the server (banner or not) and by the page. */
export const CONSENT_COOKIE = 'jb_consent';
/** Asked again after about six months, as supervisory authorities expect of a stored consent. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The board's own consent: the banner's and the settings page's answers, kept in the first-party cookie. */
export interface FirstPartyConsent extends ConsentProvider {
  /** Keeps the visitor's answers (merged over the earlier ones) and tells every listener. */
  save(choices: ConsentChoices): void;
}

export const readConsentCookie = (cookieHeader: string): ConsentChoices | null => {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return decodeConsentChoices(decodeURIComponent(value.join('=')));
  }
  return null;
};

export function consentCookie(choices: ConsentChoices, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${encodeConsentChoices(choices)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function firstPartyConsent(doc: Pick<Document, 'cookie'>, secure: boolean, openSettings: () => void): FirstPartyConsent {
  let choices: ConsentChoices = readConsentCookie(doc.cookie) ?? {};
  const listeners = new Set<(choices: ConsentChoices) => void>();
  const save = (next: ConsentChoices) => {
    choices = { ...choices, ...next };
    doc.cookie = consentCookie(choices, secure);
    for (const listener of [...listeners]) listener(choices);
  };
  return {
    current: () => choices,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    grant: (service: ConsentService) => save({ [service]: true }),
    save,
    openSettings,
    whenSettled: (run) => run(),
  };
}
