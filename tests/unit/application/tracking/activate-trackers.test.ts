import { describe, expect, it } from 'vitest';
import type { ConsentProvider } from '../../../../src/application/board/tracking/consent-provider.port';
import { activateTrackers } from '../../../../src/application/board/tracking/consent-changes';
import type { ConsentChoices } from '../../../../src/domain/tracking/consent-choices';

function fakeProvider(initial: ConsentChoices): ConsentProvider & { set(choices: ConsentChoices): void } {
  let choices = initial;
  const listeners = new Set<(c: ConsentChoices) => void>();
  return {
    current: () => choices,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    grant: () => undefined,
    openSettings: () => undefined,
    whenSettled: (run) => run(),
    set(next) {
      choices = next;
      for (const l of listeners) l(choices);
    },
  };
}

describe('trackers load only with consent', () => {
  const trackers = { pageAnalytics: 'https://a.example/a.js', socialPixel: 'https://p.example/p.js' };

  it('loads nothing before consent, each tracker once its service is granted, never twice', () => {
    const provider = fakeProvider({});
    const loaded: string[] = [];
    let reloads = 0;
    activateTrackers(provider, trackers, { load: (_s, url) => loaded.push(url), reload: () => reloads++ });
    expect(loaded).toEqual([]);
    provider.set({ pageAnalytics: true, youtube: true });
    expect(loaded).toEqual(['https://a.example/a.js']);
    provider.set({ pageAnalytics: true, socialPixel: true });
    provider.set({ pageAnalytics: true, socialPixel: true });
    expect(loaded).toEqual(['https://a.example/a.js', 'https://p.example/p.js']);
    expect(reloads).toBe(0);
  });

  it('reloads the page when consent for a running tracker is withdrawn, not for one never loaded', () => {
    const provider = fakeProvider({ pageAnalytics: true });
    const loaded: string[] = [];
    let reloads = 0;
    activateTrackers(provider, trackers, { load: (_s, url) => loaded.push(url), reload: () => reloads++ });
    expect(loaded).toEqual(['https://a.example/a.js']);
    provider.set({ pageAnalytics: true, socialPixel: false });
    expect(reloads).toBe(0);
    provider.set({ pageAnalytics: false });
    expect(reloads).toBe(1);
    expect(loaded).toEqual(['https://a.example/a.js']);
  });
});
