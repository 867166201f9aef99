import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';

interface UcService {
  readonly id: string;
  readonly name: string;
  readonly consent?: { readonly status?: boolean };
}
interface UcUi {
  getServicesBaseInfo(): UcService[];
  showSecondLayer(): void;
  acceptService?(id: string): Promise<void> | void;
}

/**
 * Usercentrics (Browser UI v2/v3): `UC_UI.getServicesBaseInfo()` lists each service (template id and
 * name) with its consent status; the CMP fires `UC_UI_INITIALIZED` once ready and the window event
 * `ucEvent` on every change. A site maps our services to template ids or service names.
 */
export function usercentricsAdapter(win: Window, ids: VendorServiceIds): VendorAdapter {
  const ui = () => vendorGlobal<UcUi>(win, 'UC_UI');
  const read = () => {
    const services = ui()?.getServicesBaseInfo() ?? [];
    return choicesFrom(ids, (id) => services.some((s) => (s.id === id || s.name === id) && s.consent?.status === true));
  };
  return {
    start(report) {
      const update = () => {
        if (ui()) report(read());
      };
      update();
      win.addEventListener('UC_UI_INITIALIZED', update);
      win.addEventListener('ucEvent', update);
      return () => {
        win.removeEventListener('UC_UI_INITIALIZED', update);
        win.removeEventListener('ucEvent', update);
      };
    },
    openSettings: () => ui()?.showSecondLayer(),
    async grant(service) {
      const id = ids[service];
      const api = ui();
      if (!id || !api?.acceptService) return api?.showSecondLayer();
      const template = api.getServicesBaseInfo().find((s) => s.id === id || s.name === id);
      await api.acceptService(template?.id ?? id);
      win.dispatchEvent(new CustomEvent('ucEvent', { detail: { event: 'consent_status', type: 'explicit' } }));
    },
  };
}
