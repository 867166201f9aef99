import { useSyncExternalStore } from 'react';
import type { ConsentProvider } from '../../../application/board/tracking/consent-provider.port';
import { activateTrackers } from '../../../application/board/tracking/consent-changes';
import type { ConsentService } from '../../../domain/tracking/consent-services';
import { type ConsentVendor, configuredTrackers, type TrackingSetup } from '../../../domain/tracking/tracking-setup';
import { browserStorage } from '../../browser-storage';
import { compositeConsent } from './composite-consent';
import { civicCookieControlAdapter } from './civic-cookie-control-adapter';
import { consentManagerAdapter } from './consentmanager-adapter';
import { cookieScriptAdapter } from './cookiescript-adapter';
import { didomiAdapter } from './didomi-adapter';
import { type FirstPartyConsent, firstPartyConsent } from './first-party-consent';
import { oneTrustAdapter } from './onetrust-adapter';
import { traffectiveAdapter } from './traffective-adapter';
import { trustCommanderAdapter } from './trustcommander-adapter';
import { usercentricsAdapter } from './usercentrics-adapter';
import type { VendorAdapter, VendorServiceIds } from './vendor-adapter';
import { addNoncedScript } from './nonced-script';
import { startAudience } from '../audience';
import { startTags } from '../event-tags';

const VENDORS: Record<ConsentVendor, (win: Window, ids: VendorServiceIds) => VendorAdapter> = {
  usercentrics: usercentricsAdapter,
  onetrust: oneTrustAdapter,
  consentmanager: (win, ids) => consentManagerAdapter(win, ids),
  trustcommander: trustCommanderAdapter,
  traffective: (win, ids) => traffectiveAdapter(win, ids),
  didomi: didomiAdapter,
  civiccookiecontrol: (win, ids) => civicCookieControlAdapter(win, ids),
  cookiescript: cookieScriptAdapter,
};

interface Runtime {
  readonly provider: ConsentProvider;
  readonly firstParty: FirstPartyConsent;
  /** A site with trackers or a vendor asks in a banner; one without keeps its choices on the settings page. */
  readonly asksInBanner: boolean;
}

let runtime: Runtime | null = null;
const runtimeListeners = new Set<() => void>();
let bannerOpen = false;
const bannerListeners = new Set<() => void>();

const setBannerOpen = (open: boolean) => {
  bannerOpen = open;
  for (const listener of [...bannerListeners]) listener();
};

/**
 * Starts consent in this browser tab, once: the board's own answers from the first-party cookie, the
 * site's vendor (its script added with the page's nonce) and the trackers, which load only with their
 * service's consent.
 */
export function startConsent(setup: TrackingSetup): void {
  if (runtime || typeof window === 'undefined') return;
  const firstParty = firstPartyConsent(document, window.location.protocol === 'https:', () => setBannerOpen(true));
  adoptEarlierAnswers(firstParty);
  let vendor: { adapter: VendorAdapter; ids: VendorServiceIds } | null = null;
  if (setup.consent.provider !== 'first-party') {
    vendor = { adapter: VENDORS[setup.consent.provider](window, setup.consent.services), ids: setup.consent.services };
    addNoncedScript(document, setup.consent.scriptUrl, { 'data-consent-vendor': setup.consent.provider });
  }
  const provider = compositeConsent(firstParty, vendor);
  if (setup.tags) startTags(setup.tags);
  runtime = { provider, firstParty, asksInBanner: vendor !== null || configuredTrackers(setup).length > 0 };
  activateTrackers(provider, setup.trackers, {
    load: (service, url) => {
      addNoncedScript(document, url, { 'data-tracker': service });
      if (service === 'audienceMeasurement' && setup.audienceMeasurement) startAudience(setup.audienceMeasurement);
    },
    reload: () => window.location.reload(),
  });
  provider.subscribe(() => {
    for (const listener of [...runtimeListeners]) listener();
  });
  for (const listener of [...runtimeListeners]) listener();
}

/** The tab's consent provider, once started (null on the server and before hydration). */
export const consentProvider = (): ConsentProvider | null => runtime?.provider ?? null;
/** The board's own answers (the banner and the settings form save there). */
export const firstPartyAnswers = (): FirstPartyConsent | null => runtime?.firstParty ?? null;

const subscribeRuntime = (listener: () => void) => {
  runtimeListeners.add(listener);
  return () => runtimeListeners.delete(listener);
};

/**
 * Whether the visitor consented to `service`, and the page feature's way to say yes. Nothing is
 * assumed on the server or before hydration: what reaches a third party waits for the browser.
 */
export function useConsent(service: ConsentService): { granted: boolean; grant: () => void } {
  const granted = useSyncExternalStore(
    subscribeRuntime,
    () => runtime?.provider.current()[service] === true,
    () => false,
  );
  return { granted, grant: () => runtime?.provider.grant(service) };
}

/** Whether the board's banner is open (reopened by the footer's cookie settings link). */
export function useBannerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      bannerListeners.add(listener);
      return () => bannerListeners.delete(listener);
    },
    () => bannerOpen,
    () => false,
  );
}

export const closeBanner = (): void => setBannerOpen(false);
/** Opens the banner (or the vendor's settings) in place; false where the settings page is the place. */
export const openConsentSettings = (): boolean => {
  if (!runtime?.asksInBanner) return false;
  runtime.provider.openSettings();
  return true;
};

/*
 * Answers this browser gave before consent had one place: the place field's and the video players'
 * own keys. Taken over once (only where the visitor has not answered since), then removed.
 */
const OLD_GEO_KEY = 'jobboard.geoSuggestConsent';
const OLD_VIDEO_KEY = 'jb_video_consent';
function adoptEarlierAnswers(firstParty: FirstPartyConsent): void {
  const storage = browserStorage('local');
  if (!storage) return;
  try {
    const answers: Partial<Record<ConsentService, boolean>> = {};
    if (storage.getItem(OLD_GEO_KEY) === 'granted') answers.geoSuggest = true;
    const videos = JSON.parse(storage.getItem(OLD_VIDEO_KEY) ?? '{}') as Record<string, unknown>;
    if (videos.youtube === true) answers.youtube = true;
    if (videos.vimeo === true) answers.vimeo = true;
    const current = firstParty.current();
    const fresh = Object.fromEntries(Object.entries(answers).filter(([s]) => current[s as ConsentService] === undefined));
    if (Object.keys(fresh).length > 0) firstParty.save(fresh);
    storage.removeItem(OLD_GEO_KEY);
    storage.removeItem(OLD_VIDEO_KEY);
  } catch {
    // storage refused or an unreadable old value: the visitor is simply asked again
  }
}
