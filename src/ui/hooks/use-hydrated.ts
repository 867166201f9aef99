import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while the server renders and while React hydrates, true afterwards (and at once on client-side
 * navigations). Lets a component render exactly the server's markup first and refine it after.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
