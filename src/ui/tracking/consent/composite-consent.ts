import type { ConsentProvider } from '../../../application/board/tracking/consent-provider.port';
import type { ConsentChoices } from '../../../domain/tracking/consent-choices';
import type { FirstPartyConsent } from './first-party-consent';
import type { VendorAdapter, VendorServiceIds } from './vendor-adapter';

/**
 * The site's consent as one provider: the vendor's answers for the services the site mapped to it,
 * the board's own for the rest (a video on a site whose vendor does not list the video host still asks
 * in place). Without a vendor, the board's own answers alone.
 */
export function compositeConsent(
  firstParty: FirstPartyConsent,
  vendor: { adapter: VendorAdapter; ids: VendorServiceIds } | null,
): ConsentProvider & { stop(): void } {
  let fromVendor: ConsentChoices = {};
  const listeners = new Set<(choices: ConsentChoices) => void>();
  const current = (): ConsentChoices => ({ ...firstParty.current(), ...fromVendor });
  const notify = () => {
    const choices = current();
    for (const listener of [...listeners]) listener(choices);
  };
  const stopFirstParty = firstParty.subscribe(notify);
  const stopVendor = vendor?.adapter.start((choices) => {
    fromVendor = choices;
    notify();
  });
  return {
    current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    grant(service) {
      if (vendor?.ids[service]) vendor.adapter.grant(service);
      else firstParty.grant(service);
    },
    openSettings: () => (vendor ? vendor.adapter.openSettings() : firstParty.openSettings()),
    stop() {
      stopFirstParty();
      stopVendor?.();
    },
  };
}
