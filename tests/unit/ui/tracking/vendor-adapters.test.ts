import { describe, expect, it } from 'vitest';
import type { ConsentChoices } from '../../../../src/domain/tracking/consent-choices';
import { compositeConsent } from '../../../../src/ui/tracking/consent/composite-consent';
import { cookieScriptAdapter } from '../../../../src/ui/tracking/consent/cookiescript-adapter';
import { didomiAdapter } from '../../../../src/ui/tracking/consent/didomi-adapter';
import { firstPartyConsent } from '../../../../src/ui/tracking/consent/first-party-consent';
import { oneTrustAdapter } from '../../../../src/ui/tracking/consent/onetrust-adapter';
import { usercentricsAdapter } from '../../../../src/ui/tracking/consent/usercentrics-adapter';

/*
 * Each vendor's documented browser API, stood in by the smallest object that behaves like it: the
 * adapters must turn what the vendor says into our per-service answers, and follow its change events.
 */
type StandInWindow = Window & Record<string, unknown>;
const standInWindow = (): StandInWindow => new EventTarget() as unknown as StandInWindow;

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
