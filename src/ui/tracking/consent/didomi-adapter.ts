import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';

interface DidomiApi {
  getUserConsentStatusForVendor(vendorId: string): boolean | undefined;
  preferences: { show(): void };
}
type DidomiQueue = Array<(didomi: DidomiApi) => void>;
type DidomiListeners = Array<{ event: string; listener: () => void }>;

/**
 * Didomi: consent per vendor (`c:hotjar`, IAB ids, …). Code waits for the SDK through the
 * `didomiOnReady` queue and hears changes through `didomiEventListeners` (`consent.changed`);
 * `Didomi.getUserConsentStatusForVendor(id)` answers true, false or undefined (not asked yet). A site
 * maps our services to vendor ids.
 */
export function didomiAdapter(win: Window, ids: VendorServiceIds): VendorAdapter {
  const slot = win as unknown as { didomiOnReady?: DidomiQueue; didomiEventListeners?: DidomiListeners };
  const api = () => vendorGlobal<DidomiApi>(win, 'Didomi');
  return {
    start(report) {
      let live = true;
      const update = () => {
        const didomi = api();
        if (live && didomi) report(choicesFrom(ids, (id) => didomi.getUserConsentStatusForVendor(id) === true));
      };
      slot.didomiOnReady ??= [];
      slot.didomiOnReady.push(update);
      slot.didomiEventListeners ??= [];
      slot.didomiEventListeners.push({ event: 'consent.changed', listener: update });
      return () => {
        live = false;
      };
    },
    openSettings: () => api()?.preferences.show(),
    // A vendor is enabled in Didomi's own preferences, where the visitor sees what it means.
    grant: () => api()?.preferences.show(),
  };
}
