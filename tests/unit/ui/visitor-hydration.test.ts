import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hydratesOnInteraction } from '../../../src/ui/server/visitor-hydration';

const FIRST_PARTY = { consent: { provider: 'first-party' }, trackers: { pageAnalytics: 'https://stats.example/a.js' } };
const VENDOR = { consent: { provider: 'usercentrics', scriptUrl: 'https://cmp.example/loader.js', services: {} }, trackers: {} };

/** A router whose root match holds what the root route's beforeLoad and loader answered. */
function routerWith(root: { status?: string; session?: unknown; setup?: unknown; choices?: Record<string, boolean> } | null): AnyRouter {
  const matches = root
    ? [
        {
          routeId: '__root__',
          status: root.status ?? 'success',
          context: { session: root.session ?? null },
          loaderData: root.setup ? { consentBanner: { setup: root.setup, choices: root.choices ?? {} } } : undefined,
        },
        { routeId: '/_site/jobs', status: 'success', context: {}, loaderData: {} },
      ]
    : [];
  return { stores: { matches: { get: () => matches } } } as unknown as AnyRouter;
}

describe('which pages wait for the visitor before loading scripts', () => {
  it('a visitor without a session, asked by the board’s own banner, who allowed nothing', () => {
    expect(hydratesOnInteraction(routerWith({ setup: FIRST_PARTY }))).toBe(true);
    expect(hydratesOnInteraction(routerWith({ setup: FIRST_PARTY, choices: { pageAnalytics: false, youtube: false } }))).toBe(true);
  });

  it('not for a signed-in user, whose pages act on the session at once', () => {
    expect(hydratesOnInteraction(routerWith({ setup: FIRST_PARTY, session: { userId: 'u1' } }))).toBe(false);
  });

  it('not where a tracker the visitor allowed counts the page view', () => {
    expect(hydratesOnInteraction(routerWith({ setup: FIRST_PARTY, choices: { pageAnalytics: true } }))).toBe(false);
  });

  it('not where a consent vendor’s script asks for consent', () => {
    expect(hydratesOnInteraction(routerWith({ setup: VENDOR }))).toBe(false);
  });

  it('not for a page the root did not load (an error document)', () => {
    expect(hydratesOnInteraction(routerWith(null))).toBe(false);
    expect(hydratesOnInteraction(routerWith({ setup: FIRST_PARTY, status: 'error' }))).toBe(false);
    expect(hydratesOnInteraction(routerWith({}))).toBe(false);
  });
});
