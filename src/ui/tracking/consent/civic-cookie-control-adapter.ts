import type { Schedule } from '../../../application/board/tracking/tag-wait';
import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';
import { browserSchedule, whenVendorReady } from './wait-for-vendor';

interface OptionalCookie {
  readonly name: string;
  onAccept?: () => void;
  onRevoke?: () => void;
}
interface CookieControlConfig {
  readonly optionalCookies?: OptionalCookie[];
}
interface CookieControlApi {
  config: CookieControlConfig | (() => CookieControlConfig);
  getCategoryConsent(index: number): boolean;
  changeCategory?(index: number, consent: boolean): void;
  open(): void;
}

/**
 * Civic Cookie Control (v9): the site's own loader runs `CookieControl.load(config)`, whose
 * `optionalCookies` are the categories (each with a `name`). `CookieControl.getCategoryConsent(index)`
 * answers per category; the vendor announces changes only through each category's `onAccept` and
 * `onRevoke` callbacks, which this adapter joins (the site's own still run first), and it reads the
 * answers again after each click on the page. A site maps our services to category names (`analytics`,
 * `marketing`, …). A feature's "yes" is `CookieControl.changeCategory(index, true)`.
 */
export function civicCookieControlAdapter(win: Window, ids: VendorServiceIds, schedule: Schedule = browserSchedule): VendorAdapter {
  const api = () => {
    const cc = vendorGlobal<CookieControlApi>(win, 'CookieControl');
    return cc && typeof cc.getCategoryConsent === 'function' && cc.config ? cc : undefined;
  };
  const categories = (cc: CookieControlApi): OptionalCookie[] =>
    (typeof cc.config === 'function' ? cc.config() : cc.config)?.optionalCookies ?? [];
  const indexOf = (cc: CookieControlApi, name: string) => categories(cc).findIndex((c) => c.name === name);
  let refresh = () => {};
  return {
    start(report) {
      let live = true;
      const update = () => {
        const cc = api();
        if (!live || !cc) return;
        report(
          choicesFrom(ids, (name) => {
            const index = indexOf(cc, name);
            return index >= 0 && cc.getCategoryConsent(index) === true;
          }),
        );
      };
      refresh = update;
      const stopWaiting = whenVendorReady(api, schedule, (cc) => {
        const mapped = new Set(Object.values(ids));
        for (const category of categories(cc)) {
          if (!mapped.has(category.name)) continue;
          const { onAccept, onRevoke } = category;
          category.onAccept = () => {
            onAccept?.();
            update();
          };
          category.onRevoke = () => {
            onRevoke?.();
            update();
          };
        }
        update();
      });
      // Cookie Control documents the callbacks only as part of the configuration its `load` receives; that
      // it calls the ones joined afterwards is not promised. Every choice in its panel is a click, so the
      // answers are also read again right after each click (Cookie Control's own handler runs first).
      const afterClick = () => schedule(update, 0);
      win.addEventListener('click', afterClick, true);
      return () => {
        live = false;
        stopWaiting();
        win.removeEventListener('click', afterClick, true);
      };
    },
    openSettings: () => api()?.open(),
    grant(service) {
      const cc = api();
      const name = ids[service];
      const index = cc && name ? indexOf(cc, name) : -1;
      if (!cc?.changeCategory || index < 0) return cc?.open();
      cc.changeCategory(index, true);
      refresh();
    },
  };
}
