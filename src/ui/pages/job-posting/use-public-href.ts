import { useRouterState } from '@tanstack/react-router';

/** The page's public address (locale prefix included): where a workflow form returns to. */
export const usePublicHref = (): string => useRouterState({ select: (s) => s.location.publicHref ?? s.location.href });
