import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';

interface CookieScriptInstance {
  currentState(): { action?: string; categories?: string[] };
  show(): void;
  acceptAction?(categories?: string[]): void;
}

const EVENTS = ['CookieScriptLoaded', 'CookieScriptAccept', 'CookieScriptAcceptAll', 'CookieScriptReject'] as const;

/**
 * CookieScript: consent is per cookie category (`performance`, `targeting`, `functionality`, …).
 * `CookieScript.instance.currentState()` says which are accepted; the window events
 * `CookieScriptLoaded`, `CookieScriptAccept`, `CookieScriptAcceptAll` and `CookieScriptReject` fire on
 * load and on every answer. A site maps our services to categories.
 */
export function cookieScriptAdapter(win: Window, ids: VendorServiceIds): VendorAdapter {
  const instance = () => vendorGlobal<{ instance?: CookieScriptInstance }>(win, 'CookieScript')?.instance;
  const read = () => {
    const state = instance()?.currentState() ?? {};
    const accepted = state.action === 'reject' ? [] : (state.categories ?? []);
    return choicesFrom(ids, (category) => accepted.includes(category));
  };
  return {
    start(report) {
      const update = () => {
        if (instance()) report(read());
      };
      update();
      for (const name of EVENTS) win.addEventListener(name, update);
      return () => {
        for (const name of EVENTS) win.removeEventListener(name, update);
      };
    },
    openSettings: () => instance()?.show(),
    grant(service) {
      const api = instance();
      const category = ids[service];
      if (!api?.acceptAction || !category) return api?.show();
      const accepted = api.currentState().categories ?? [];
      api.acceptAction([...new Set([...accepted, category])]);
    },
  };
}
