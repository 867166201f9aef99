import { choicesFrom, type VendorAdapter, type VendorServiceIds } from './vendor-adapter';

type Status = 'on' | 'off' | 'unset';
interface ConsentObject {
  readonly error?: unknown;
  readonly consent?: {
    readonly categories?: Readonly<Record<string, { readonly status?: Status }>>;
    readonly vendors?: Readonly<Record<string, { readonly status?: Status }>>;
  };
}
type Cact = (command: string, ...rest: unknown[]) => void;

const VENDOR = 'vendor:';

/**
 * TrustCommander (Commanders Act Consent): the onsite API `cact(command, …)`, buffered in
 * `window.caReady` until the banner's script runs (the documented stub, set here so nothing waits on
 * load order). `consent.get` answers the consent object once the stored consent is validated,
 * `consent.onUpdate` after every change; each category (and vendor) has a status `on`, `off` or `unset`.
 * A site maps our services to category ids (`2`, `tcf2_1`, …) or, as `vendor:<id>`, to vendors.
 */
export function trustCommanderAdapter(win: Window, ids: VendorServiceIds): VendorAdapter {
  const slot = win as unknown as { caReady?: unknown[]; cact?: Cact };
  slot.caReady ??= [];
  slot.cact ??= (...args: unknown[]) => {
    slot.caReady?.push(args);
  };
  const cact: Cact = (command, ...rest) => slot.cact?.(command, ...rest);
  const read = (result: ConsentObject) =>
    choicesFrom(ids, (id) =>
      id.startsWith(VENDOR)
        ? result.consent?.vendors?.[id.slice(VENDOR.length)]?.status === 'on'
        : result.consent?.categories?.[id]?.status === 'on',
    );
  return {
    start(report) {
      let live = true;
      const update = (result: ConsentObject | undefined) => {
        // An answer with an error, or none, says nothing about consent: the last known answers stand.
        if (live && result && !result.error && result.consent) report(read(result));
      };
      cact('consent.get', update);
      cact('consent.onUpdate', update);
      // The onsite API has no way to unsubscribe: a stopped adapter ignores what still comes.
      return () => {
        live = false;
      };
    },
    openSettings: () => cact('consentCenter.show'),
    grant(service) {
      const id = ids[service];
      if (!id) return cact('consentCenter.show');
      cact(
        'consent.update',
        id.startsWith(VENDOR) ? { vendors: { [id.slice(VENDOR.length)]: { status: 'on' } } } : { categories: { [id]: { status: 'on' } } },
      );
    },
  };
}
