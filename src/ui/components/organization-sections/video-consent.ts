import { useConsent } from '../../tracking/consent/consent-runtime';

export type VideoProvider = 'youtube' | 'vimeo';

/**
 * Whether the visitor agreed to load videos of this provider, and a way to agree, through the site's
 * consent (the same answer the cookie settings show and can withdraw). Nothing is assumed on the server
 * or before the page is hydrated (no player is rendered then); the consent given for one video counts
 * for every video of that provider on the page and in later visits.
 */
export function useVideoConsent(provider: VideoProvider): { consented: boolean; consent: () => void } {
  const { granted, grant } = useConsent(provider);
  return { consented: granted, consent: grant };
}
