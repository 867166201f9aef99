import { useRouterState } from '@tanstack/react-router';

/** Internal pathname of the page being shown (without locale prefix), for active-link checks. */
export const useCurrentPath = (): string => useRouterState({ select: (s) => s.location.pathname });
