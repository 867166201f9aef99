import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { visitorWait } from '../../../src/ui/server/visitor-hydration';

const FIRST_PARTY = { consent: { provider: 'first-party' }, trackers: { pageAnalytics: 'https://stats.example/a.js' } };
const VENDOR = { consent: { provider: 'usercentrics', scriptUrl: 'https://cmp.example/loader.js', services: {} }, trackers: {} };

/** A router whose root match holds what the root route's beforeLoad and loader answered. */
function routerWith(
  root: { status?: string; session?: unknown; setup?: unknown; choices?: Record<string, boolean>; creationSource?: boolean } | null,
): AnyRouter {
  const matches = root
    ? [
        {
          routeId: '__root__',
          status: root.status ?? 'success',
          context: { session: root.session ?? null, site: { features: { creationSource: root.creationSource } } },
          loaderData: root.setup ? { consentBanner: { setup: root.setup, choices: root.choices ?? {} } } : undefined,
        },
        { routeId: '/_site/jobs', status: 'success', context: {}, loaderData: {} },
      ]
    : [];
  return { stores: { matches: { get: () => matches } } } as unknown as AnyRouter;
}

describe('which pages wait for the visitor before loading scripts', () => {
  it('a visitor without a session, asked by the board’s own banner, who allowed nothing', () => {
    expect(visitorWait(routerWith({ setup: FIRST_PARTY }))).toEqual({ campaignAtOnce: false });
    expect(visitorWait(routerWith({ setup: FIRST_PARTY, choices: { pageAnalytics: false, youtube: false } }))).toEqual({
      campaignAtOnce: false,
    });
  });

  it('a campaign visit starts at once where the site records where accounts came from', () => {
    expect(visitorWait(routerWith({ setup: FIRST_PARTY, creationSource: true }))).toEqual({ campaignAtOnce: true });
  });

  it('not for a signed-in user, whose pages act on the session at once', () => {
    expect(visitorWait(routerWith({ setup: FIRST_PARTY, session: { userId: 'u1' } }))).toBeNull();
  });

  it('not where a tracker the visitor allowed counts the page view', () => {
    expect(visitorWait(routerWith({ setup: FIRST_PARTY, choices: { pageAnalytics: true } }))).toBeNull();
  });

  it('not where a consent vendor’s script asks for consent', () => {
    expect(visitorWait(routerWith({ setup: VENDOR }))).toBeNull();
  });

  it('not for a page the root did not load (an error document)', () => {
    expect(visitorWait(routerWith(null))).toBeNull();
    expect(visitorWait(routerWith({ setup: FIRST_PARTY, status: 'error' }))).toBeNull();
    expect(visitorWait(routerWith({}))).toBeNull();
  });
});
