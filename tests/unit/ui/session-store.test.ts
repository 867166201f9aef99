import { describe, expect, it } from 'vitest';
import {
  dispatchToRun,
  guardSocialSignupStart,
  rememberUtmSource,
  SOCIAL_SIGNUP_FLAG,
  UTM_SOURCE_KEY,
} from '../../../src/ui/session/session-effects';
import { SESSION_BROADCAST_KEY, SessionStore, type SessionEnvironment } from '../../../src/ui/session/session-store';
import type { SessionPayload } from '../../../src/ui/session/session-types';

const anna: SessionPayload = {
  user: {
    id: '1',
    name: 'Anna Becker',
    email: 'anna@example.test',
    kind: 'applicant',
    staff: false,
    administrator: false,
    emailVerified: true,
  },
  expires: '2026-12-01T00:00:00.000Z',
  masqueraded: false,
  isNewUserViaSocial: false,
};

class FakeStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
}

/** A window stand-in: triggers are fired by hand, the server's answers queued by the test. */
function fakeEnv() {
  const answers: Array<SessionPayload | null> = [];
  const visible = new Set<() => void>();
  const storage = new Set<(key: string | null) => void>();
  const intervals: Array<{ seconds: number; run: () => void }> = [];
  let fetches = 0;
  const store = new FakeStorage();
  const env: SessionEnvironment = {
    fetchSession: async () => {
      fetches++;
      return answers.shift() ?? null;
    },
    storage: store,
    now: () => 1_700_000_000_000,
    onVisible: (l) => (visible.add(l), () => visible.delete(l)),
    onStorage: (l) => (storage.add(l), () => storage.delete(l)),
    every: (seconds, run) => {
      const entry = { seconds, run };
      intervals.push(entry);
      return () => intervals.splice(intervals.indexOf(entry), 1);
    },
  };
  return {
    env,
    answers,
    store,
    intervals,
    fetches: () => fetches,
    becomeVisible: () => {
      for (const l of visible) l();
    },
    storageEvent: (key: string | null) => {
      for (const l of storage) l(key);
    },
    listenerCount: () => visible.size + storage.size,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('session store (spec §4)', () => {
  it('logs CLIENT_SESSION_ERROR when a session fetch throws, and keeps the session it had', async () => {
    const f = fakeEnv();
    const reported: string[] = [];
    let fail = false;
    const env: SessionEnvironment = {
      ...f.env,
      fetchSession: async () => {
        if (fail) throw new Error('unexpected answer');
        return anna;
      },
      report: (code, message) => void reported.push(`${code}: ${message}`),
    };
    const store = new SessionStore(env);
    await store.refetch();
    fail = true;
    await expect(store.refetch()).resolves.toEqual({ status: 'authenticated', data: anna });
    expect(reported).toEqual(['CLIENT_SESSION_ERROR: unexpected answer']);
    // A page still loading its session ends as a guest, not loading for good.
    const fresh = new SessionStore(env);
    await expect(fresh.refetch()).resolves.toEqual({ status: 'unauthenticated', data: null });
    expect(reported).toHaveLength(2);
  });

  it('goes loading → authenticated on its first fetch', async () => {
    const f = fakeEnv();
    f.answers.push(anna);
    const store = new SessionStore(f.env);
    expect(store.getSnapshot()).toEqual({ status: 'loading', data: null });
    store.start();
    await settle();
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', data: anna });
  });

  it('starts from the server-rendered session without fetching; null is unauthenticated', () => {
    const f = fakeEnv();
    new SessionStore(f.env, anna).start();
    expect(f.fetches()).toBe(0);
    expect(new SessionStore(f.env, null).getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
  });

  it('refetches when the tab becomes visible and on storage events of jb.session only', async () => {
    const f = fakeEnv();
    const store = new SessionStore(f.env, anna);
    store.start();
    f.answers.push(anna);
    f.becomeVisible();
    await settle();
    f.storageEvent('something.else');
    await settle();
    expect(f.fetches()).toBe(1);
    f.answers.push(null);
    f.storageEvent(SESSION_BROADCAST_KEY);
    await settle();
    expect(f.fetches()).toBe(2);
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  it('polls only with a refetch interval, and stops everything on clean-up', () => {
    const f = fakeEnv();
    new SessionStore(f.env, anna).start()();
    expect(f.intervals).toHaveLength(0);
    const stop = new SessionStore(f.env, anna).start({ refetchIntervalSeconds: 60 });
    expect(f.intervals.map((i) => i.seconds)).toEqual([60]);
    stop();
    expect(f.intervals).toHaveLength(0);
    expect(f.listenerCount()).toBe(0);
  });

  it('broadcasts a change as a timestamp under jb.session', async () => {
    const f = fakeEnv();
    const store = new SessionStore(f.env, anna);
    await store.refetch({ broadcast: true });
    expect(f.store.getItem(SESSION_BROADCAST_KEY)).toBe('1700000000000');
  });

  it('notifies subscribers only when the state really changed; concurrent refetches share one request', async () => {
    const f = fakeEnv();
    const store = new SessionStore(f.env, anna);
    let calls = 0;
    store.subscribe(() => calls++);
    f.answers.push(anna);
    await Promise.all([store.refetch(), store.refetch()]);
    expect(f.fetches()).toBe(1);
    expect(calls).toBe(0);
    f.answers.push(null);
    await store.refetch();
    expect(calls).toBe(1);
  });
});

describe('after authentication', () => {
  it('a dispatch runs once and leaves the address, keeping destination and the rest', () => {
    expect(dispatchToRun('?dispatch=login&destination=%2Fjobs&page=2')).toEqual({
      dispatch: { action: 'login', destination: '/jobs' },
      cleanedSearch: '?destination=%2Fjobs&page=2',
    });
    expect(dispatchToRun('?dispatch=sign-up')?.cleanedSearch).toBe('');
    expect(dispatchToRun('?destination=%2Fjobs')).toBeNull();
    expect(dispatchToRun(dispatchToRun('?dispatch=login&x=1')!.cleanedSearch)).toBeNull();
  });

  it('utm_source is stored only when the site records it and none is stored yet', () => {
    const s = new FakeStorage();
    expect(rememberUtmSource('?utm_source=newsletter', false, s)).toBeNull();
    expect(s.getItem(UTM_SOURCE_KEY)).toBeNull();
    expect(rememberUtmSource('?utm_source=newsletter', true, s)).toBe('newsletter');
    expect(rememberUtmSource('?utm_source=other', true, s)).toBe('newsletter');
    expect(rememberUtmSource('?utm_source=%20', true, new FakeStorage())).toBeNull();
  });

  it('the social sign-up start fires once per new social user; the flag goes when the user is no longer new', () => {
    const s = new FakeStorage();
    let fired = 0;
    const fresh = { ...anna, isNewUserViaSocial: true };
    guardSocialSignupStart(fresh, s, () => fired++);
    guardSocialSignupStart(fresh, s, () => fired++);
    expect(fired).toBe(1);
    expect(s.getItem(SOCIAL_SIGNUP_FLAG)).toBe('1');
    guardSocialSignupStart(anna, s, () => fired++);
    expect(s.getItem(SOCIAL_SIGNUP_FLAG)).toBeNull();
    guardSocialSignupStart(null, s, () => fired++);
    expect(fired).toBe(1);
  });
});
