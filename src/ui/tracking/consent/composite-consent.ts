import type { ConsentProvider } from '../../../application/board/tracking/consent-provider.port';
import type { Schedule } from '../../../application/board/tracking/tag-wait';
import type { ConsentChoices } from '../../../domain/tracking/consent-choices';
import type { FirstPartyConsent } from './first-party-consent';
import type { VendorAdapter, VendorServiceIds } from './vendor-adapter';

/** Events of one page waiting for a late vendor; more are dropped (a page does not make that many at once). */
const MAX_WAITING = 100;

/**
 * The site's consent as one provider: the vendor's answers for the services the site mapped to it,
 * the board's own for the rest (a video on a site whose vendor does not list the video host still asks
 * in place). Without a vendor, the board's own answers alone.
 *
 * A vendor's stored answers arrive only once its script ran: until its first report (or `giveUpMs`),
 * whatever waits for them (`whenSettled`, at most `MAX_WAITING` of them) is held, then judged.
 */
export function compositeConsent(
  firstParty: FirstPartyConsent,
  vendor: { adapter: VendorAdapter; ids: VendorServiceIds } | null,
  settle: { schedule: Schedule; giveUpMs: number } = { schedule: (run, ms) => setTimeout(run, ms), giveUpMs: 15_000 },
): ConsentProvider & { stop(): void } {
  let fromVendor: ConsentChoices = {};
  let settled = vendor === null;
  let waiting: Array<() => void> = [];
  const listeners = new Set<(choices: ConsentChoices) => void>();
  const current = (): ConsentChoices => ({ ...firstParty.current(), ...fromVendor });
  const settleNow = () => {
    if (settled) return;
    settled = true;
    const due = waiting;
    waiting = [];
    for (const run of due) run();
  };
  const notify = () => {
    const choices = current();
    for (const listener of [...listeners]) listener(choices);
  };
  const stopFirstParty = firstParty.subscribe(notify);
  const stopVendor = vendor?.adapter.start((choices) => {
    fromVendor = choices;
    notify();
    settleNow();
  });
  if (!settled) settle.schedule(settleNow, settle.giveUpMs);
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
    whenSettled(run) {
      if (settled) run();
      else if (waiting.length < MAX_WAITING) waiting.push(run);
    },
    stop() {
      stopFirstParty();
      stopVendor?.();
    },
  };
}
