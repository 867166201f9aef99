import { choicesFrom, type VendorAdapter, type VendorServiceIds, vendorGlobal } from './vendor-adapter';

interface OneTrustApi {
  ToggleInfoDisplay(): void;
}

/**
 * OneTrust: consent is per category group (`C0002`, …). `OnetrustActiveGroups` holds the granted
 * groups as `,C0001,C0002,`, and the window event `OneTrustGroupsUpdated` fires once the banner loaded
 * and after every change, its detail the granted groups. A site maps our services to group ids.
 */
export function oneTrustAdapter(win: Window, ids: VendorServiceIds): VendorAdapter {
  const activeGroups = (): string[] =>
    (vendorGlobal<string>(win, 'OnetrustActiveGroups') ?? '')
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
  return {
    start(report) {
      const update = (event?: Event) => {
        const detail = (event as CustomEvent<unknown> | undefined)?.detail;
        const groups = Array.isArray(detail) ? detail.map(String) : activeGroups();
        report(choicesFrom(ids, (id) => groups.includes(id)));
      };
      if (vendorGlobal<string>(win, 'OnetrustActiveGroups') !== undefined) update();
      win.addEventListener('OneTrustGroupsUpdated', update);
      return () => win.removeEventListener('OneTrustGroupsUpdated', update);
    },
    openSettings: () => vendorGlobal<OneTrustApi>(win, 'OneTrust')?.ToggleInfoDisplay(),
    // OneTrust takes consent only through its own preference centre.
    grant: () => vendorGlobal<OneTrustApi>(win, 'OneTrust')?.ToggleInfoDisplay(),
  };
}
