import { describe, expect, it } from 'vitest';
import type { ConsentChoices } from '../../../../src/domain/tracking/consent-choices';
import { civicCookieControlAdapter } from '../../../../src/ui/tracking/consent/civic-cookie-control-adapter';
import { compositeConsent } from '../../../../src/ui/tracking/consent/composite-consent';
import { consentManagerAdapter } from '../../../../src/ui/tracking/consent/consentmanager-adapter';
import { cookieScriptAdapter } from '../../../../src/ui/tracking/consent/cookiescript-adapter';
import { didomiAdapter } from '../../../../src/ui/tracking/consent/didomi-adapter';
import { firstPartyConsent } from '../../../../src/ui/tracking/consent/first-party-consent';
import { oneTrustAdapter } from '../../../../src/ui/tracking/consent/onetrust-adapter';
import { traffectiveAdapter } from '../../../../src/ui/tracking/consent/traffective-adapter';
import { trustCommanderAdapter } from '../../../../src/ui/tracking/consent/trustcommander-adapter';
import { usercentricsAdapter } from '../../../../src/ui/tracking/consent/usercentrics-adapter';

/*
 * Each vendor's documented browser API, stood in by the smallest object that behaves like it: the
 * adapters must turn what the vendor says into our per-service answers, and follow its change events.
 */
type StandInWindow = Window & Record<string, unknown>;
const standInWindow = (): StandInWindow => new EventTarget() as unknown as StandInWindow;

/** A clock the test turns: each tick runs what waited for it (the adapters look for late globals every 500 ms). */
function manualClock() {
  let waiting: Array<() => void> = [];
  const delays: number[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      delays.push(ms);
      waiting.push(run);
    },
    /** Runs what was due, then lets the promise that found a vendor settle. */
    async tick() {
      const due = waiting;
      waiting = [];
      for (const run of due) run();
      await new Promise((resolve) => setImmediate(resolve));
    },
    delays,
    pending: () => waiting.length,
  };
}

function collect(): { reports: ConsentChoices[]; report: (c: ConsentChoices) => void } {
  const reports: ConsentChoices[] = [];
  return { reports, report: (c) => reports.push(c) };
}

describe('Usercentrics', () => {
  const ids = { pageAnalytics: 'HkocEodjb7', youtube: 'YouTube Video' };
  function standIn(win: StandInWindow, consents: Record<string, boolean>) {
    const calls: string[] = [];
    win.UC_UI = {
      getServicesBaseInfo: () =>
        [
          { id: 'HkocEodjb7', name: 'Google Analytics' },
          { id: 'BJz7qNsdj-7', name: 'YouTube Video' },
          { id: 'other', name: 'Other' },
        ].map((s) => ({ ...s, consent: { status: consents[s.id] === true } })),
      showSecondLayer: () => calls.push('showSecondLayer'),
      acceptService: (id: string) => {
        consents[id] = true;
        calls.push(`accept:${id}`);
      },
    };
    return calls;
  }

  it('reads each mapped service by template id or name, on start, once initialized and on every ucEvent', async () => {
    const win = standInWindow();
    const { reports, report } = collect();
    const adapter = usercentricsAdapter(win, ids);
    adapter.start(report);
    expect(reports).toEqual([]); // not loaded yet: nothing assumed
    const consents: Record<string, boolean> = { HkocEodjb7: false, 'BJz7qNsdj-7': true };
    const calls = standIn(win, consents);
    win.dispatchEvent(new Event('UC_UI_INITIALIZED'));
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, youtube: true });
    consents.HkocEodjb7 = true;
    win.dispatchEvent(new CustomEvent('ucEvent', { detail: { event: 'consent_status', 'Google Analytics': true } }));
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, youtube: true });
    adapter.openSettings();
    expect(calls).toContain('showSecondLayer');
  });

  it('a feature’s yes accepts that one service at Usercentrics', async () => {
    const win = standInWindow();
    const consents: Record<string, boolean> = {};
    const calls = standIn(win, consents);
    const { reports, report } = collect();
    const adapter = usercentricsAdapter(win, ids);
    adapter.start(report);
    await adapter.grant('youtube');
    expect(calls).toContain('accept:BJz7qNsdj-7');
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, youtube: true });
  });
});

describe('OneTrust', () => {
  it('grants the services whose groups are active, from OnetrustActiveGroups and OneTrustGroupsUpdated', () => {
    const win = standInWindow();
    const calls: string[] = [];
    win.OnetrustActiveGroups = ',C0001,C0002,';
    win.OneTrust = { ToggleInfoDisplay: () => calls.push('toggle') };
    const { reports, report } = collect();
    const adapter = oneTrustAdapter(win, { pageAnalytics: 'C0002', socialPixel: 'C0004' });
    adapter.start(report);
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: false });
    win.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001', 'C0004'] }));
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, socialPixel: true });
    adapter.grant('pageAnalytics');
    expect(calls).toEqual(['toggle']);
  });
});

describe('CookieScript', () => {
  it('grants the services whose categories are accepted; a reject grants none', () => {
    const win = standInWindow();
    let state: { action?: string; categories?: string[] } = { action: 'accept', categories: ['strict', 'performance'] };
    const accepted: string[][] = [];
    win.CookieScript = {
      instance: {
        currentState: () => state,
        show: () => undefined,
        acceptAction: (categories: string[]) => {
          accepted.push(categories);
          state = { action: 'accept', categories };
          win.dispatchEvent(new Event('CookieScriptAccept'));
        },
      },
    };
    const { reports, report } = collect();
    const adapter = cookieScriptAdapter(win, { pageAnalytics: 'performance', socialPixel: 'targeting', vimeo: 'functionality' });
    adapter.start(report);
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: false, vimeo: false });
    state = { action: 'reject', categories: ['strict', 'performance'] };
    win.dispatchEvent(new Event('CookieScriptReject'));
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, socialPixel: false, vimeo: false });
    state = { action: 'accept', categories: ['strict', 'performance', 'targeting', 'functionality'] };
    win.dispatchEvent(new Event('CookieScriptAcceptAll'));
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: true, vimeo: true });
    state = { action: 'accept', categories: ['strict'] };
    adapter.grant('vimeo');
    expect(accepted).toEqual([['strict', 'functionality']]);
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, socialPixel: false, vimeo: true });
  });
});

describe('Didomi', () => {
  it('waits for the SDK through didomiOnReady and follows consent.changed', () => {
    const win = standInWindow();
    const { reports, report } = collect();
    const adapter = didomiAdapter(win, { sessionReplay: 'c:hotjar', pageAnalytics: 'c:googleana-4TXnJigR' });
    adapter.start(report);
    expect(reports).toEqual([]);
    const status: Record<string, boolean | undefined> = { 'c:hotjar': true };
    const shown: string[] = [];
    win.Didomi = { getUserConsentStatusForVendor: (id: string) => status[id], preferences: { show: () => shown.push('prefs') } };
    for (const ready of win.didomiOnReady as Array<(d: unknown) => void>) ready(win.Didomi);
    expect(reports.at(-1)).toEqual({ sessionReplay: true, pageAnalytics: false });
    status['c:hotjar'] = false;
    status['c:googleana-4TXnJigR'] = true;
    for (const l of win.didomiEventListeners as Array<{ event: string; listener: () => void }>)
      if (l.event === 'consent.changed') l.listener();
    expect(reports.at(-1)).toEqual({ sessionReplay: false, pageAnalytics: true });
    adapter.openSettings();
    expect(shown).toEqual(['prefs']);
  });
});

describe('the site’s consent as one provider', () => {
  it('takes the vendor’s answers for mapped services and the board’s own for the rest', () => {
    const win = standInWindow();
    win.OnetrustActiveGroups = ',C0002,';
    win.OneTrust = { ToggleInfoDisplay: () => undefined };
    const doc = { cookie: '' };
    const firstParty = firstPartyConsent(doc, false, () => undefined);
    const ids = { pageAnalytics: 'C0002' };
    const provider = compositeConsent(firstParty, { adapter: oneTrustAdapter(win, ids), ids });
    const seen: ConsentChoices[] = [];
    provider.subscribe((c) => seen.push(c));
    expect(provider.current()).toEqual({ pageAnalytics: true });
    provider.grant('youtube');
    expect(provider.current()).toEqual({ pageAnalytics: true, youtube: true });
    expect(doc.cookie).toContain('jb_consent=v1~youtube:1');
    win.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001'] }));
    expect(seen.at(-1)).toEqual({ pageAnalytics: false, youtube: true });
  });
});

describe('ConsentManager', () => {
  /** consentmanager.net's `__cmp(command, parameter, callback)` as its documentation describes it. */
  function standIn(win: StandInWindow, data: { vendorConsents?: Record<string, boolean>; purposeConsents?: Record<string, boolean> }) {
    const listeners = new Map<string, Array<() => void>>();
    const calls: string[] = [];
    const parameters: unknown[] = [];
    win.__cmp = (command: string, parameter?: unknown) => {
      calls.push(command);
      parameters.push(parameter);
      if (command === 'getCMPData') return data;
      const [event, handler] = (parameter ?? []) as [string, () => void];
      if (command === 'addEventListener') listeners.set(event, [...(listeners.get(event) ?? []), handler]);
      if (command === 'removeEventListener')
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((h) => h !== handler),
        );
      if (command === 'setVendorConsent') data.vendorConsents = { ...data.vendorConsents, [String(event)]: handler === (1 as unknown) };
      return undefined;
    };
    const fire = (event: string) => {
      for (const handler of listeners.get(event) ?? []) handler();
    };
    return { calls, parameters, fire, listeners };
  }

  it('waits for __cmp, reads vendor and purpose consents from getCMPData and follows the consent event', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const { reports, report } = collect();
    const adapter = consentManagerAdapter(win, { eventTracking: 's1', pageAnalytics: 's26', sessionReplay: 'purpose:c52' }, clock.schedule);
    const stop = adapter.start(report);
    expect(reports).toEqual([]); // no CMP yet: nothing assumed
    expect(clock.delays).toEqual([500]);
    // The CMP arrives, still without consent data (settings not loaded): still nothing assumed.
    const data: { vendorConsents?: Record<string, boolean>; purposeConsents?: Record<string, boolean> } = {};
    const cmp = standIn(win, data);
    await clock.tick();
    expect(reports).toEqual([]);
    data.vendorConsents = { s1: true, s26: false };
    data.purposeConsents = { c52: true };
    cmp.fire('settings');
    expect(reports.at(-1)).toEqual({ eventTracking: true, pageAnalytics: false, sessionReplay: true });
    data.vendorConsents = { s1: false, s26: true };
    data.purposeConsents = { c52: false };
    cmp.fire('consent');
    expect(reports.at(-1)).toEqual({ eventTracking: false, pageAnalytics: true, sessionReplay: false });
    adapter.openSettings();
    expect(cmp.calls).toContain('showScreenAdvanced');
    stop();
    const count = reports.length;
    cmp.fire('consent');
    expect(reports).toHaveLength(count);
  });

  it('a feature’s yes sets that vendor’s consent at the CMP', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const cmp = standIn(win, { vendorConsents: { s30: false } });
    const { reports, report } = collect();
    const adapter = consentManagerAdapter(win, { youtube: 's30' }, clock.schedule);
    adapter.start(report);
    await clock.tick(); // found at the first look; its answer comes a moment later
    expect(reports.at(-1)).toEqual({ youtube: false });
    adapter.grant('youtube');
    expect(cmp.calls).toContain('setVendorConsent');
    expect(cmp.parameters.at(-2)).toEqual(['s30', 1]);
    expect(reports.at(-1)).toEqual({ youtube: true });
  });

  it('a feature’s yes for a purpose hands setPurposeConsent the purpose’s number, as the CMP documents it', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const cmp = standIn(win, { vendorConsents: {}, purposeConsents: { c52: false } });
    const adapter = consentManagerAdapter(win, { vimeo: 'purpose:c52', youtube: 'purpose:7' }, clock.schedule);
    adapter.start(collect().report);
    await clock.tick();
    adapter.grant('vimeo');
    adapter.grant('youtube');
    const sets = cmp.calls.flatMap((c, i) => (c === 'setPurposeConsent' ? [cmp.parameters[i]] : []));
    expect(sets).toEqual([
      [52, 1],
      [7, 1],
    ]);
  });

  it('gives up after 30 looks, 500 ms apart, when the CMP never arrives', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const { reports, report } = collect();
    consentManagerAdapter(win, { eventTracking: 's1' }, clock.schedule).start(report);
    for (let i = 0; i < 40; i += 1) await clock.tick();
    expect(clock.delays).toHaveLength(29);
    expect(clock.pending()).toBe(0);
    expect(reports).toEqual([]);
  });
});

describe('TrustCommander', () => {
  type ConsentObject = {
    consent: { status: string; categories: Record<string, { status: string }>; vendors: Record<string, { status: string }> };
  };
  it('queues on the documented cact stub, reads categories and vendors from consent.get and follows consent.onUpdate', () => {
    const win = standInWindow();
    const { reports, report } = collect();
    const adapter = trustCommanderAdapter(win, { pageAnalytics: '2', socialPixel: '3', eventTracking: 'vendor:5' });
    adapter.start(report);
    adapter.openSettings();
    expect(reports).toEqual([]);
    // Before the banner's script: every call waits in caReady, as the onsite API stub documents.
    const queued = win.caReady as unknown[][];
    expect(queued.map((args) => args[0])).toEqual(['consent.get', 'consent.onUpdate', 'consentCenter.show']);

    // The banner's script arrives: it takes over `cact` and works through the queue.
    let stored: ConsentObject = {
      consent: {
        status: 'mixed',
        categories: { '1': { status: 'on' }, '2': { status: 'on' }, '3': { status: 'off' } },
        vendors: { '5': { status: 'unset' } },
      },
    };
    const onUpdate: Array<(r: unknown) => void> = [];
    const shown: string[] = [];
    const updates: unknown[] = [];
    win.cact = (command: string, arg?: unknown) => {
      if (command === 'consent.get') (arg as (r: unknown) => void)(stored);
      if (command === 'consent.onUpdate') onUpdate.push(arg as (r: unknown) => void);
      if (command === 'consentCenter.show') shown.push(command);
      if (command === 'consent.update') updates.push(arg);
    };
    for (const args of queued) (win.cact as (...a: unknown[]) => void)(...args);
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: false, eventTracking: false });
    expect(shown).toEqual(['consentCenter.show']);

    stored = {
      consent: { status: 'mixed', categories: { '2': { status: 'off' }, '3': { status: 'on' } }, vendors: { '5': { status: 'on' } } },
    };
    for (const listener of onUpdate) listener({ ...stored, updateEvent: 'changed' });
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, socialPixel: true, eventTracking: true });
    // An answer carrying an error says nothing: the last answers stand.
    for (const listener of onUpdate) listener({ error: 'timeout' });
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, socialPixel: true, eventTracking: true });

    adapter.grant('pageAnalytics');
    adapter.grant('eventTracking');
    expect(updates).toEqual([{ categories: { '2': { status: 'on' } } }, { vendors: { '5': { status: 'on' } } }]);
  });
});

describe('Traffective', () => {
  type TcData = {
    listenerId: number;
    eventStatus: string;
    purpose: { consents: Record<string, boolean> };
    vendor: { consents: Record<string, boolean> };
  };
  it('waits for __tcfapi and turns its TC data (purposes, vendors) into answers on every event', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const { reports, report } = collect();
    const adapter = traffectiveAdapter(
      win,
      { pageAnalytics: 'vendor:755', eventTracking: 'purpose:8', socialPixel: 'vendor:89' },
      clock.schedule,
    );
    const stop = adapter.start(report);
    await clock.tick();
    expect(reports).toEqual([]);
    const listeners: Array<(d: TcData, ok: boolean) => void> = [];
    const commands: unknown[][] = [];
    win.__tcfapi = (command: string, version: number, callback: (d: TcData, ok: boolean) => void, parameter?: unknown) => {
      commands.push([command, version, parameter]);
      if (command === 'addEventListener') {
        listeners.push(callback);
        callback(
          {
            listenerId: 7,
            eventStatus: 'tcloaded',
            purpose: { consents: { '1': true, '8': true } },
            vendor: { consents: { '755': true } },
          },
          true,
        );
      }
    };
    await clock.tick();
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, eventTracking: true, socialPixel: false });
    for (const l of listeners)
      l(
        {
          listenerId: 7,
          eventStatus: 'useractioncomplete',
          purpose: { consents: { '8': false } },
          vendor: { consents: { '755': true, '89': true } },
        },
        true,
      );
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, eventTracking: false, socialPixel: true });
    // A failed call carries no consent.
    for (const l of listeners) l({} as TcData, false);
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, eventTracking: false, socialPixel: true });
    adapter.grant('eventTracking');
    expect(commands.at(-1)?.[0]).toBe('displayConsentUi');
    stop();
    expect(commands.at(-1)).toEqual(['removeEventListener', 2, 7]);
  });
});

describe('Civic Cookie Control', () => {
  it('reads each mapped category by name and follows its onAccept and onRevoke, keeping the site’s own callbacks', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const { reports, report } = collect();
    const adapter = civicCookieControlAdapter(win, { pageAnalytics: 'analytics', socialPixel: 'marketing' }, clock.schedule);
    adapter.start(report);
    expect(reports).toEqual([]);
    const siteCalls: string[] = [];
    const consent = [false, true];
    const config = {
      optionalCookies: [
        { name: 'analytics', onAccept: () => siteCalls.push('analytics on'), onRevoke: () => siteCalls.push('analytics off') },
        { name: 'marketing' },
        { name: 'preferences' },
      ] as Array<{ name: string; onAccept?: () => void; onRevoke?: () => void }>,
    };
    const opened: string[] = [];
    // Cookie Control's documented public methods; it calls a category's callbacks when its consent changes.
    win.CookieControl = {
      config: () => config,
      getCategoryConsent: (index: number) => consent[index] === true,
      changeCategory: (index: number, value: boolean) => {
        consent[index] = value;
        const category = config.optionalCookies[index];
        (value ? category?.onAccept : category?.onRevoke)?.();
      },
      open: () => opened.push('open'),
    };
    await clock.tick();
    expect(reports.at(-1)).toEqual({ pageAnalytics: false, socialPixel: true });
    // The visitor accepts analytics and revokes marketing in Cookie Control's panel.
    consent[0] = true;
    config.optionalCookies[0]?.onAccept?.();
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: true });
    consent[1] = false;
    config.optionalCookies[1]?.onRevoke?.();
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: false });
    expect(siteCalls).toEqual(['analytics on']);
    adapter.grant('socialPixel');
    expect(reports.at(-1)).toEqual({ pageAnalytics: true, socialPixel: true });
    adapter.openSettings();
    expect(opened).toEqual(['open']);
  });

  it('reads the answers again after a click, for a Cookie Control that never calls the joined callbacks', async () => {
    const win = standInWindow();
    const clock = manualClock();
    const { reports, report } = collect();
    const stop = civicCookieControlAdapter(win, { pageAnalytics: 'analytics' }, clock.schedule).start(report);
    const consent = [false];
    // A configuration handed out as a fresh copy each time: callbacks set on it are never seen by the module.
    win.CookieControl = {
      config: () => ({ optionalCookies: [{ name: 'analytics' }] }),
      getCategoryConsent: (index: number) => consent[index] === true,
      open: () => undefined,
    };
    await clock.tick();
    expect(reports.at(-1)).toEqual({ pageAnalytics: false });
    // The visitor switches analytics on in Cookie Control's panel: a click, handled by the panel first.
    consent[0] = true;
    win.dispatchEvent(new Event('click'));
    await clock.tick();
    expect(reports.at(-1)).toEqual({ pageAnalytics: true });
    stop();
    consent[0] = false;
    const count = reports.length;
    win.dispatchEvent(new Event('click'));
    await clock.tick();
    expect(reports).toHaveLength(count);
  });
});

describe('what waits for a late vendor', () => {
  function lateVendor() {
    let report: (c: ConsentChoices) => void = () => undefined;
    const adapter = {
      start: (r: (c: ConsentChoices) => void) => {
        report = r;
        return () => undefined;
      },
      openSettings: () => undefined,
      grant: () => undefined,
    };
    return { adapter, report: (c: ConsentChoices) => report(c) };
  }

  it('waits for the vendor’s first report, then is judged on it; later calls run at once', () => {
    const clock = manualClock();
    const vendor = lateVendor();
    const ids = { eventTracking: 's1' };
    const provider = compositeConsent(
      firstPartyConsent({ cookie: '' }, false, () => undefined),
      { adapter: vendor.adapter, ids },
      {
        schedule: clock.schedule,
        giveUpMs: 15_000,
      },
    );
    const seen: string[] = [];
    provider.whenSettled(() => seen.push(`page_view:${provider.current().eventTracking}`));
    expect(seen).toEqual([]);
    expect(clock.delays).toEqual([15_000]);
    vendor.report({ eventTracking: true });
    expect(seen).toEqual(['page_view:true']);
    provider.whenSettled(() => seen.push('job_search'));
    expect(seen).toEqual(['page_view:true', 'job_search']);
  });

  it('is given up on after the wait: what waited is judged on the board’s own answers (none: refused)', async () => {
    const clock = manualClock();
    const provider = compositeConsent(
      firstPartyConsent({ cookie: '' }, false, () => undefined),
      { adapter: lateVendor().adapter, ids: { eventTracking: 's1' } },
      { schedule: clock.schedule, giveUpMs: 15_000 },
    );
    const seen: Array<boolean | undefined> = [];
    provider.whenSettled(() => seen.push(provider.current().eventTracking));
    await clock.tick();
    expect(seen).toEqual([undefined]);
  });

  it('without a vendor nothing waits', () => {
    const provider = compositeConsent(
      firstPartyConsent({ cookie: 'jb_consent=v1~eventTracking:1' }, false, () => undefined),
      null,
    );
    const seen: string[] = [];
    provider.whenSettled(() => seen.push('now'));
    expect(seen).toEqual(['now']);
  });
});
