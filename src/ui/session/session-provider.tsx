import { useRouter } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { browserStorage } from '../browser-storage';
import { authEvents } from './auth-events';
import { clientLog, fetchAuth } from './auth-fetch';
import { dispatchToRun, guardSocialSignupStart, rememberUtmSource } from './session-effects';
import { SessionStore, type SessionState } from './session-store';
import type { SessionPayload } from './session-types';

const SessionContext = createContext<SessionStore | null>(null);

function browserStore(initial: SessionPayload | null | undefined): SessionStore {
  return new SessionStore(
    {
      // `{ error }` (a session whose user is gone) is no session either.
      fetchSession: async () => {
        const session = await fetchAuth<SessionPayload>('session');
        return session?.user ? session : null;
      },
      storage: browserStorage('local'),
      now: () => Date.now(),
      report: clientLog,
      onVisible: (listener) => {
        const handler = () => {
          if (document.visibilityState === 'visible') listener();
        };
        document.addEventListener('visibilitychange', handler);
        return () => document.removeEventListener('visibilitychange', handler);
      },
      onStorage: (listener) => {
        const handler = (event: StorageEvent) => listener(event.key);
        window.addEventListener('storage', handler);
        return () => window.removeEventListener('storage', handler);
      },
      every: (seconds, listener) => {
        const id = window.setInterval(() => {
          if (document.visibilityState === 'visible') listener();
        }, seconds * 1000);
        return () => window.clearInterval(id);
      },
    },
    initial,
  );
}

interface Props {
  /** The session the server rendered the page with (no loading flash), or undefined to fetch it. */
  readonly initial: SessionPayload | null | undefined;
  readonly refetchIntervalSeconds?: number;
  readonly creationSource: boolean;
  readonly children: ReactNode;
}

/**
 * Holds the board's session for the components (useSession). After hydration it wires the refetch
 * triggers, runs dispatch parameters once, remembers utm_source, and guards the social sign-up event.
 * When another tab signs in or out, the page was rendered for someone else: it reloads.
 */
export function SessionProvider({ initial, refetchIntervalSeconds, creationSource, children }: Props) {
  const [store] = useState(() => browserStore(initial));
  useEffect(() => store.start(refetchIntervalSeconds ? { refetchIntervalSeconds } : {}), [store, refetchIntervalSeconds]);

  useEffect(() => {
    const renderedFor = initial?.user.id ?? null;
    return store.subscribe(() => {
      const { status, data } = store.getSnapshot();
      if (status !== 'loading' && (data?.user.id ?? null) !== renderedFor) window.location.reload();
    });
  }, [store, initial]);

  useEffect(() => {
    rememberUtmSource(window.location.search, creationSource, browserStorage('session'));
  }, [creationSource]);

  const router = useRouter();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    guardSocialSignupStart(state.data, browserStorage('local'), () => authEvents().signUpStart('social'));
    const pending = dispatchToRun(window.location.search);
    if (!pending) return;
    // Leave the address first, so a reload or a second effect run cannot run it again.
    router.history.replace(`${window.location.pathname}${pending.cleanedSearch}${window.location.hash}`);
    if (pending.dispatch.action === 'login') authEvents().login();
    else authEvents().signUp();
  }, [state, router]);

  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The session state: `{ status, data }`. */
export function useSession(): SessionState & { readonly store: SessionStore } {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession outside SessionProvider');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...state, store };
}
