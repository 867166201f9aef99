import type { Schedule } from '../../../application/board/tracking/tag-wait';
import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';
import { browserSchedule, whenVendorReady } from './wait-for-vendor';

interface TcData {
  readonly listenerId?: number;
  readonly eventStatus?: 'tcloaded' | 'cmpuishown' | 'useractioncomplete';
  readonly purpose?: { readonly consents?: Readonly<Record<string, boolean>> };
  readonly vendor?: { readonly consents?: Readonly<Record<string, boolean>> };
}
type TcfApi = (command: string, version: number, callback: (data: TcData, success: boolean) => void, parameter?: unknown) => void;

const PURPOSE = 'purpose:';
const VENDOR = 'vendor:';

/**
 * Traffective's CMP (Open CMP, IAB CMP id 21) speaks the IAB Transparency and Consent Framework v2:
 * `__tcfapi('addEventListener', 2, callback)` calls back with the TC data when it is loaded
 * (`tcloaded`), when the layer shows and after every answer (`useractioncomplete`); `purpose.consents`
 * and `vendor.consents` map ids to true/false. A site maps our services to `vendor:<GVL id>` or
 * `purpose:<number>`. TCF takes no consent by API: a feature's "yes" opens the CMP's layer.
 */
export function traffectiveAdapter(win: Window, ids: VendorServiceIds, schedule: Schedule = browserSchedule): VendorAdapter {
  const tcf = () => {
    const api = vendorGlobal<TcfApi>(win, '__tcfapi');
    return typeof api === 'function' ? api : undefined;
  };
  const granted = (data: TcData, id: string) => {
    if (id.startsWith(PURPOSE)) return data.purpose?.consents?.[id.slice(PURPOSE.length)] === true;
    if (id.startsWith(VENDOR)) return data.vendor?.consents?.[id.slice(VENDOR.length)] === true;
    return false;
  };
  // TCF v2 defines no command that shows the layer (only ping, getTCData, getInAppTCData, getVendorList and
  // the listeners). `displayConsentUi` is the command TCF CMPs commonly add for it (Quantcast Choice, Google
  // Funding Choices); no public Traffective document names it, so a site checks that its CMP opens on it.
  const showLayer = () => tcf()?.('displayConsentUi', 2, () => undefined);
  return {
    start(report) {
      let live = true;
      let listenerId: number | undefined;
      const stopWaiting = whenVendorReady(tcf, schedule, (api) => {
        api('addEventListener', 2, (data, success) => {
          if (!success || !data) return;
          listenerId = data.listenerId;
          if (live) report(choicesFrom(ids, (id) => granted(data, id)));
        });
      });
      return () => {
        live = false;
        stopWaiting();
        if (listenerId !== undefined) tcf()?.('removeEventListener', 2, () => undefined, listenerId);
      };
    },
    openSettings: showLayer,
    grant: showLayer,
  };
}
