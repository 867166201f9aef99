import type { Schedule } from '../../../application/board/tracking/tag-wait';
import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';
import { browserSchedule, whenVendorReady } from './wait-for-vendor';

type CmpCommand = (command: string, parameter?: unknown, callback?: unknown) => unknown;
interface CmpData {
  readonly vendorConsents?: Readonly<Record<string, boolean>>;
  readonly purposeConsents?: Readonly<Record<string, boolean>>;
}

// `consent`: gathered now or found in the vendor's cookie; `settings`: loaded, earlier consent readable;
// `consentscreenoff`: the visitor closed the layer, possibly after changing a choice.
const EVENTS = ['settings', 'consent', 'consentscreenoff'] as const;
const PURPOSE = 'purpose:';

/**
 * `setPurposeConsent` takes the purpose as a number (`[52, 1]` for purpose 52), while `getCMPData` and
 * the settings screen name it `c52`: the number goes to the setter, the configured id to the reader.
 */
const purposeNumber = (id: string): number | string => {
  const digits = /^c?(\d+)$/.exec(id)?.[1];
  return digits === undefined ? id : Number(digits);
};

/**
 * consentmanager.net: everything goes through the global `__cmp(command, parameter, callback)`.
 * `__cmp('getCMPData')` holds `vendorConsents` and `purposeConsents` (id → true/false) once the CMP
 * knows them; `__cmp('addEventListener', [event, handler, false], null)` tells of `settings` and
 * `consent`. A site maps our services to vendor ids (`s26`, …) or, as `purpose:<id>` (`purpose:c52`), to
 * purposes. A feature's "yes" sets one vendor's (`setVendorConsent`, `[id, 1]`) or purpose's consent
 * (`setPurposeConsent`, `[52, 1]`, without the purpose's other vendors).
 */
export function consentManagerAdapter(win: Window, ids: VendorServiceIds, schedule: Schedule = browserSchedule): VendorAdapter {
  const cmp = () => {
    const api = vendorGlobal<CmpCommand>(win, '__cmp');
    return typeof api === 'function' ? api : undefined;
  };
  const call = (command: string, parameter?: unknown, callback?: unknown) => cmp()?.(command, parameter, callback);
  // The answers are read again after a feature's own "yes", whether or not the CMP announces it.
  let refresh = () => {};
  return {
    start(report) {
      let live = true;
      const update = () => {
        const data = call('getCMPData') as CmpData | undefined;
        // Before its settings are loaded the CMP has no consent data: nothing is assumed.
        if (!live || !data?.vendorConsents) return;
        report(
          choicesFrom(ids, (id) =>
            id.startsWith(PURPOSE) ? data.purposeConsents?.[id.slice(PURPOSE.length)] === true : data.vendorConsents?.[id] === true,
          ),
        );
      };
      refresh = update;
      const stopWaiting = whenVendorReady(cmp, schedule, () => {
        for (const event of EVENTS) call('addEventListener', [event, update, false], null);
        update();
      });
      return () => {
        live = false;
        stopWaiting();
        for (const event of EVENTS) call('removeEventListener', [event, update, false], null);
      };
    },
    openSettings: () => call('showScreenAdvanced'),
    grant(service) {
      const id = ids[service];
      if (!id) return call('showScreenAdvanced');
      // Status 1 is "accept" (2 and 3 would not be counted in the CMP's reports).
      if (id.startsWith(PURPOSE)) call('setPurposeConsent', [purposeNumber(id.slice(PURPOSE.length)), 1]);
      else call('setVendorConsent', [id, 1]);
      refresh();
    },
  };
}
