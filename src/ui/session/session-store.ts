import type { SessionPayload, SessionStatus } from './session-types';

/*
 * The board's session state: loading → authenticated | unauthenticated; refetched when the tab
 * becomes visible, on cross-tab storage events and on an optional interval; changes (login, logout)
 * broadcast to other tabs through the localStorage key `jb.session` holding a timestamp. Framework-free:
 * the React provider wires it to the window; unit tests to fakes.
 */

export const SESSION_BROADCAST_KEY = 'jb.session';

export interface SessionState {
  readonly status: SessionStatus;
  readonly data: SessionPayload | null;
}

export interface SessionEnvironment {
  readonly fetchSession: () => Promise<SessionPayload | null>;
  readonly storage: Pick<Storage, 'setItem'> | null;
  readonly now: () => number;
  /** Adds a listener and returns its removal. */
  readonly onVisible: (listener: () => void) => () => void;
  readonly onStorage: (listener: (key: string | null) => void) => () => void;
  readonly every: (seconds: number, listener: () => void) => () => void;
  /** "Client session error": a session fetch that threw is logged as CLIENT_SESSION_ERROR. */
  readonly report?: (code: 'CLIENT_SESSION_ERROR', message: string) => void;
}

export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<SessionState> | undefined;

  constructor(
    private readonly env: SessionEnvironment,
    initial?: SessionPayload | null,
  ) {
    this.state = initial === undefined ? { status: 'loading', data: null } : stateOf(initial);
  }

  getSnapshot = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Fetches the session; `broadcast` tells other tabs to do the same (after login or logout). */
  refetch(options: { broadcast?: boolean } = {}): Promise<SessionState> {
    if (options.broadcast) this.broadcast();
    this.inFlight ??= this.env
      .fetchSession()
      .then((data) => {
        this.set(stateOf(data));
        return this.state;
      })
      // The page keeps the session it knew (a loading one ends unauthenticated): a broken answer must not
      // sign anybody out of the other tabs, nor leave a rejected promise behind every trigger.
      .catch((error: unknown) => {
        this.env.report?.('CLIENT_SESSION_ERROR', error instanceof Error ? error.message : 'session fetch failed');
        if (this.state.status === 'loading') this.set(stateOf(null));
        return this.state;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  /** Other tabs refetch on the storage event this write causes (a tab never sees its own writes). */
  broadcast(): void {
    try {
      this.env.storage?.setItem(SESSION_BROADCAST_KEY, String(this.env.now()));
    } catch {
      // storage full or blocked: other tabs catch up when they become visible
    }
  }

  /** Wires the refetch triggers; returns the clean-up. */
  start(options: { refetchIntervalSeconds?: number } = {}): () => void {
    const stops = [
      this.env.onVisible(() => void this.refetch()),
      this.env.onStorage((key) => {
        if (key === SESSION_BROADCAST_KEY) void this.refetch();
      }),
    ];
    const seconds = options.refetchIntervalSeconds ?? 0;
    if (seconds > 0) stops.push(this.env.every(seconds, () => void this.refetch()));
    if (this.state.status === 'loading') void this.refetch();
    return () => {
      for (const stop of stops) stop();
    };
  }

  private set(next: SessionState): void {
    if (next.status === this.state.status && JSON.stringify(next.data) === JSON.stringify(this.state.data)) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

const stateOf = (data: SessionPayload | null): SessionState =>
  data ? { status: 'authenticated', data } : { status: 'unauthenticated', data: null };
