import { useEffect, useState } from 'react';
import { browserStorage } from '../../browser-storage';

export type VideoProvider = 'youtube' | 'vimeo';

/** Where the visitor's consent per video provider is kept in this browser. */
const KEY = 'jb_video_consent';
const EVENT = 'jb-video-consent';

function stored(): Partial<Record<VideoProvider, boolean>> {
  try {
    const raw = browserStorage('local')?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<VideoProvider, boolean>>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the visitor agreed to load videos of this provider, and a way to agree. Nothing is assumed on
 * the server or before the page is hydrated (no player is rendered then); the consent given for one
 * video counts for every video of that provider on the page and in later visits.
 */
export function useVideoConsent(provider: VideoProvider): { consented: boolean; consent: () => void } {
  const [consented, setConsented] = useState(false);
  useEffect(() => {
    const update = () => setConsented(stored()[provider] === true);
    update();
    window.addEventListener(EVENT, update);
    return () => window.removeEventListener(EVENT, update);
  }, [provider]);
  const consent = () => {
    try {
      browserStorage('local')?.setItem(KEY, JSON.stringify({ ...stored(), [provider]: true }));
    } catch {
      // Storage refused (privacy mode): the consent holds for this page view only.
    }
    setConsented(true);
    window.dispatchEvent(new Event(EVENT));
  };
  return { consented, consent };
}
